import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DATA_DIR, resolveDatabaseTarget } from "@/lib/db/config";

let cached: string | undefined;

/**
 * NEXTAUTH_SECRET when set. On the embedded database a random secret is generated once and kept
 * under .data/ so sessions survive restarts; with a Postgres server it is required, because
 * several instances must share it.
 */
export function getAuthSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.NEXTAUTH_SECRET?.trim();
  if (fromEnv) return (cached = fromEnv);
  if (resolveDatabaseTarget().kind === "postgres") {
    throw new Error("NEXTAUTH_SECRET must be set when DATABASE_URL points at a Postgres server (e.g. `openssl rand -base64 32`).");
  }
  const file = path.join(DATA_DIR, "nextauth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(DATA_DIR, { recursive: true });
    cached = randomBytes(32).toString("base64url");
    writeFileSync(file, cached, { mode: 0o600, flag: "wx" });
  }
  return cached;
}
