// Runs only the simulators' own tests, without the suite's database/Temporal global setup:
//   npx vitest run --config test/simulators/vitest.config.ts
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { root: ".", include: ["test/simulators/**/*.test.ts"], pool: "forks", maxWorkers: 2, testTimeout: 60_000, hookTimeout: 60_000 },
});
