/** @jest-environment node */
import { getDatabase, SCHEMA_NOT_READY, SchemaNotReadyError, STARTUP_BACKOFF_MS, startupState, useDatabase } from "./index";
import { migrateOnStart } from "./config";

// Start-up: a failed start-up is retried with backoff, a rejected start-up is never
// cached, and a cold start that must not migrate refuses a schema behind the build with a 503.
describe("process start-up", () => {
  const env = { ...process.env };
  const backoff = [...STARTUP_BACKOFF_MS];
  beforeEach(() => {
    STARTUP_BACKOFF_MS.splice(0, STARTUP_BACKOFF_MS.length, 5, 5);
    useDatabase(undefined);
  });
  afterEach(async () => {
    process.env = { ...env };
    STARTUP_BACKOFF_MS.splice(0, STARTUP_BACKOFF_MS.length, ...backoff);
    const open = getDatabaseIfOpen();
    useDatabase(undefined);
    await open?.then((db) => db.close()).catch(() => undefined);
  });
  const getDatabaseIfOpen = () => (globalThis as { __database?: Promise<{ close(): Promise<void> }> }).__database;

  it("retries a failing start-up with backoff, then lets the next call start over and recover", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/none";
    const before = startupState().attempts;
    await expect(getDatabase()).rejects.toThrow();
    expect(startupState()).toMatchObject({ state: "failed", problem: "unreachable" });
    expect(startupState().attempts - before).toBe(STARTUP_BACKOFF_MS.length + 1);

    // The problem goes away (here: another database); the same process now serves.
    process.env.DATABASE_URL = "pglite:memory";
    const database = await getDatabase();
    expect(await database.sql.rows("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    expect(startupState()).toMatchObject({ state: "ready", problem: null });
  }, 60_000);

  it("with MIGRATE_ON_START=false refuses an unmigrated database with a 503 naming the migrate step", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    process.env.DATABASE_URL = "pglite:memory";
    process.env.MIGRATE_ON_START = "false";
    const error = await getDatabase().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaNotReadyError);
    expect((error as SchemaNotReadyError).status).toBe(503);
    expect((error as SchemaNotReadyError).message).toBe(SCHEMA_NOT_READY);
    expect((error as SchemaNotReadyError).schema).toMatchObject({ applied: null, ok: false });
    expect(startupState()).toMatchObject({ state: "failed", problem: "schema" });
  }, 60_000);
});

describe("migrateOnStart", () => {
  it("migrates at start by default, not on Vercel, and as MIGRATE_ON_START says", () => {
    expect(migrateOnStart({} as NodeJS.ProcessEnv)).toBe(true);
    expect(migrateOnStart({ VERCEL: "1" } as never)).toBe(false);
    expect(migrateOnStart({ VERCEL: "1", MIGRATE_ON_START: "true" } as never)).toBe(true);
    expect(migrateOnStart({ MIGRATE_ON_START: "false" } as never)).toBe(false);
    expect(migrateOnStart({ MIGRATE_ON_START: "0" } as never)).toBe(false);
  });
});
