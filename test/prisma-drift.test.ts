// schema.prisma is the one source of truth; this fails when the migrations say something else
// (a table, column, type, nullability or index in one and not the other).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { get_dmmf } from "@prisma/prisma-schema-wasm";
import pg from "pg";

interface DmmfField {
  name: string;
  dbName: string | null;
  kind: string;
  type: string;
  isList: boolean;
  isRequired: boolean;
  nativeType: [string, string[]] | null;
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}
interface DmmfIndex {
  model: string;
  type: "id" | "unique" | "normal" | "fulltext";
  fields: { name: string }[];
}

const dmmf = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: readFileSync("prisma/schema.prisma", "utf8") }))).datamodel as {
  models: DmmfModel[];
  indexes: DmmfIndex[];
};

function pgType(field: DmmfField): string {
  if (field.isList) return "ARRAY";
  if (field.type === "DateTime")
    return field.nativeType?.[0] === "Timestamptz" ? "timestamp with time zone" : "timestamp without time zone";
  return (
    { String: "text", Int: "integer", BigInt: "bigint", Boolean: "boolean", Json: "jsonb", Float: "double precision", Bytes: "bytea" }[
      field.type
    ] ?? field.type
  );
}

// Prisma creates scalar lists as nullable array columns, whatever the field says.
function fromSchema() {
  const columns: string[] = [];
  const indexes: string[] = [];
  for (const model of dmmf.models) {
    const table = model.dbName ?? model.name;
    const column = (name: string) => model.fields.find((f) => f.name === name)?.dbName ?? name;
    for (const field of model.fields.filter((f) => f.kind === "scalar" || f.kind === "enum")) {
      columns.push(`${table}.${field.dbName ?? field.name} ${pgType(field)} ${field.isRequired && !field.isList ? "NOT NULL" : "NULL"}`);
    }
    for (const index of dmmf.indexes.filter((i) => i.model === model.name)) {
      const kind = index.type === "normal" ? "index" : "unique";
      indexes.push(`${table} ${kind} (${index.fields.map((f) => column(f.name)).join(", ")})`);
    }
  }
  return { columns: columns.sort(), indexes: indexes.sort() };
}

async function fromMigratedDatabase() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const cols = await client.query(`
      SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`);
    const idx = await client.query(`
      SELECT t.relname AS table_name, ix.indisunique AS is_unique,
             array_agg(a.attname::text ORDER BY k.ord) AS columns
      FROM pg_index ix
      JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
      CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      WHERE t.relname <> '_prisma_migrations'
      GROUP BY t.relname, ix.indexrelid, ix.indisunique`);
    return {
      columns: cols.rows
        .map((r) => `${r.table_name}.${r.column_name} ${r.data_type} ${r.is_nullable === "YES" ? "NULL" : "NOT NULL"}`)
        .sort(),
      indexes: idx.rows.map((r) => `${r.table_name} ${r.is_unique ? "unique" : "index"} (${r.columns.join(", ")})`).sort(),
    };
  } finally {
    await client.end();
  }
}

describe("prisma/schema.prisma and prisma/migrations", () => {
  it("describe the same tables, columns, types, nullability and indexes", async () => {
    const migrated = await fromMigratedDatabase();
    const schema = fromSchema();
    expect(migrated.columns).toEqual(schema.columns);
    expect(migrated.indexes).toEqual(schema.indexes);
  });
});
