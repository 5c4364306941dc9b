import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "..", "..");
/** The production entry `npm start` serves through (scripts/server.mjs), so specs cover it too. */
export const SERVER_ENTRY = path.join(root, "scripts", "server.mjs");
/** Builds when there is no build or a source file is newer than it (scripts/ensure-build.mjs). */
export function ensureBuild(): void {
  const result = spawnSync(process.execPath, [path.join(root, "scripts", "ensure-build.mjs")], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) throw new Error("next build failed");
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** What the server printed so far (stdout and stderr), to show its errors when a run fails. */
  log(): string;
}

/**
 * The lines of a server's output that report an error (Next prints them with "⨯"), at most `max`:
 * a spec that failed on a 500 or a dropped request is explained by them, and they are lost with
 * the server otherwise.
 */
export function errorLines(log: string, max = 40): string[] {
  const lines = log.split("\n").filter((line) => /⨯|\b(Error|error|ERR_|Unhandled|uncaught)\b/.test(line));
  return lines.length > max ? [...lines.slice(0, max), `... and ${lines.length - max} more`] : lines;
}

/** Starts the production server (as `npm start` does) on its own embedded database and upload directory. */
export async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "raise-ready-e2e-"));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY, "-p", String(port)], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: "",
      PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
      STORAGE_DIR: path.join(dataDir, "uploads"),
      NEXTAUTH_SECRET: "e2e-secret-0123456789abcdef0123456789",
      NEXTAUTH_URL: baseUrl,
      // Every spec registers its users from this one address; the limits themselves are tested
      // in app/api/auth/auth.test.ts.
      REGISTER_LIMIT_PER_IP: "100000",
      REGISTER_LIMIT_GLOBAL: "100000",
      ...extraEnv,
    },
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/auth/user`);
      if (res.status === 401) return { baseUrl, dataDir, process: child, log: () => log };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill("SIGTERM");
  throw new Error(`the server did not become ready in 90 s:\n${log}`);
}
