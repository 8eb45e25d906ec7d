// prisma/migrate.ts applies Prisma-format migrations where Prisma's schema engine cannot be downloaded.
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createDatabaseIfMissing, listMigrations, migrate } from "../prisma/migrate";

const url = process.env.DATABASE_URL!.replace(/\/([^/]+)$/, "/$1_migrate");
const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
cpSync("prisma/migrations", dir, { recursive: true });

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
});

describe("prisma/migrate.ts", () => {
  it("creates the database, applies every migration once, and records them as Prisma does", async () => {
    expect(await createDatabaseIfMissing(url)).toBe(true);
    expect(await createDatabaseIfMissing(url)).toBe(false);
    expect(await migrate(url, dir)).toEqual(listMigrations(dir).map((m) => m.name));
    expect(await migrate(url, dir)).toEqual([]);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(`SELECT migration_name, checksum, applied_steps_count FROM "_prisma_migrations"`);
    await client.end();
    expect(rows).toEqual(listMigrations(dir).map((m) => ({ migration_name: m.name, checksum: m.checksum, applied_steps_count: 1 })));
  });

  it("refuses a migration edited after it was applied", async () => {
    const [first] = listMigrations(dir);
    appendFileSync(path.join(dir, first.name, "migration.sql"), "\n-- edited\n");
    await expect(migrate(url, dir)).rejects.toThrow(/edited after it was applied/);
  });

  it("rolls back a failing migration entirely and does not record it", async () => {
    cpSync("prisma/migrations", dir, { recursive: true }); // undo the edit above
    const broken = path.join(dir, "99999999999999_broken");
    mkdirSync(broken);
    writeFileSync(path.join(broken, "migration.sql"), 'CREATE TABLE "ok_then_broken" (id int);\nSELECT * FROM no_such_table;\n');
    await expect(migrate(url, dir)).rejects.toThrow(/99999999999999_broken failed/);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const table = await client.query(`SELECT to_regclass('ok_then_broken') AS t`);
    const recorded = await client.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '99999999999999_broken'`);
    await client.end();
    expect(table.rows[0].t).toBeNull();
    expect(recorded.rowCount).toBe(0);
  });
});
