// What the fault tests need to start real processes: free ports (lib/free-port.ts; process trees: test/helpers.ts),
// and the processes themselves compiled as `npm start` runs the service (scripts/build.ts), not under tsx, whose
// loader took seconds of CPU per start (docs/performance.md, "Where the test suite's time goes").
import path from "node:path";
import { projectRoot } from "../../lib/config";
import { buildEntryPoints } from "../../scripts/build";

export { freePort } from "../../lib/free-port";

/**
 * `source` (a path from the repository's root) bundled into dist/ (git-ignored; one level down, where a
 * bundle finds node_modules and the repository's files: scripts/build.ts), to run with `node`. The caller
 * removes the file afterwards.
 */
export async function compiledEntryPoint(source: string): Promise<string> {
  const name = `test-${path.basename(source, ".ts")}-${process.pid}`;
  const outdir = path.join(projectRoot, "dist");
  await buildEntryPoints({ [name]: source }, outdir);
  return path.join(outdir, `${name}.mjs`);
}
