import type { StatementListener } from "./statement-listener";

/**
 * The runner for hand-written SQL on the hot paths. Data access is Prisma 7.10
 * elsewhere; an A/B measured Prisma 7 at about 870 us of CPU per query against about 265 us for
 * the same query as plain SQL through `pg`, so the busiest statements run here, on the same
 * connections (the pg pool Prisma uses, or the one PGlite), with no query compile step. Each one is
 * a typed, registered statement (lib/db/typed-sql.ts) that lib/db/typed-sql.test.ts prepares
 * against the migrated schema.
 *
 * Rules for callers, so both drivers give the same values:
 * - Parameters: string, number, boolean, null, Date (sent as a UTC ISO string) or string[].
 *   Cast them in the SQL (`$1::uuid`, `$2::timestamp`).
 * - Results: cast counts to int (`COUNT(*)::int`); `timestamp` columns come back as Date in UTC;
 *   json/jsonb come back parsed; cast to `::text` to pass JSON through untouched.
 */
export type SqlParam = string | number | boolean | null | Date | string[];

export interface SqlRunner {
  /**
   * Runs one statement and answers its rows as objects keyed by column alias. A `name` (a
   * registered statement's, lib/db/typed-sql.ts) lets PostgreSQL keep it prepared per connection.
   */
  rows<T extends object>(text: string, params?: readonly SqlParam[], name?: string): Promise<T[]>;
  /** Runs `work` in one transaction on one connection: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

/** Both drivers hand `timestamp` (no time zone) text over; the app stores UTC. */
export const TIMESTAMP_OID = 1114;
export function parseUtcTimestamp(text: string): Date {
  return new Date(`${text.replace(" ", "T")}Z`);
}

function toDriver(params: readonly SqlParam[]): unknown[] {
  return params.map((p) => (p instanceof Date ? p.toISOString() : p));
}

type Query = (text: string, params: unknown[], name?: string) => Promise<{ rows: unknown[] }>;
/** How a driver runs a transaction: hands `work` a query function bound to one connection. */
type Transact = <T>(work: (query: Query) => Promise<T>) => Promise<T>;

/** Wraps a driver's query function: parameters normalised, each statement told to the listener, if any (tests). */
export function sqlRunner(query: Query, transact: Transact, onStatement?: StatementListener): SqlRunner {
  return {
    async rows<T extends object>(text: string, params: readonly SqlParam[] = [], name?: string) {
      onStatement?.(text);
      return (await query(text, toDriver(params), name)).rows as T[];
    },
    transaction(work) {
      return transact((txQuery) => work(sqlRunner(txQuery, () => Promise.reject(new Error("Nested transactions are not supported")), onStatement)));
    },
  };
}

/** BEGIN/COMMIT around `work` on a dedicated connection (the pg pool's; PGlite has its own transaction()). */
export async function runInTransaction<T>(query: Query, work: (query: Query) => Promise<T>, onStatement?: StatementListener): Promise<T> {
  onStatement?.("BEGIN");
  await query("BEGIN", []);
  try {
    const result = await work(query);
    onStatement?.("COMMIT");
    await query("COMMIT", []);
    return result;
  } catch (error) {
    onStatement?.("ROLLBACK");
    await query("ROLLBACK", []).catch(() => undefined);
    throw error;
  }
}
