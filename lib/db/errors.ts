import { Prisma } from "./generated/client";

export type DbErrorKind = "unique" | "foreign-key" | "not-found" | "unavailable";

const PRISMA_CODES: Record<string, DbErrorKind> = {
  P2002: "unique",
  P2003: "foreign-key",
  P2025: "not-found",
  P1001: "unavailable",
  P1002: "unavailable",
  P1008: "unavailable",
  P1017: "unavailable",
  P2024: "unavailable",
  // A transaction that could not start or outlived its limit (Prisma's transaction API): busy, not broken.
  P2028: "unavailable",
};

// SQLSTATEs as the driver reports them when Prisma does not translate them itself (the PGlite
// adapter passes raw Postgres errors through as `cause: { kind: "postgres", code }`).
const SQLSTATE: Record<string, DbErrorKind> = {
  "23505": "unique",
  "23503": "foreign-key",
  "57P01": "unavailable",
  "57P02": "unavailable",
  "57P03": "unavailable",
  "08000": "unavailable",
  "08003": "unavailable",
  "08006": "unavailable",
};

const CONNECTION_MESSAGE =
  /ECONNREFUSED|ECONNRESET|EPIPE|Connection terminated|terminating connection|connect ETIMEDOUT|Client has encountered a connection error/i;

/** Classifies a database error, whichever layer (Prisma, driver adapter, pg) raised it. */
export function classifyDbError(error: unknown): DbErrorKind | null {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    // A raw statement (P2010: the typed statements inside a Prisma transaction) carries the driver's
    // own failure in its meta: a connection ended by a restart (57P01) is the database being away.
    const driver = (error.meta as { driverAdapterError?: { cause?: { originalCode?: string; code?: string } } } | undefined)?.driverAdapterError
      ?.cause;
    const sqlstate = driver?.originalCode ?? driver?.code;
    return PRISMA_CODES[error.code] ?? (sqlstate ? (SQLSTATE[sqlstate] ?? null) : null);
  }
  if (error instanceof Prisma.PrismaClientInitializationError) return "unavailable";
  if (!(error instanceof Error)) return null;
  const cause = (error as { cause?: { code?: string; kind?: string; originalCode?: string } }).cause;
  const code = cause?.originalCode ?? cause?.code ?? (error as { code?: string }).code;
  if (code && SQLSTATE[code]) return SQLSTATE[code];
  if (cause?.kind === "UniqueConstraintViolation") return "unique";
  if (cause?.kind === "ForeignKeyConstraintViolation") return "foreign-key";
  if (CONNECTION_MESSAGE.test(`${error.message} ${code ?? ""}`)) return "unavailable";
  return null;
}
