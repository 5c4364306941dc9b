/**
 * The database factory's one test hook: `openDatabase(target, { onStatement })` hands every SQL
 * statement sent to the database to a listener (the query-budget tests and the benchmark count
 * through it: tests/helpers/query-count.ts, bench/baseline). Without a listener (production)
 * nothing is wrapped and nothing here runs.
 */
export type StatementListener = (sql: string) => void;

type Query = { sql: string };
type Queryable = { queryRaw(q: Query): Promise<unknown>; executeRaw(q: Query): Promise<unknown> };

/** Wraps queryRaw/executeRaw (and those of the transactions it starts) so each call is reported. */
function listeningQueryable<T extends object>(target: T, listener: StatementListener): T {
  return new Proxy(target, {
    get(obj, prop) {
      const value = Reflect.get(obj, prop, obj) as unknown;
      if (typeof value !== "function") return value;
      if (prop === "queryRaw" || prop === "executeRaw") {
        return (query: Query) => {
          listener(query.sql);
          return (value as Queryable["queryRaw"]).call(obj, query);
        };
      }
      if (prop === "startTransaction") {
        return async (...args: unknown[]) => listeningQueryable(await (value as (...a: unknown[]) => Promise<object>).apply(obj, args), listener);
      }
      return (value as (...a: unknown[]) => unknown).bind(obj);
    },
  });
}

/** A Prisma driver adapter factory whose adapters report their statements to `listener`. */
export function listeningAdapterFactory<F extends { connect(): Promise<object> }>(factory: F, listener: StatementListener): F {
  return new Proxy(factory, {
    get(obj, prop) {
      const value = Reflect.get(obj, prop, obj) as unknown;
      if (prop === "connect") return async () => listeningQueryable(await obj.connect(), listener);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(obj) : value;
    },
  });
}
