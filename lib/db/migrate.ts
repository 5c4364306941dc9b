import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The few calls the runner needs; implemented over PGlite and over a single pg connection. */
export interface SqlConnection {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements. */
  exec(sql: string): Promise<unknown>;
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

// Shipped through outputFileTracingIncludes (next.config.mjs), so no tracing is needed here.
export const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");

// The key Prisma Migrate itself locks on, so our runner and `prisma migrate deploy` never overlap.
const ADVISORY_LOCK_KEY = 72707369;

// Same columns as Prisma Migrate's own table, so `prisma migrate status` agrees with us.
const BOOKKEEPING_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/**
 * Applies every migration not yet recorded, each in its own transaction, under an advisory lock
 * so that several instances starting at once apply each migration exactly once.
 * Returns the names applied by this call.
 */
export async function migrate(conn: SqlConnection, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await loadMigrations());
  const applied: string[] = [];
  await conn.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
  try {
    await conn.exec(BOOKKEEPING_TABLE);
    const { rows } = await conn.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations"
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    for (const migration of pending) {
      const recorded = done.get(migration.name);
      if (recorded) {
        if (recorded !== migration.checksum) {
          console.warn(`[migrate] ${migration.name} was edited after it was applied (checksum differs)`);
        }
        continue;
      }
      await conn.exec("BEGIN");
      try {
        await conn.exec(migration.sql);
        await conn.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await conn.exec("COMMIT");
      } catch (error) {
        await conn.exec("ROLLBACK");
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(migration.name);
    }
  } finally {
    await conn.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]);
  }
  return applied;
}
