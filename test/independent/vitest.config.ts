// Runs only the independent pages, without the suite's database/Temporal global setup:
//   npx vitest run --config test/independent/vitest.config.ts
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { root: ".", include: ["test/independent/*.test.ts"], pool: "forks", maxWorkers: 1, testTimeout: 180_000, hookTimeout: 60_000 },
});
