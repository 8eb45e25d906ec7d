// `npx tsx scripts/bundle-workflows.ts <file>`: writes the workflow bundle once, for a deploy whose
// workers start from it (WORKFLOW_BUNDLE_PATH, docs/configuration.md) instead of bundling each at start.
import { writeWorkflowBundle } from "../worker";

const file = process.argv[2];
if (!file) {
  console.error("usage: npx tsx scripts/bundle-workflows.ts <file>");
  process.exit(2);
}
await writeWorkflowBundle(file);
console.log(`workflow bundle written to ${file}`);
process.exit(0);
