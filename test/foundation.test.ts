import { describe, expect, it } from "vitest";
import { Connection } from "@temporalio/client";
import pg from "pg";
import { listMigrations } from "../prisma/migrate";

describe("test harness", () => {
  it("gives every run a fresh database, migrated by this run", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ migration_name: string; finished_at: Date }>(
      `SELECT migration_name, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    await client.end();
    expect(process.env.DATABASE_URL).toMatch(/\/apply_test_\d+_[0-9a-f]{6}$/);
    expect(rows.map((row) => row.migration_name)).toEqual(listMigrations().map((migration) => migration.name));
    for (const row of rows) expect(row.finished_at.getTime()).toBeGreaterThanOrEqual(Date.parse(process.env.TEST_RUN_STARTED_AT!));
  });

  it("runs a real Temporal dev server with the custom search attributes registered", async () => {
    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
    const response = await connection.operatorService.listSearchAttributes({ namespace: "default" });
    await connection.close();
    expect(Object.keys(response.customAttributes ?? {})).toEqual(
      expect.arrayContaining(["ApplicationId", "AccountId", "Ats", "ApplicationStatus"]),
    );
  });
});
