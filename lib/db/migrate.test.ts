import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { checklist } from "@/lib/checklist";
import type { ChecklistPhase } from "@/lib/checklist/types";
import { createTestDatabase, dropTestDatabase } from "@/tests/setup/postgres";
import { loadMigrations, migrate, schemaStatus, setUpDatabase, type SqlConnection } from "./migrate";
import { EMPTY_SEED_RESULT } from "./seed";

const rowsOf = (pg: SqlConnection) => ({
  rows: async <T extends object>(text: string, params?: readonly unknown[]) => (await pg.query<T>(text, params ? [...params] : undefined)).rows,
});

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
    const tables = await pg.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
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

  it("reports the schema against the folder: behind before, at the expected version after", async () => {
    const migrations = await loadMigrations();
    const latest = migrations.at(-1)!.name;
    expect(await schemaStatus(rowsOf(pg as SqlConnection), migrations)).toEqual({
      expected: latest,
      applied: null,
      missing: migrations.map((m) => m.name),
      ok: false,
    });
    await migrate(pg as SqlConnection, migrations.slice(0, -1));
    expect(await schemaStatus(rowsOf(pg as SqlConnection), migrations)).toMatchObject({ expected: latest, missing: [latest], ok: false });
    await migrate(pg as SqlConnection, migrations);
    expect(await schemaStatus(rowsOf(pg as SqlConnection), migrations)).toEqual({ expected: latest, applied: latest, missing: [], ok: true });
  });

  it("migrates and seeds as one unit; a failing seed rolls back whole and releases the lock", async () => {
    const first = await setUpDatabase(pg as SqlConnection, { checklist });
    expect(first.applied.length).toBeGreaterThan(0);
    expect(first.seed?.tasksCreated).toBe(checklist.flatMap((p) => p.tasks).length);
    expect(await setUpDatabase(pg as SqlConnection, { checklist })).toEqual({ applied: [], seed: EMPTY_SEED_RESULT });

    const broken: ChecklistPhase[] = structuredClone(checklist);
    broken[0].tasks[0].title = "Renamed before the failure";
    broken[1].name = null as unknown as string; // NOT NULL: the seed fails after writing phase 0's task
    await expect(setUpDatabase(pg as SqlConnection, { checklist: broken })).rejects.toThrow(/Checklist seed failed/);
    const [task] = (await pg.query<{ title: string }>("SELECT title FROM tasks WHERE slug = $1", [checklist[0].tasks[0].slug])).rows;
    expect(task.title).toBe(checklist[0].tasks[0].title);
    await expect(setUpDatabase(pg as SqlConnection, { checklist })).resolves.toEqual({ applied: [], seed: EMPTY_SEED_RESULT });
  });
});

// Instances that start together. Needs a real server (TEST_DATABASE_URL), as PGlite is
// a single connection and cannot race.
const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)("start-up unit on PostgreSQL, four at once", () => {
  it("applies every migration once and seeds every row once when four connections start together", async () => {
    const url = await createTestDatabase(serverUrl!, `startup_${process.pid}_${Date.now()}`);
    const clients = Array.from({ length: 4 }, () => new Client({ connectionString: url }));
    try {
      await Promise.all(clients.map((c) => c.connect()));
      const connections: SqlConnection[] = clients.map((client) => ({
        query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)) as unknown as { rows: T[] },
        exec: (text) => client.query(text),
      }));
      const results = await Promise.all(connections.map((conn) => setUpDatabase(conn, { checklist })));
      const migrations = await loadMigrations();
      expect(results.flatMap((r) => r.applied).sort()).toEqual(migrations.map((m) => m.name).sort());
      expect(results.reduce((n, r) => n + (r.seed?.tasksCreated ?? 0), 0)).toBe(checklist.flatMap((p) => p.tasks).length);
      const dup = await clients[0].query(
        "SELECT slug FROM tasks GROUP BY slug HAVING count(*) > 1 UNION ALL SELECT slug FROM phases GROUP BY slug HAVING count(*) > 1",
      );
      expect(dup.rows).toEqual([]);
    } finally {
      await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
      await dropTestDatabase(serverUrl!, url);
    }
  }, 60_000);
});
