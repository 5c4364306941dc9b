import { readFile } from "node:fs/promises";
import { openDatabase, openPgliteImage, useDatabase, type Database } from "@/lib/db";
import { PGLITE_IMAGE } from "../setup/paths";
import { recordStatement } from "./query-count";

/**
 * Gives the test file its own database: a fresh in-memory PGlite loaded from the run's migrated
 * image, or the run's Postgres database when TEST_DATABASE_URL is set. Returns a getter. Its
 * statements can be counted with `countQueries` (tests/helpers/query-count.ts).
 */
export function setupTestDatabase(): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    const runUrl = process.env.TEST_DATABASE_RUN_URL;
    database = runUrl
      ? await openDatabase({ kind: "postgres", url: runUrl }, { migrate: false, seed: false, onStatement: recordStatement })
      : await openPgliteImage(new Blob([await readFile(PGLITE_IMAGE)]), { onStatement: recordStatement });
    useDatabase(database);
  });
  afterAll(async () => {
    useDatabase(undefined);
    await database?.close();
  });
  return () => {
    if (!database) throw new Error("test database is not open yet (use it inside a test or hook)");
    return database;
  };
}
