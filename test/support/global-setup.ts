// Runs once per `vitest run`: a fresh database with every migration applied and a real Temporal dev
// server (the CLI built by setup). Test files read both from process.env. `npm run bench` starts the
// same environment through startTestEnvironment.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import pg from "pg";
import { createDatabaseIfMissing, migrate } from "../../prisma/migrate";
import { devServerDynamicConfigArgs, devServerStoreArgs } from "../../lib/dev-server";
import { searchAttributeKeys } from "../../lib/search-attributes";
import { writeWorkflowBundle } from "../../worker";
import { temporalCliPath } from "./temporal-cli";

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export interface TestEnvironment {
  /** DATABASE_URL, TEMPORAL_ADDRESS, ENCRYPTION_KEY and the other variables the service reads. */
  env: Record<string, string>;
  temporal: TestWorkflowEnvironment;
  /** Stops the dev server and drops the database. */
  teardown(): Promise<void>;
}

/**
 * A fresh, migrated database (named `<prefix>_<time>_<random>`) and an ephemeral Temporal dev server,
 * which keeps its store in memory unless given `temporalDbFile` (a SQLite file, as `npm start`'s does).
 */
export async function startTestEnvironment(prefix = "apply_test", opts: { temporalDbFile?: string } = {}): Promise<TestEnvironment> {
  const startedAt = new Date().toISOString();
  const dbName = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  await createDatabaseIfMissing(databaseUrl);
  await migrate(databaseUrl);

  const temporal = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: "existing-path", path: temporalCliPath() },
      searchAttributes: Object.values(searchAttributeKeys),
      log: { format: "pretty", level: "error" },
      extraArgs: [...devServerDynamicConfigArgs, ...(opts.temporalDbFile ? devServerStoreArgs(opts.temporalDbFile) : [])],
    },
  });

  const env = {
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: temporal.address,
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
    TEST_RUN_STARTED_AT: startedAt,
  };
  return {
    env,
    temporal,
    async teardown() {
      await temporal.teardown();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
}

export default async function setup(project: TestProject) {
  // One workflow bundle for every worker the tests start (WORKFLOW_BUNDLE_PATH): bundling in each test
  // file's process took seconds per file (docs/performance.md "Where the test suite's time goes").
  const bundleFile = join(tmpdir(), `apply-test-workflows-${process.pid}-${randomBytes(3).toString("hex")}.js`);
  const [{ env, teardown }] = await Promise.all([startTestEnvironment(), writeWorkflowBundle(bundleFile)]);
  Object.assign(env, { WORKFLOW_BUNDLE_PATH: bundleFile });
  Object.assign(process.env, env);
  project.provide("testEnv", env);
  return async () => {
    await teardown();
    await rm(bundleFile, { force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    testEnv: Record<string, string>;
  }
}
