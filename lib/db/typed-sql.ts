import type { SqlParam, SqlRunner } from "./sql";

/**
 * Typed SQL: each hand-written statement is a constant made here, with its row and
 * parameter types and the names of the columns it returns. Every statement is registered, and
 * lib/db/typed-sql.test.ts prepares each one against the migrated schema (PGlite and PostgreSQL)
 * and compares its output columns with the declared ones: a renamed column fails CI, not a
 * request. Statements run on SqlRunner (lib/db/sql.ts), so the text sent is the same as before.
 */

/** The output columns, one `true` per key of Row: the compiler holds them to Row, the test to the database. */
export type Columns<Row> = { readonly [K in keyof Row]-?: true };
/** The row of a statement that returns none (an UPDATE or DELETE without RETURNING). */
export type NoRow = Record<never, never>;

/** Where a statement runs: the app's runner, a transaction's, or the seed's connection (which may ignore the name). */
type Runner = Pick<SqlRunner, "rows">;
/** A Prisma client or transaction (`db.$transaction`), for a statement that runs inside a Prisma transaction. */
export type PrismaRunner = { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> };
type Args<Params extends readonly SqlParam[]> = Params extends readonly [] ? [] : [params: Params];

export interface SqlStatement<Row extends object = object, Params extends readonly SqlParam[] = readonly SqlParam[]> {
  readonly name: string;
  readonly text: string;
  readonly columns: readonly string[];
  run(runner: Runner, ...args: Args<Params>): Promise<Row[]>;
  runPrisma(tx: PrismaRunner, ...args: Args<Params>): Promise<Row[]>;
}

const registry: SqlStatement[] = [];
const nameByText = new Map<string, string>();

/** Declares (and registers) one statement: `sqlStatement<Row, [Params]>("name", { col: true }, "SELECT ...")`. */
export function sqlStatement<Row extends object, Params extends readonly SqlParam[] = []>(
  name: string,
  columns: Columns<Row>,
  text: string,
): SqlStatement<Row, Params> {
  // The name is the prepared statement's on PostgreSQL (lib/db/index.ts): two texts under one name would be refused there.
  if (registry.some((s) => s.name === name)) throw new Error(`Two SQL statements are named "${name}"`);
  const params = (args: readonly unknown[]) => (args[0] ?? []) as readonly SqlParam[];
  const statement: SqlStatement<Row, Params> = {
    name,
    text,
    columns: Object.keys(columns),
    run: (runner, ...args) => runner.rows<Row>(text, params(args), name),
    runPrisma: (tx, ...args) => tx.$queryRawUnsafe<Row[]>(text, ...params(args)),
  };
  registry.push(statement as unknown as SqlStatement);
  nameByText.set(text, name);
  return statement;
}

/** The registered name of a statement's text: Prisma's PostgreSQL adapter prepares it under that name (lib/db/index.ts). */
export function registeredName(text: string): string | undefined {
  return nameByText.get(text);
}

/** Every statement declared so far (the modules that declare them must have been loaded). */
export function registeredStatements(): readonly SqlStatement[] {
  return registry;
}
