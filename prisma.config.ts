import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma 7's CLI reads the database URL from here (no longer from the schema). Only `prisma generate` is used
// (scripts/prisma-generate.mjs); migrations are applied by lib/db/migrate.ts, so a placeholder does when unset.
export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  datasource: {
    url: process.env.DATABASE_URL?.startsWith("postgres") ? process.env.DATABASE_URL : "postgresql://placeholder@localhost:5432/placeholder",
  },
});
