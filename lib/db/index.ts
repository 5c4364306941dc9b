import { mkdirSync } from "node:fs";
import path from "node:path";
import { checklist } from "@/lib/checklist";
import { resolveDatabaseTarget, type DatabaseTarget } from "./config";
import { PrismaClient } from "./generated/client";
import { migrate, type SqlConnection } from "./migrate";
import { classifyDbError } from "./errors";
import { countingAdapterFactory, queryCountEnabled } from "./query-count";
import { seedChecklist } from "./seed";
import { parseUtcTimestamp, runInTransaction, sqlRunner, TIMESTAMP_OID, type SqlRunner } from "./sql";

export type { PrismaClient };
export { Prisma } from "./generated/client";
export type { SqlParam, SqlRunner } from "./sql";

export interface Database {
  prisma: PrismaClient;
  /** Hand-written SQL on the same connections, for the hot read paths (lib/db/sql.ts). */
  sql: SqlRunner;
  close(): Promise<void>;
  /** Embedded only: a tarball of the data directory (tests start each file from one). */
  dump?(): Promise<Blob>;
}

type Globals = typeof globalThis & { __database?: Promise<Database> };
const globals = globalThis as Globals;

/**
 * The process's database, migrated and seeded on first use. Kept on globalThis so dev-mode
 * hot reloads do not open a second PGlite on the same directory.
 */
export function getDatabase(): Promise<Database> {
  globals.__database ??= openProcessDatabase();
  return globals.__database;
}

function openProcessDatabase(): Promise<Database> {
  const target = resolveDatabaseTarget();
  return openDatabase(target)
    .then(async (database) => {
      // PGlite has no autovacuum: planner statistics are refreshed at each start instead.
      if (target.kind === "pglite") await database.sql.rows("ANALYZE");
      return database;
    })
    .catch((error) => {
      globals.__database = undefined;
      throw error;
    });
}

export async function getDb(): Promise<PrismaClient> {
  return (await getDatabase()).prisma;
}

export async function getSql(): Promise<SqlRunner> {
  return (await getDatabase()).sql;
}

/** Tests install their own database (a PGlite copy or a per-run Postgres database). */
export function useDatabase(database: Database | undefined): void {
  globals.__database = database ? Promise.resolve(database) : undefined;
}

export interface OpenOptions {
  migrate?: boolean;
  seed?: boolean;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const { migrate: runMigrations = true, seed = true } = options;
  const database = target.kind === "postgres" ? await openPostgres(target.url, runMigrations) : await openPglite(target.dataDir, runMigrations);
  if (seed) await seedChecklist(database.prisma, checklist);
  return database;
}

/** DB_QUERY_COUNT=1 (benchmark, query-budget tests): count every statement; otherwise untouched. */
function counted<F extends { connect(): Promise<object> }>(factory: F): F {
  return queryCountEnabled() ? countingAdapterFactory(factory) : factory;
}

async function openPglite(dataDir: string, runMigrations: boolean, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  if (!dataDir.startsWith("memory://")) mkdirSync(path.dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  if (runMigrations) await migrate(pglite as SqlConnection);
  const prisma = new PrismaClient({ adapter: counted(new PrismaPGlite(pglite)) });
  const parsers = { [TIMESTAMP_OID]: parseUtcTimestamp };
  return {
    prisma,
    sql: sqlRunner(
      (text, params) => pglite.query(text, params, { parsers }),
      // PGlite is one connection: its transaction() holds it (other queries wait) and commits or rolls back.
      (work) => pglite.transaction((tx) => work((text, params) => tx.query(text, params, { parsers }))),
    ),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
    dump: () => pglite.dumpDataDir("gzip"),
  };
}

/** Opens an in-memory PGlite from a dumped data directory (tests start from one migrated image). */
export function openPgliteImage(image: Blob): Promise<Database> {
  return openPglite("memory://", false, image);
}

async function openPostgres(url: string, runMigrations: boolean): Promise<Database> {
  const { Client, Pool, types } = await import("pg");
  const { PrismaPg } = await import("@prisma/adapter-pg");
  if (runMigrations) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const conn: SqlConnection = {
        query: async <T,>(sql: string, params?: unknown[]) => (await client.query(sql, params)) as unknown as { rows: T[] },
        // Without parameters pg uses the simple protocol, which runs a multi-statement script.
        exec: (sql) => client.query(sql),
      };
      await migrate(conn);
    } finally {
      await client.end();
    }
  }
  // One pool for Prisma and the hand-written SQL (lib/db/sql.ts).
  const pool = new Pool({ connectionString: url });
  // An idle connection dropped by a server restart must not crash the process; the next query
  // reconnects (or answers 503 while the server is down).
  pool.on("error", (error) => console.warn(`[db] idle connection lost: ${error.message}`));
  const prisma = new PrismaClient({ adapter: counted(new PrismaPg(pool)) });
  const queryTypes = {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      oid === TIMESTAMP_OID ? parseUtcTimestamp : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
  };
  return {
    prisma,
    sql: sqlRunner(
      (text, values) => pool.query({ text, values, types: queryTypes }),
      async (work) => {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          return await runInTransaction((text, values) => client.query({ text, values, types: queryTypes }), work);
        } catch (error) {
          // A connection that failed mid-transaction is not given back to the pool.
          if (classifyDbError(error) === "unavailable") broken = error as Error;
          throw error;
        } finally {
          client.release(broken);
        }
      },
    ),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
