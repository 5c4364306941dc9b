import { createHash } from "node:crypto";
import { getDb } from "@/lib/db";
import { getStorage } from "@/lib/storage";

/**
 * Tables with no tenant data whose rows legitimately change under any caller. email_outbox: mail
 * to anyone who asked for a link; email_tokens: anyone may have a reset link sent to an address
 * (only its mailbox can use it; A's users row, password hash and email included, stays snapshotted).
 */
const VOLATILE = new Set(["rate_limits", "verification_tokens", "email_outbox", "email_tokens"]);
/** Shared tables that no tenant may change at all: snapshotted whole. */
const GLOBAL = new Set(["_prisma_migrations", "phases", "tasks"]);

export interface Owner {
  userId: string;
  companyId: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** How a table's rows belong to a tenant, from its columns; a table we cannot place fails loudly. */
function scopeOf(table: string, columns: Set<string>): string | null {
  if (GLOBAL.has(table)) return "TRUE";
  if (table === "users") return `t."id" = $1::uuid`;
  // A company's row is keyed by its id (lib/data/data-versions.ts); the checklist's row is the seed's.
  if (table === "data_versions") return `t."key" = ($2::uuid)::text`;
  if (columns.has("company_id")) return `t."company_id" = $2::uuid`;
  if (columns.has("shared_space_id")) return `t."shared_space_id" IN (SELECT "id" FROM "shared_spaces" WHERE "company_id" = $2::uuid)`;
  if (columns.has("user_id")) return `t."user_id" = $1::uuid`;
  return null;
}

export async function publicTables(): Promise<Map<string, Set<string>>> {
  const db = await getDb();
  const rows = await db.$queryRawUnsafe<{ table_name: string; column_name: string }[]>(
    // ::text: Prisma cannot read Postgres "name" columns over a real server.
    `SELECT table_name::text AS table_name, column_name::text AS column_name FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name`,
  );
  const tables = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, new Set());
    tables.get(row.table_name)!.add(row.column_name);
  }
  return tables;
}

/**
 * Every row of every table that belongs to `owner` (plus the global checklist tables), as JSON
 * text, and the sha256 of every stored file's bytes. Two snapshots are equal only if nothing of
 * the owner's changed, down to timestamps and counters.
 */
export async function snapshotTenant(owner: Owner): Promise<Record<string, string>> {
  const db = await getDb();
  const snapshot: Record<string, string> = {};
  for (const [table, columns] of await publicTables()) {
    if (VOLATILE.has(table)) continue;
    // On a Postgres run every test file shares one database, and other files add checklist phases.
    if (GLOBAL.has(table) && process.env.TEST_DATABASE_RUN_URL) continue;
    const scope = scopeOf(table, columns);
    if (!scope) throw new Error(`table ${table} has no tenant column the snapshot knows: teach tests/security/snapshot.ts how it is owned`);
    const [row] = await db.$queryRawUnsafe<{ rows: string }[]>(
      `SELECT coalesce(json_agg(to_jsonb(t) ORDER BY to_jsonb(t)::text), '[]'::json)::text AS rows FROM ${quote(table)} t WHERE $1::uuid IS NOT NULL AND $2::uuid IS NOT NULL AND (${scope})`,
      owner.userId,
      owner.companyId,
    );
    snapshot[table] = row.rows;
  }
  const files = await db.storedFile.findMany({
    where: { companyId: owner.companyId },
    select: { id: true, storageKey: true },
    orderBy: { id: "asc" },
  });
  for (const file of files) {
    const stream = await getStorage().read(file.storageKey);
    const hash = createHash("sha256");
    if (stream) for await (const chunk of stream) hash.update(chunk as Buffer);
    snapshot[`bytes:${file.id}`] = stream ? hash.digest("hex") : "missing";
  }
  return snapshot;
}

/** The tables of the snapshot that hold at least one row (proves the fixture is "full"). */
export function populatedTables(snapshot: Record<string, string>): string[] {
  return Object.entries(snapshot)
    .filter(([key, rows]) => !key.startsWith("bytes:") && rows !== "[]")
    .map(([key]) => key)
    .sort();
}
