import { AsyncLocalStorage } from "node:async_hooks";

/**
 * SQL statement counting for the query-budget tests. The database factory reports each statement
 * to a listener (`openDatabase(target, { onStatement })`, lib/db/statement-listener.ts); the test
 * databases (tests/helpers/db.ts) install `recordStatement`, which adds it to the innermost
 * `countQueries` scope, if any. Transaction control (BEGIN, COMMIT, ROLLBACK, Prisma's
 * implicit-commit comments) is counted apart as `control`; `queries` is every other statement.
 */
export interface QueryTally {
  queries: number;
  control: number;
  statements: string[];
}

const STATEMENT_LOG_LIMIT = 200;
export const CONTROL_STATEMENT = /^\s*(BEGIN|COMMIT|ROLLBACK|SET TRANSACTION|SAVEPOINT|RELEASE SAVEPOINT|--)/i;

export function newTally(): QueryTally {
  return { queries: 0, control: 0, statements: [] };
}

/** Adds one statement to a tally. */
export function tallyStatement(tally: QueryTally, sql: string): void {
  if (CONTROL_STATEMENT.test(sql)) tally.control++;
  else {
    tally.queries++;
    if (tally.statements.length < STATEMENT_LOG_LIMIT) tally.statements.push(sql.replace(/\s+/g, " ").trim());
  }
}

type Globals = typeof globalThis & { __dbQueryScope?: AsyncLocalStorage<QueryTally> };
const globals = globalThis as Globals;
// On globalThis: jest may load this module more than once per file (isolated module registries).
const scope = () => (globals.__dbQueryScope ??= new AsyncLocalStorage<QueryTally>());

/** The statement listener the test databases install. */
export function recordStatement(sql: string): void {
  const tally = globals.__dbQueryScope?.getStore();
  if (tally) tallyStatement(tally, sql);
}

/** Runs `action` and answers what it sent to the database (on a database opened with `recordStatement`). */
export async function countQueries<T>(action: () => Promise<T>): Promise<{ result: T; tally: QueryTally }> {
  const tally = newTally();
  const result = await scope().run(tally, action);
  return { result, tally };
}
