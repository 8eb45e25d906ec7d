import { existsSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../../lib/config";

/** The Temporal CLI that scripts/setup.sh builds (its own download of the dev server cannot work here). */
export function temporalCliPath(): string {
  const built = path.join(projectRoot, ".tools/bin/temporal");
  if (!existsSync(built)) throw new Error(`Temporal CLI missing at ${built}: run npm run setup`);
  return built;
}
