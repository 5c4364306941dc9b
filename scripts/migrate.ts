// `npm run migrate` (alias `npm run db:migrate`): the deploy step. Applies prisma/migrations to
// DATABASE_URL (or the embedded database) with the project's own runner, then seeds the checklist
// and re-keys stored documents whose lines moved - one unit under the start-up advisory lock, so
// it is safe to run while instances start. Retries a failing attempt with backoff.
import { resolveDatabaseTarget } from "../lib/db/config";
import { openDatabase } from "../lib/db";

const BACKOFF_MS = [1000, 2000, 4000, 8000];

async function main() {
  const target = resolveDatabaseTarget();
  console.log(`Migrating ${target.kind === "postgres" ? "the Postgres server" : `PGlite at ${target.dataDir}`}...`);
  for (let attempt = 0; ; attempt++) {
    try {
      const database = await openDatabase(target);
      await database.close();
      break;
    } catch (error) {
      const delay = BACKOFF_MS[attempt];
      if (delay === undefined) throw error;
      console.warn(`Attempt ${attempt + 1} failed (${(error as Error).message}); retrying in ${delay / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  console.log("Database is migrated and the checklist is seeded.");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
