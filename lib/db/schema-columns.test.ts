import { getDb } from "@/lib/db";
import { setupTestDatabase } from "@/tests/helpers/db";

const database = setupTestDatabase();

interface RuntimeModel {
  dbName: string | null;
  fields: { name: string; kind: string; dbName?: string | null }[];
}

/**
 * Generated full-text columns (search migration) that only lib/search/search.ts reads, and the versions the
 * database's own triggers keep (data_versions migration) that only lib/data/data-versions.ts reads, by SQL.
 */
const SQL_ONLY_COLUMNS = new Set([
  "company_progress.search_vector",
  "stored_files.search_vector",
  "tasks.search_vector",
  "data_versions.key",
  "data_versions.version",
]);

/**
 * Migrations are SQL in prisma/migrations and the client is generated from prisma/schema.prisma: the two must name the
 * same tables and columns, or a query fails at run time. This reads both: the client's data model (every @map and
 * @@map) against information_schema of the migrated database.
 */
describe("schema.prisma and the migrations agree", () => {
  it("every model field has its column and every column its field", async () => {
    const prisma = (await getDb()) as unknown as { _runtimeDataModel: { models: Record<string, RuntimeModel> } };
    const rows = await database().sql.rows<{ table: string; column: string }>(
      `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'`,
    );
    const inDatabase = new Set(rows.map((r) => `${r.table}.${r.column}`));
    const inSchema = new Set<string>();
    for (const [name, model] of Object.entries(prisma._runtimeDataModel.models)) {
      for (const field of model.fields) {
        if (field.kind === "scalar" || field.kind === "enum") inSchema.add(`${model.dbName ?? name}.${field.dbName ?? field.name}`);
      }
    }
    expect(inSchema.size).toBeGreaterThan(100);
    expect([...inSchema].filter((c) => !inDatabase.has(c)).sort()).toEqual([]);
    expect([...inDatabase].filter((c) => !inSchema.has(c) && !SQL_ONLY_COLUMNS.has(c)).sort()).toEqual([]);
  });
});
