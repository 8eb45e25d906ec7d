// The Prisma CLI's entry point: the database URL comes from the one configuration reader (lib/config.ts).
import { defineConfig } from "prisma/config";
import { loadConfig } from "./lib/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: loadConfig(process.env).databaseUrl },
});
