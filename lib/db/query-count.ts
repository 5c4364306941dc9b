import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Opt-in SQL statement counter for the benchmark and the query-budget tests (DB_QUERY_COUNT=1).
 * It wraps the Prisma driver adapter, so it sees exactly what goes to the database: one call per
 * statement. Transaction control (BEGIN, COMMIT, ROLLBACK, Prisma's implicit-commit comments) is
 * counted apart as `control`; `queries` is every other statement.
 *
 * Counts go to a process-wide tally (read it between requests on an otherwise idle server) and to
 * the innermost `countQueries` scope, if any (in-process tests). With the flag off nothing is
 * wrapped and nothing here runs.
 */
export interface QueryTally {
  queries: number;
  control: number;
  statements: string[];
}

const STATEMENT_LOG_LIMIT = 200;
const CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|SET TRANSACTION|SAVEPOINT|RELEASE SAVEPOINT|--)/i;

type Globals = typeof globalThis & { __dbQueryTally?: QueryTally; __dbQueryScope?: AsyncLocalStorage<QueryTally> };
const globals = globalThis as Globals;

function newTally(): QueryTally {
  return { queries: 0, control: 0, statements: [] };
}

// Kept on globalThis: Next bundles lib/db into several server chunks, all of which must share one.
// Created on first use, so a process that never counts never makes one.
const scope = () => (globals.__dbQueryScope ??= new AsyncLocalStorage<QueryTally>());

export function queryCountEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DB_QUERY_COUNT === "1";
}

/** The process-wide tally since start (or the last reset). */
export function globalQueryTally(): QueryTally {
  return (globals.__dbQueryTally ??= newTally());
}

export function resetGlobalQueryTally(): void {
  globals.__dbQueryTally = newTally();
}

/** Runs `action` and answers what it sent to the database (needs the counting adapter). */
export async function countQueries<T>(action: () => Promise<T>): Promise<{ result: T; tally: QueryTally }> {
  const tally = newTally();
  const result = await scope().run(tally, action);
  return { result, tally };
}

function record(sql: string) {
  const control = CONTROL.test(sql);
  for (const tally of [globalQueryTally(), globals.__dbQueryScope?.getStore()]) {
    if (!tally) continue;
    if (control) tally.control++;
    else {
      tally.queries++;
      if (tally.statements.length < STATEMENT_LOG_LIMIT) tally.statements.push(sql.replace(/\s+/g, " ").trim());
    }
  }
}

/** For statements that bypass Prisma (lib/db/sql.ts): counted like the adapter's, when counting is on. */
export function recordStatement(sql: string): void {
  if (queryCountEnabled()) record(sql);
}

type Query = { sql: string };
type Queryable = { queryRaw(q: Query): Promise<unknown>; executeRaw(q: Query): Promise<unknown> };

/** Wraps queryRaw/executeRaw (and those of the transactions it starts) so each call is counted. */
function countingQueryable<T extends object>(target: T): T {
  return new Proxy(target, {
    get(obj, prop) {
      const value = Reflect.get(obj, prop, obj) as unknown;
      if (typeof value !== "function") return value;
      if (prop === "queryRaw" || prop === "executeRaw") {
        return (query: Query) => {
          record(query.sql);
          return (value as Queryable["queryRaw"]).call(obj, query);
        };
      }
      if (prop === "startTransaction") {
        return async (...args: unknown[]) => countingQueryable(await (value as (...a: unknown[]) => Promise<object>).apply(obj, args));
      }
      return (value as (...a: unknown[]) => unknown).bind(obj);
    },
  });
}

/** A driver adapter factory whose adapters count their statements. */
export function countingAdapterFactory<F extends { connect(): Promise<object> }>(factory: F): F {
  return new Proxy(factory, {
    get(obj, prop) {
      const value = Reflect.get(obj, prop, obj) as unknown;
      if (prop === "connect") return async () => countingQueryable(await obj.connect());
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(obj) : value;
    },
  });
}
