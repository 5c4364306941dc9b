import "server-only";
import { getDatabase, SCHEMA_NOT_READY, SchemaNotReadyError, sqlStatement, startupState } from "@/lib/db";
import { loadMigrations, schemaStatus, type SchemaStatus } from "@/lib/db/migrate";
import { getStorage } from "@/lib/storage";
import { healthMessages } from "@/lib/messages/health";

/** GET /api/health: what a platform's health check needs, and nothing private (no URLs, no error text). */
export interface HealthReport {
  status: "ok" | "starting" | "unavailable";
  database: { reachable: boolean };
  schema: { expected: string | null; applied: string | null; ok: boolean };
  storage: { reachable: boolean };
  /** Set when status is not "ok": what is wrong, for the person reading the health check. */
  message?: string;
}

const HEALTH_MESSAGES = { ...healthMessages, schema: SCHEMA_NOT_READY } as const;

const pingStatement = sqlStatement<{ ok: number }>("health.ping", { ok: true }, `SELECT 1 AS "ok"`);

/** A probe never hangs a health check: a step that takes longer counts as not (yet) reachable. */
const PROBE_MS = 3000;

function within<T>(promise: Promise<T>, ms = PROBE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function healthReport(): Promise<HealthReport> {
  let reachable = false;
  let timedOut = false;
  let schema: SchemaStatus | null = null;
  try {
    const database = await within(getDatabase());
    await within(pingStatement.run(database.sql));
    reachable = true;
    schema = await within(schemaStatus(database.sql));
  } catch (error) {
    if (error instanceof SchemaNotReadyError) {
      reachable = true;
      schema = error.schema;
    } else if ((error as Error).message === "timeout") {
      timedOut = true;
    }
  }
  if (!schema) {
    const expected = (await loadMigrations().catch(() => [])).map((m) => m.name).at(-1) ?? null;
    schema = { expected, applied: null, missing: [], ok: false };
  }
  const storage = await within(getStorage().ping()).then(
    () => true,
    () => false,
  );

  const ok = reachable && schema.ok && storage;
  const starting = !ok && (timedOut || (!reachable && startupState().state === "starting"));
  const message = ok
    ? undefined
    : starting
      ? HEALTH_MESSAGES.starting
      : !reachable
        ? HEALTH_MESSAGES.database
        : !schema.ok
          ? HEALTH_MESSAGES.schema
          : HEALTH_MESSAGES.storage;
  return {
    status: ok ? "ok" : starting ? "starting" : "unavailable",
    database: { reachable },
    schema: { expected: schema.expected, applied: schema.applied, ok: schema.ok },
    storage: { reachable: storage },
    ...(message ? { message } : {}),
  };
}
