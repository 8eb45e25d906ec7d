import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The longest files, started first. Without a record of earlier runs (a fresh clone, CI) vitest orders
 * files by size, so the seeded variants' small files came last and ran alone for the last four minutes
 * (docs/performance.md, "Where the test suite's time goes"). The list is a recorded run's longest files,
 * longest first. With a record, its durations order the rest.
 */
const LONGEST_FIRST = [
  "test/variants/part-",
  "test/faults/worker-crash",
  "test/e2e/fair-shares",
  "test/ats/workday",
  "test/ats/taleo",
  "test/independent/pages",
  "test/ats/ukg",
  "test/e2e/service",
  "test/e2e/forms",
  "test/ats/greenhouse",
  "test/faults/start-stop",
  "test/ats/icims",
  "test/faults/gateway-crash",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((prefix) => f.moduleId.includes(`/${prefix}`));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the rest keep vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
  },
});
