import { mkdirSync } from "node:fs";
import path from "node:path";
import { ApiError } from "@/lib/errors";
import { migrateOnStart, resolveDatabaseTarget, type DatabaseTarget } from "./config";
import { PrismaClient } from "./generated/client";
import { schemaStatus, setUpDatabase, type SchemaStatus, type SqlConnection } from "./migrate";
import { classifyDbError } from "./errors";
import { listeningAdapterFactory, type StatementListener } from "./statement-listener";
import { resolveChecklist } from "./seed";
import { parseUtcTimestamp, sqlRunner, TIMESTAMP_OID, type SqlRunner } from "./sql";
import { registeredName, sqlStatement, type NoRow } from "./typed-sql";

export type { PrismaClient };
export { Prisma } from "./generated/client";
export type { SqlRunner } from "./sql";
export { sqlStatement, type NoRow, type PrismaRunner } from "./typed-sql";
export type { SchemaStatus } from "./migrate";
export type { StatementListener } from "./statement-listener";

export interface Database {
  prisma: PrismaClient;
  /** Hand-written SQL on the same connections, for the hot read paths (lib/db/sql.ts). */
  sql: SqlRunner;
  close(): Promise<void>;
  /** Embedded only: a tarball of the data directory (tests start each file from one). */
  dump?(): Promise<Blob>;
}

/** What the process's start-up last found (GET /api/health reports it; no private data). */
export interface StartupState {
  state: "starting" | "ready" | "failed";
  /** "unreachable" | "schema" | "error": the kind of the last failure, never its text. */
  problem: "unreachable" | "schema" | "error" | null;
  attempts: number;
  schema: SchemaStatus | null;
}

/** Answered (as a 503 JSON message) while the database is not at this build's migrations. */
export const SCHEMA_NOT_READY = "The database schema is older than this version of the app. Run `npm run migrate` (the deploy step), then retry.";

/** The schema does not match this build and the server was told not to migrate it: a 503. */
export class SchemaNotReadyError extends ApiError {
  constructor(readonly schema: SchemaStatus) {
    super(503, SCHEMA_NOT_READY);
    this.name = "SchemaNotReadyError";
  }
}

type Globals = typeof globalThis & { __database?: Promise<Database>; __startup?: StartupState };
const globals = globalThis as Globals;

/** PGlite has no autovacuum: planner statistics are refreshed at each start instead. */
const analyze = sqlStatement<NoRow>("db.analyze", {}, "ANALYZE");

export function startupState(): StartupState {
  return (globals.__startup ??= { state: "starting", problem: null, attempts: 0, schema: null });
}

/**
 * The process's database, migrated and seeded on first use (or, with MIGRATE_ON_START=false or on
 * Vercel, checked to be at this build's schema). Kept on globalThis so dev-mode hot reloads do not
 * open a second PGlite on the same directory. A failed start-up is retried with backoff; if it
 * still fails, the promise is dropped so the next call starts over: a problem a retry fixes
 * never leaves the process answering 500 until it is restarted.
 */
export function getDatabase(): Promise<Database> {
  globals.__database ??= openProcessDatabase();
  return globals.__database;
}

/** Backoff between start-up attempts of one call (ms); about 15 s in all, then the call fails. */
export const STARTUP_BACKOFF_MS = [250, 500, 1000, 2000, 4000, 8000];

