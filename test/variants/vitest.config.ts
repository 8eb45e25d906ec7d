// Runs only the seeded-variant tests, without the suite's database/Temporal global setup:
//   npx vitest run --config test/variants/vitest.config.ts
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { root: ".", include: ["test/variants/*.test.ts"], pool: "forks", maxWorkers: 2, testTimeout: 180_000, hookTimeout: 60_000 },
});
