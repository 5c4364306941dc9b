// `npm run db:seed`: upserts the checklist (phases and tasks) by slug. The server also does this at
// start-up; this entry exists for a database that is migrated separately.
import { checklist } from "../lib/checklist";
import { openDatabase } from "../lib/db";
import { resolveDatabaseTarget } from "../lib/db/config";
import { seedChecklist } from "../lib/db/seed";

async function main() {
  const database = await openDatabase(resolveDatabaseTarget(), { seed: false });
  const result = await seedChecklist(database.prisma, checklist);
  await database.close();
  console.log("Checklist seeded:", result);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