async function openProcessDatabase(): Promise<Database> {
  const state = startupState();
  state.state = "starting";
  try {
    const target = resolveDatabaseTarget();
    const migrateNow = migrateOnStart();
    for (let attempt = 0; ; attempt++) {
      state.attempts++;
      try {
        const database = await openDatabase(target, { migrate: migrateNow, seed: migrateNow, verifySchema: !migrateNow });
        if (target.kind === "pglite") await analyze.run(database.sql);
        Object.assign(state, { state: "ready", problem: null, schema: state.schema });
        return database;
      } catch (error) {
        const problem = error instanceof SchemaNotReadyError ? "schema" : isUnreachable(error) ? "unreachable" : "error";
        Object.assign(state, { state: "failed", problem, schema: error instanceof SchemaNotReadyError ? error.schema : state.schema });
        // A schema behind the build waits for the deploy step: the next request checks again.
        const delay = problem === "schema" ? undefined : STARTUP_BACKOFF_MS[attempt];
        console.error(
          `[db] start-up attempt ${state.attempts} failed (${problem}): ${(error as Error).message}` +
            (delay === undefined ? "; the next request retries" : `; retrying in ${delay} ms`),
        );
        if (delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  } catch (error) {
    globals.__database = undefined;
    throw error;
  }
}

const NETWORK_CODES = /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE)$/;

function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return classifyDbError(error) === "unavailable" || (typeof code === "string" && NETWORK_CODES.test(code));
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
  Object.assign(startupState(), { state: database ? "ready" : "starting", problem: null });
}

export interface OpenOptions {
  /** Apply pending migrations (under the start-up lock). Default true. */
  migrate?: boolean;
  /** Seed the checklist and re-key moved document lines (under the same lock). Default true. */
  seed?: boolean;
  /** Refuse (SchemaNotReadyError) a database whose applied migrations differ from the folder. */
  verifySchema?: boolean;
  /** Test hook: told every SQL statement sent (Prisma's and lib/db/sql.ts's). Production passes none. */
  onStatement?: StatementListener;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const { migrate = true, seed = true, verifySchema = false, onStatement } = options;
  const setUp = (conn: SqlConnection) =>
    migrate || seed ? setUpDatabase(conn, { applyMigrations: migrate, checklist: seed ? resolveChecklist() : null }) : undefined;
  const database =
    target.kind === "postgres" ? await openPostgres(target.url, setUp, onStatement) : await openPglite(target.dataDir, setUp, onStatement);
  if (verifySchema) {
    try {
      const schema = await schemaStatus(database.sql);
      startupState().schema = schema;
      if (!schema.ok) throw new SchemaNotReadyError(schema);
    } catch (error) {
      await database.close().catch(() => undefined);
      throw error;
    }
  }
  return database;
}

type SetUp = (conn: SqlConnection) => Promise<unknown> | undefined;

/** With a statement listener (tests, benchmark) the adapter reports each statement; otherwise untouched. */
function listened<F extends { connect(): Promise<object> }>(factory: F, onStatement: StatementListener | undefined): F {
  return onStatement ? listeningAdapterFactory(factory, onStatement) : factory;
}

async function openPglite(dataDir: string, setUp: SetUp | undefined, onStatement?: StatementListener, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  if (!dataDir.startsWith("memory://")) mkdirSync(path.dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  try {
    await setUp?.(pglite as SqlConnection);
  } catch (error) {
    await pglite.close().catch(() => undefined);
    throw error;
  }
  const prisma = new PrismaClient({ adapter: listened(new PrismaPGlite(pglite), onStatement), transactionOptions: TRANSACTION_OPTIONS });
  const parsers = { [TIMESTAMP_OID]: parseUtcTimestamp };
  return {
    prisma,
    sql: sqlRunner((text, params) => pglite.query(text, params, { parsers }), onStatement),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
    dump: () => pglite.dumpDataDir("gzip"),
  };
}

/** Opens an in-memory PGlite from a dumped data directory (tests start from one migrated image). */
export function openPgliteImage(image: Blob, options: Pick<OpenOptions, "onStatement"> = {}): Promise<Database> {
  return openPglite("memory://", undefined, options.onStatement, image);
}

/**
 * Interactive transactions wait their turn for a pool connection, as plain queries do. Prisma's own
 * defaults (2 s to start, 5 s in all) turned a burst of saves queued for the pool into 500s: 200
 * conflicting saves of one task lost 34 of them that way, where each only had to wait its turn.
 * The save holds its row lock for milliseconds, so the limits only end a transaction that is stuck.
 */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/**
 * Registered statements run as named prepared statements on PostgreSQL: each connection parses and
 * plans one once, not on every request. SQL_PREPARED=off sends them unnamed (for a pooler in
 * transaction mode that cannot keep prepared statements, and for the A/B).
 */
const preparedName = (name: string | undefined) => (process.env.SQL_PREPARED === "off" ? undefined : name);

async function openPostgres(url: string, setUp: SetUp | undefined, onStatement?: StatementListener): Promise<Database> {
  const { Client, Pool, types } = await import("pg");
  const { PrismaPg } = await import("@prisma/adapter-pg");
  if (setUp) {
    const client = new Client({ connectionString: url });
    // A connection error after connect() (server restart mid-migration) must reject, not crash.
    client.on("error", (error) => console.warn(`[db] start-up connection lost: ${error.message}`));
    await client.connect();
    try {
      const conn: SqlConnection = {
        query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)) as unknown as { rows: T[] },
        // Without parameters pg uses the simple protocol, which runs a multi-statement script.
        exec: (sql) => client.query(sql),
      };
      await setUp(conn);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  // One pool for Prisma and the hand-written SQL (lib/db/sql.ts).
  const pool = new Pool({ connectionString: url });
  // An idle connection dropped by a server restart must not crash the process; the next query
  // reconnects (or answers 503 while the server is down).
  pool.on("error", (error) => console.warn(`[db] idle connection lost: ${error.message}`));
  // A registered statement run inside a Prisma transaction (`runPrisma`) keeps its prepared name;
  // Prisma's own queries stay unnamed, as before.
  const statementNameGenerator = (query: { sql: string }) => preparedName(registeredName(query.sql)) as string;
  const prisma = new PrismaClient({
    adapter: listened(new PrismaPg(pool, { statementNameGenerator }), onStatement),
    transactionOptions: TRANSACTION_OPTIONS,
  });
  const queryTypes = {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      oid === TIMESTAMP_OID ? parseUtcTimestamp : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
  };
  return {
    prisma,
    sql: sqlRunner((text, values, name) => pool.query({ name: preparedName(name), text, values, types: queryTypes }), onStatement),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
