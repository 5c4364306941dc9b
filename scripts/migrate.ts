// `npm run db:migrate`: applies prisma/migrations to DATABASE_URL (or the embedded database)
// with the project's own runner, then seeds the checklist. Safe to run while other instances start.
import { resolveDatabaseTarget } from "../lib/db/config";
import { openDatabase } from "../lib/db";

async function main() {
  const target = resolveDatabaseTarget();
  console.log(`Migrating ${target.kind === "postgres" ? "the Postgres server" : `PGlite at ${target.dataDir}`}...`);
  const database = await openDatabase(target);
  await database.close();
  console.log("Database is migrated and the checklist is seeded.");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
