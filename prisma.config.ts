import path from "node:path";
import { defineConfig, type PrismaConfig } from "prisma/config";

// Trap 1 of DESIGN.md: the CLI wants a datasource url even though the adapter does the work.
process.env.DATABASE_URL ??= "postgresql://placeholder@localhost:5432/placeholder";

// Trap 2: `prisma -v` (run by @prisma/client's postinstall) would open the database and never
// exit, so the adapter is attached only for the commands that need a database.
const needsDatabase = process.argv.some((arg) => arg === "migrate" || arg === "db" || arg === "studio");

const config = {
  experimental: { adapter: true as const },
  engine: "js" as const,
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  ...(needsDatabase
    ? {
        async adapter() {
          const { PGlite } = await import("@electric-sql/pglite");
          const { PrismaPGlite } = await import("pglite-prisma-adapter");
          const { mkdirSync } = await import("node:fs");
          // The CLI gets its own PGlite directory: PGlite is single-process (DESIGN.md).
          const dir = path.join(".data", "prisma-cli");
          mkdirSync(dir, { recursive: true });
          return new PrismaPGlite(new PGlite(dir));
        },
      }
    : {}),
};

// Without an adapter `engine: "js"` is typed as incomplete, yet `prisma generate` needs none.
export default defineConfig(config as PrismaConfig);
