import path from "node:path";

export type DatabaseTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

/** Where the embedded database keeps its files unless told otherwise (git-ignored). */
// Resolved at run time; the build must not trace the working directory.
export const DATA_DIR = path.resolve(/*turbopackIgnore: true*/ process.cwd(), ".data");

/**
 * DATABASE_URL unset or `pglite:` -> embedded PGlite (PGLITE_DATA_DIR or .data/pglite;
 * `memory://` keeps it in memory). `postgres://` / `postgresql://` -> a Postgres server.
 */
export function resolveDatabaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url && /^postgres(ql)?:\/\//i.test(url)) return { kind: "postgres", url };
  if (url && !url.startsWith("pglite:")) {
    throw new Error(`DATABASE_URL must be a postgres:// URL or pglite:<dir>; got "${url.split(":")[0]}:..."`);
  }
  const fromUrl = url?.slice("pglite:".length).replace(/^\/\//, "");
  const dataDir = env.PGLITE_DATA_DIR?.trim() || fromUrl || path.join(DATA_DIR, "pglite");
  return { kind: "pglite", dataDir: dataDir === "memory" ? "memory://" : dataDir };
}

/**
 * Whether a server applies migrations and seeds the checklist when it starts. Default yes (the
 * embedded database, `npm start`). No when MIGRATE_ON_START is false/0/no, or on Vercel (VERCEL=1)
 * unless MIGRATE_ON_START says yes: there schema changes are a deploy step (`npm run migrate`) and
 * a cold start only checks that the schema is at this build's version.
 */
export function migrateOnStart(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.MIGRATE_ON_START?.trim().toLowerCase();
  if (value) return !["false", "0", "no", "off"].includes(value);
  return env.VERCEL !== "1";
}
