// `npm run db:seed`: upserts the checklist (phases and tasks) by slug and re-keys stored documents
// whose lines moved, under the start-up lock, without applying migrations. The server (or
// `npm run migrate`) also does this; this entry exists for a database that is migrated separately.
import { openDatabase } from "../lib/db";
import { resolveDatabaseTarget } from "../lib/db/config";

async function main() {
  const database = await openDatabase(resolveDatabaseTarget(), { migrate: false, seed: true });
  await database.close();
  console.log("Checklist seeded.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
