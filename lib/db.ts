import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client";
import { config } from "./config";
import { logger } from "./logger";

export type Db = PrismaClient;
let client: PrismaClient | undefined;
let pool: pg.Pool | undefined;

/**
 * The process's PostgreSQL connections, shared by Prisma (through its pg adapter) and the hot paths'
 * hand-written statements (`statement`), created on first use like db().
 */
export function sqlPool(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({ connectionString: config.databaseUrl });
    // An idle connection that breaks is dropped by the pool; without a listener it would crash the process.
    pool.on("error", (err) => logger.warn({ err: err.message }, "idle database connection failed"));
  }
  return pool;
}

/** One Prisma client per process, created on first use after the entry point has set its configuration. */
export function db(): PrismaClient {
  client ??= new PrismaClient({ adapter: new PrismaPg(sqlPool()) });
  return client;
}

/**
 * A named statement on the shared pool: PostgreSQL parses and plans it once per connection, and each
 * call sends only its values. For the gateway's hot paths, where Prisma's query interpreter costs more
 * CPU than the query itself. Rows come as pg parses them (timestamptz as Date, jsonb parsed, int4 as
 * number, bigint as string); columns are named by the SQL's aliases.
 */
export function statement<Row>(name: string, text: string): (values: unknown[]) => Promise<Row[]> {
  return async (values) => (await sqlPool().query<Row & pg.QueryResultRow>({ name, text, values })).rows;
}

export async function disconnectDb(): Promise<void> {
  await client?.$disconnect();
  client = undefined;
  await pool?.end();
  pool = undefined;
}
