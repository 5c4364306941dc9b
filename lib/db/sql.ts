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

/**
 * Wraps a driver's query function: parameters normalised, each statement told to the listener, if
 * any (tests). Statements outside a transaction only: a transaction is Prisma's
 * (`db.$transaction`), and a typed statement joins it through `runPrisma` (lib/db/typed-sql.ts).
 */
export function sqlRunner(query: Query, onStatement?: StatementListener): SqlRunner {
  return {
    async rows<T extends object>(text: string, params: readonly SqlParam[] = [], name?: string) {
      onStatement?.(text);
      return (await query(text, toDriver(params), name)).rows as T[];
    },
  };
}
