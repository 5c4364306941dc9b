import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { serverNodeFlags } from "../scripts/node-flags.mjs";
import { credentialsSignIn } from "../tests/helpers/credentials-sign-in.mjs";

export const ROOT = path.resolve(__dirname, "..");
/** The local PostgreSQL server the benches make their databases on. */
export const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const SERVER_ENTRY = path.join(ROOT, "scripts", "server.mjs");
/** Files `next build` may rewrite for its dist dir; put back byte for byte afterwards. */
const TOUCHED_BY_BUILD = ["tsconfig.json", "next-env.d.ts"];

/**
 * The bench's own routes (the baselines and the statement tally), kept out of the product: bench/baseline/app
 * is laid over app/ for the length of a bench build only. Their files end in `.bench.ts(x)`, which
 * only a build with NEXT_BENCH_BASELINE=1 takes as routes (next.config.mjs pageExtensions), so a
 * copy left behind by an interrupted build never reaches the product's build (and git ignores it).
 */
const BASELINE_APP = path.join(ROOT, "bench", "baseline", "app");

/** Copies the baseline routes into app/; answers the directories it created (to remove afterwards). */
function placeBaseline(): string[] {
  const created: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(BASELINE_APP, rel), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const sub = path.join(rel, entry.name);
      if (!existsSync(path.join(ROOT, "app", sub))) created.push(path.join(ROOT, "app", sub));
      else walk(sub);
    }
  };
  walk("");
  cpSync(BASELINE_APP, path.join(ROOT, "app"), { recursive: true });
  return created;
}

/** `next build` of the product plus the bench's baseline routes, into its own dist dir; answers the build's wall time in seconds. */
export function build(distDir: string): number {
  const saved = TOUCHED_BY_BUILD.map((f) => [f, existsSync(path.join(ROOT, f)) ? readFileSync(path.join(ROOT, f)) : null] as const);
  const started = Date.now();
  const placed = placeBaseline();
  try {
    const result = spawnSync(process.execPath, [NEXT_BIN, "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1", NEXT_BENCH_BASELINE: "1" },
    });
    if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  } finally {
    for (const dir of placed) rmSync(dir, { recursive: true, force: true });
    for (const [file, content] of saved) {
      const full = path.join(ROOT, file);
      if (content && (!existsSync(full) || !readFileSync(full).equals(content))) writeFileSync(full, content);
    }
  }
  return (Date.now() - started) / 1000;
}

export interface Server {
  baseUrl: string;
  child: ChildProcess;
  log: () => string;
  stop(): Promise<void>;
}

/** The production server entry (scripts/server.mjs, with `npm start`'s Node flags) on a bench build (`build`: with the baseline routes). */
export async function startServer(distDir: string, port: number, env: Record<string, string>, nodeArgs: string[] = []): Promise<Server> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...serverNodeFlags(env.NODE_OPTIONS ?? process.env.NODE_OPTIONS), ...nodeArgs, SERVER_ENTRY, "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_DIST_DIR: distDir,
        PORT: String(port),
        NEXTAUTH_URL: baseUrl,
        ...env,
      },
    },
  );
  let log = "";
  child.stdout?.on("data", (d) => (log = (log + d).slice(-20_000)));
  child.stderr?.on("data", (d) => (log = (log + d).slice(-20_000)));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/bench/bare`);
      if (res.status === 200) return { baseUrl, child, log: () => log, stop };
      if (res.status === 404) {
        await stop();
        throw new Error("The bench routes answer 404: not a bench build (bench/server.ts `build`; rebuild without --skip-build).");
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("The bench routes")) throw error;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`next start did not answer in 120 s:\n${log}`);
}

/** Signs in the way a browser does (csrf, then the credentials callback); answers the Cookie header. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const { status, session, body } = await credentialsSignIn(baseUrl, email, password);
  if (!session) throw new Error(`sign-in failed (${status}): ${body}`);
  const me = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie: session } });
  if (me.status !== 200) throw new Error(`signed in, but /api/auth/user answers ${me.status}`);
  return session;
}

/** A uniquely named database on the local server; answers its URL and a drop function. */
export async function createPostgresDatabase(serverUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function postgresVersion(serverUrl: string): Promise<string> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>("SHOW server_version");
    return rows[0]?.server_version ?? "unknown";
  } finally {
    await client.end();
  }
}
