import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client";
import { config } from "./config";

export type Db = PrismaClient;
let client: PrismaClient | undefined;

/** One Prisma client per process, created on first use after the entry point has set its configuration. */
export function db(): PrismaClient {
  client ??= new PrismaClient({ adapter: new PrismaPg({ connectionString: config.databaseUrl }) });
  return client;
}

export async function disconnectDb(): Promise<void> {
  await client?.$disconnect();
  client = undefined;
}
