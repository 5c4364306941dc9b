import { getDb } from "@/lib/db";
import { setupTestDatabase } from "@/tests/helpers/db";
setupTestDatabase();
it("probe", async () => {
  const db = await getDb();
  const anyDb = db as any;
  console.log(Object.keys(anyDb._engineConfig ?? {}), Object.keys(anyDb._engine ?? {}));
  const adapter = anyDb._engineConfig?.adapter;
  console.log(adapter?.constructor?.name, adapter && Object.getOwnPropertyNames(Object.getPrototypeOf(adapter)), adapter && Object.keys(adapter));
  const e = anyDb._engine;
  for (const k of Object.keys(e)) console.log(k, e[k]?.constructor?.name);
});
