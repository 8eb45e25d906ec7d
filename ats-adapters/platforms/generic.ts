// Every catalog platform has an adapter of its own (platforms/<id>.ts): none is played by the generic
// form engine any more, so the catalog's support matrix never reports `adapter: "generic"`.
import type { PlatformAdapter } from "./types";

/**
 * Whether the platform has no adapter of its own: false for every catalog platform (see above). Kept
 * only for catalog.ts, until its support entry drops the "generic" branch; then this file goes.
 */
export function isGenericAdapter(_adapter: PlatformAdapter): boolean {
  return false;
}
