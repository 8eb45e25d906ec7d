// Runs only the ATS layer's tests, without the suite's database/Temporal global setup:
//   npx vitest run --config test/ats/vitest.config.ts
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { root: ".", include: ["test/ats/*.test.ts"], pool: "forks", maxWorkers: 2, testTimeout: 180_000, hookTimeout: 60_000 },
});
