import { readdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Client, Submittable } from "pg";
import { PGLITE_IMAGE } from "@/tests/setup/paths";
import { registeredStatements } from "./typed-sql";

/**
 * Every hand-written SQL statement is a typed statement (lib/db/typed-sql.ts), and each one is
 * prepared here against the migrated schema (the run's PGlite image, or its PostgreSQL database
 * when TEST_DATABASE_URL is set): a misspelled table or column fails this test, not a request.
 * The columns each statement returns must be the ones declared next to it (its Row type's keys).
 */

const ROOT = path.resolve(__dirname, "../..");
const SKIP_DIRS = new Set(["node_modules", "generated", ".next"]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(path.join(ROOT, dir))) {
    if (SKIP_DIRS.has(name)) continue;
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) sourceFiles(rel, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name)) out.push(rel);
  }
  return out;
}

const FILES = [...sourceFiles("lib"), ...sourceFiles("app")].map((file) => ({ file, text: readFileSync(path.join(ROOT, file), "utf8") }));

/** The SQL plumbing: the runner, the statement registry, and the migration runner (it runs migration files). */
const PLUMBING = new Set(["lib/db/sql.ts", "lib/db/typed-sql.ts", "lib/db/migrate.ts"]);
/** A statement sent without a registered text: the runner called directly, or Prisma's raw queries. */
const UNREGISTERED_SQL = /\.rows\s*[<(]|\$(queryRaw|executeRaw)/;

interface Checker {
  /** PREPAREs the statement (then DEALLOCATEs it): parse and analysis against the schema. */
  prepare(text: string): Promise<void>;
  /** The names of the columns the statement returns (none for an UPDATE without RETURNING). */
  columns(text: string): Promise<string[]>;
  close(): Promise<void>;
}

/** Describes an unnamed statement over the extended protocol (node-postgres has no public describe). */
function describeOnPostgres(client: Client, text: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let names: string[] = [];
    const describe = {
      submit(connection: { parse(q: object): void; describe(q: object): void; sync(): void }) {
        connection.parse({ text, types: [] });
        connection.describe({ type: "S", name: "" });
        connection.sync();
      },
      handleRowDescription: (msg: { fields: { name: string }[] }) => (names = msg.fields.map((f) => f.name)),
      handleError: (error: Error) => reject(error),
      handleReadyForQuery: () => resolve(names),
      handleDataRow: () => undefined,
      handleCommandComplete: () => undefined,
      handleEmptyQuery: () => undefined,
      handlePortalSuspended: () => undefined,
    };
    client.query(describe as unknown as Submittable);
  });
}

async function openChecker(): Promise<Checker> {
  const url = process.env.TEST_DATABASE_RUN_URL;
  if (url) {
    const { Client } = await import("pg");
    const client = new Client({ connectionString: url });
    await client.connect();
    return {
      async prepare(text) {
        await client.query(`PREPARE typed_sql_check AS ${text}`);
        await client.query("DEALLOCATE typed_sql_check");
      },
      columns: (text) => describeOnPostgres(client, text),
      close: () => client.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = await PGlite.create("memory://", { loadDataDir: new Blob([await readFile(PGLITE_IMAGE)]) });
  return {
    async prepare(text) {
      await pglite.exec(`PREPARE typed_sql_check AS ${text}`);
      await pglite.exec("DEALLOCATE typed_sql_check");
    },
    columns: async (text) => (await pglite.describeQuery(text)).resultFields.map((field) => field.name),
    close: () => pglite.close(),
  };
}

/** PREPARE takes SELECT, INSERT, UPDATE, DELETE, MERGE and VALUES; a utility statement (ANALYZE) is run instead. */
const PREPARABLE = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE|MERGE|VALUES)\b/i;

describe("typed SQL against the migrated schema", () => {
  let checker: Checker;
  const declaring = FILES.filter(({ file, text }) => file !== "lib/db/typed-sql.ts" && /\bsqlStatement\s*[<(]/.test(text));

  beforeAll(async () => {
    // Loading each module that declares statements registers them.
    for (const { file } of declaring) await import(path.join(ROOT, file));
    checker = await openChecker();
  });
  afterAll(() => checker?.close());

  it("no SQL is sent outside a registered statement", () => {
    const offenders = FILES.filter(({ file, text }) => !PLUMBING.has(file) && UNREGISTERED_SQL.test(text));
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it("finds the statements, each under its own name", () => {
    expect(declaring.length).toBeGreaterThanOrEqual(15);
    const names = registeredStatements().map((statement) => statement.name);
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("every statement prepares, and returns exactly its declared columns", async () => {
    const problems: string[] = [];
    for (const { name, text, columns } of registeredStatements()) {
      try {
        if (!PREPARABLE.test(text)) {
          expect(columns).toEqual([]);
          continue;
        }
        await checker.prepare(text);
        const returned = await checker.columns(text);
        const [got, declared] = [[...returned].sort(), [...columns].sort()];
        if (JSON.stringify(got) !== JSON.stringify(declared)) {
          problems.push(`${name}: returns [${got.join(", ")}], declares [${declared.join(", ")}]`);
        }
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
