// Runs only the answer engine's tests, without the suite's database/Temporal global setup:
//   npx vitest run --config test/answers/vitest.config.ts
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { root: ".", include: ["test/answers/*.test.ts"], pool: "forks", maxWorkers: 2, testTimeout: 60_000 },
});
