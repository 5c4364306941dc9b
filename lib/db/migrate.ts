import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import type { ChecklistPhase } from "@/lib/checklist/types";

import { seedChecklist, type SeedResult, type SeedSql } from "./seed";

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
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
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
  return (await setUpDatabase(conn, { migrations, checklist: null })).applied;
}

export interface SetUpOptions {
  /** Default: the prisma/migrations folder. */
  migrations?: Migration[];
  /** The checklist to seed after the migrations (null: migrate only); false for `migrations`: seed only. */
  checklist: ChecklistPhase[] | null;
  /** false: do not apply migrations (a database migrated by a deploy step), only seed. */
  applyMigrations?: boolean;
}

export interface SetUpResult {
  applied: string[];
  seed: SeedResult | null;
}

/**
 * The start-up unit: migrations, then the checklist seed with its re-keying of moved
 * document lines, all under one advisory lock on one connection. Every step is idempotent, so
 * an instance that waited for the lock finds the work done and goes on; a step that fails rolls
 * back whole and releases the lock (the caller retries).
 */
export async function setUpDatabase(conn: SqlConnection, options: SetUpOptions): Promise<SetUpResult> {
  const { checklist, applyMigrations = true } = options;
  const pending = applyMigrations ? (options.migrations ?? (await loadMigrations())) : [];
  const applied: string[] = [];
  let seed: SeedResult | null = null;
  await conn.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
  try {
    if (applyMigrations) applied.push(...(await applyPending(conn, pending)));
    if (checklist) {
      const sql: SeedSql = {
        rows: async <T extends object>(text: string, params?: readonly unknown[]) =>
          (await conn.query<T>(text, params ? [...params] : undefined)).rows,
      };
      await conn.exec("BEGIN");
      try {
        seed = await seedChecklist(sql, checklist);
        await conn.exec("COMMIT");
      } catch (error) {
        await conn.exec("ROLLBACK").catch(() => undefined);
        throw new Error(`Checklist seed failed: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    await conn.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]).catch(() => undefined);
  }
  return { applied, seed };
}

async function applyPending(conn: SqlConnection, pending: Migration[]): Promise<string[]> {
  const applied: string[] = [];
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
  return applied;
}

export interface SchemaStatus {
  /** The newest migration in prisma/migrations (what this build expects). */
  expected: string | null;
  /** The newest migration recorded as applied in the database. */
  applied: string | null;
  /** Migrations of the folder the database has not applied. */
  missing: string[];
  ok: boolean;
}

/** Compares the applied migrations with the folder (a cold start that does not migrate checks this). */
export async function schemaStatus(sql: Pick<SeedSql, "rows">, migrations?: Migration[]): Promise<SchemaStatus> {
  const names = (migrations ?? (await loadMigrations())).map((m) => m.name);
  const [{ exists }] = await sql.rows<{ exists: boolean }>(`SELECT to_regclass('public."_prisma_migrations"') IS NOT NULL AS exists`);
  const rows = exists
    ? await sql.rows<{ name: string }>(
        `SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
      )
    : [];
  const done = new Set(rows.map((r) => r.name));
  const missing = names.filter((name) => !done.has(name));
  return { expected: names.at(-1) ?? null, applied: rows.at(-1)?.name ?? null, missing, ok: missing.length === 0 };
}
