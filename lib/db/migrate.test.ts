import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { loadMigrations, migrate, type SqlConnection } from "./migrate";

describe("migration runner", () => {
  let pg: PGlite;
  beforeEach(async () => {
    pg = await PGlite.create("memory://");
  });
  afterEach(async () => {
    await pg.close();
  });

  it("applies every migration once and records Prisma-compatible rows", async () => {
    const migrations = await loadMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(await migrate(pg as SqlConnection, migrations)).toEqual(migrations.map((m) => m.name));
    expect(await migrate(pg as SqlConnection, migrations)).toEqual([]);

    const { rows } = await pg.query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(migrations.map((m) => m.name));
    for (const [i, row] of rows.entries()) {
      expect(row.checksum).toBe(createHash("sha256").update(migrations[i].sql).digest("hex"));
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
    const tables = await pg.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.rows.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(["users", "companies", "company_progress", "shared_spaces", "shared_space_items", "shared_space_access"]),
    );
  });

  it("rolls a failing migration back whole and records nothing for it", async () => {
    const broken = [
      { name: "001_ok", sql: "CREATE TABLE a (id int);", checksum: "x" },
      { name: "002_broken", sql: "CREATE TABLE b (id int); SELECT * FROM missing_table;", checksum: "y" },
    ];
    await expect(migrate(pg as SqlConnection, broken)).rejects.toThrow(/002_broken failed/);
    const b = await pg.query("SELECT to_regclass('public.b') AS t");
    expect((b.rows[0] as { t: string | null }).t).toBeNull();
    const recorded = await pg.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations"`);
    expect(recorded.rows.map((r) => r.migration_name)).toEqual(["001_ok"]);
    // The lock was released: a later run can proceed.
    await expect(migrate(pg as SqlConnection, broken.slice(0, 1))).resolves.toEqual([]);
  });
});
