import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "..", "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const SOURCE_DIRS = ["app", "components", "lib", "proxy.ts", "instrumentation.ts", "next.config.mjs", "prisma/migrations"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "generated" || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds when there is no build or a source file is newer than it. */
export function ensureBuild(): void {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  const stale = !existsSync(buildId) || SOURCE_DIRS.some((d) => newestMtime(path.join(root, d)) > statSync(buildId).mtimeMs);
  if (!stale) return;
  console.log("[e2e] building the app (next build)...");
  const result = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error("next build failed");
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
}

/** Starts `next start` on its own embedded database and upload directory. */
export async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "raise-ready-e2e-"));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
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
      ...extraEnv,
    },
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/auth/user`);
      if (res.status === 401) return { baseUrl, dataDir, process: child };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill("SIGTERM");
  throw new Error(`next start did not become ready in 90 s:\n${log}`);
}
