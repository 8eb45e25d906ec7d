import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The cluster suite starts a Temporal cluster and a dozen processes: `npm run test:cluster` runs it.
    exclude: [...configDefaults.exclude, "test/cluster/**"],
    globalSetup: ["test/support/global-setup.ts"],
    setupFiles: ["test/support/setup-env.ts"],
    // Integration tests drive a real Temporal server, PostgreSQL and Chromium: one file at a time per
    // worker, three workers on the two cores, since most of a test waits on another process (with two,
    // the suite used about a third of the cores; three took 576 s against 816 s: docs/performance.md).
    pool: "forks",
    maxWorkers: 3,
    // A worker's files share one module graph: evaluating Temporal, Puppeteer and Prisma again for
    // every file was a fifth of the suite's time (docs/performance.md "Where the test suite's time
    // goes"). So a helper module never registers hooks when imported, only when a file calls it
    // (useAtsEnv, variantSuite), and each file sets up the state it needs.
    isolate: false,
    // A busy machine is slow, not wrong: a multi-step wizard takes a minute or more at load 10+ (timings
    // are the bench's to measure, never a test's).
    testTimeout: 180_000,
    hookTimeout: 120_000,
    reporters: ["default"],
  },
});
