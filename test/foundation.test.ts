import { describe, expect, it } from "vitest";
import { Connection } from "@temporalio/client";
import pg from "pg";

describe("test harness", () => {
  it("gives every run a fresh, migrated database", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query("SELECT count(*)::int AS n FROM accounts");
    const migrations = await client.query(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`);
    await client.end();
    expect(process.env.DATABASE_URL).toMatch(/apply_test_/);
    expect(rows[0].n).toBe(0);
    expect(migrations.rowCount).toBeGreaterThan(0);
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
