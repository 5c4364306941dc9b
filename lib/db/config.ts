import path from "node:path";

export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string }
  | { kind: "postgres"; url: string };

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
