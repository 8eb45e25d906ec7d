// `npm run test:cluster`: the cluster suite alone (minutes of real processes, so not in the default
// `vitest run`, whose config leaves test/cluster out). It makes its own database and Temporal
// (test/cluster/topology.ts), so it needs none of the main suite's global setup.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/cluster/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 1,
    testTimeout: 1_200_000,
    hookTimeout: 900_000,
    reporters: ["default"],
  },
});
