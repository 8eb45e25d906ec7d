// `npx tsx scripts/build.ts`, run by scripts/setup.sh: the service's entry points as plain JavaScript in
// dist/ (git-ignored), one file each, for `npm start`, `npm run cluster` and the bench's worker. A worker
// run from compiled JavaScript holds about 50 MiB less than the same worker under tsx, which keeps every
// module's TypeScript, its transform and its source map (docs/performance.md, "Memory"). The tests and the
// scripts a developer runs by hand stay on tsx and vitest: this is for processes that live long. The fault
// tests compile the processes they start and kill with the same function (test/faults/processes.ts).
//
// Packages stay in node_modules (imported at run time); only the repository's own modules are bundled.
// Code that finds files of the repository does so from `projectRoot` (lib/config.ts: dist/ is one level
// down, as lib/ is), not from its own module's address, which in a bundle is dist/.
import { createRequire } from "node:module";
import path from "node:path";
import { build, type Plugin } from "esbuild";

// Not lib/config.ts's: importing it reads and checks the whole configuration, which building needs none of.
const projectRoot = path.resolve(import.meta.dirname, "..");

/** dist/<name>.mjs ← its entry point. */
const ENTRY_POINTS = {
  // `npm start` and each process of `npm run cluster` (scripts/cluster/service.ts).
  start: "scripts/start.ts",
  // The bench's worker and its bare-Puppeteer reference, compiled alike so that neither carries tsx.
  "bench-worker": "bench/worker-process.ts",
  "bench-bare-puppeteer": "bench/bare-puppeteer.ts",
} as const;

const require = createRequire(path.join(projectRoot, "package.json"));

/**
 * Every package import stays external. A deep import without its extension
 * ("@temporalio/interceptors-opentelemetry/lib/worker"), which bundlers and tsx accept and Node's ES
 * module loader refuses, is written as the file it resolves to.
 */
const externalPackages: Plugin = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      const subpath = /^(?:@[^/]+\/)?[^/]+(\/.+)?$/.exec(specifier)?.[1];
      if (!specifier.startsWith("node:") && subpath && !/\.[cm]?js$/.test(subpath)) {
        try {
          return { path: require.resolve(specifier), external: true };
        } catch {
          // Not resolvable from CommonJS (an ESM-only export map): left to Node as written.
        }
      }
      return { path: specifier, external: true };
    });
  },
};

/** Bundles each entry point (`name` → its source, from the repository's root) into `outdir`/<name>.mjs. */
export async function buildEntryPoints(entryPoints: Record<string, string>, outdir: string): Promise<void> {
  await build({
    absWorkingDir: projectRoot,
    entryPoints,
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    plugins: [externalPackages],
    logLevel: "warning",
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await buildEntryPoints(ENTRY_POINTS, "dist");
