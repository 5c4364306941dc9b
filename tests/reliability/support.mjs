// Shared plumbing for the load and fault tests: a throwaway PostgreSQL database, a `next start`
// server on it, founders signed in over HTTP, and a Jest-like summary. Node only (no TypeScript),
// so `node tests/reliability/<name>.mjs` runs without a build step of its own.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureBuild as ensureAppBuild } from "../../scripts/ensure-build.mjs";
import { credentialsSignIn } from "../helpers/credentials-sign-in.mjs";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const serverEntry = path.join(root, "scripts", "server.mjs");
export const PG_ADMIN_URL = process.env.RELIABILITY_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- results

const results = [];
const started = Date.now();

/** Records one check; `detail` is printed with it. */
export function check(name, ok, detail = "") {
  results.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? "  ✓" : "  ✕"} ${name}${detail ? ` — ${detail}` : ""}`);
  return Boolean(ok);
}

/** Prints "N passed, N failed" (and the time) and sets the exit code. */
export function finish(title) {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`\n${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`Tests: ${failed ? `${failed} failed, ` : ""}${passed} passed, ${results.length} total`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
  // CI adds up Jest --json files in TEST_RESULTS_DIR (scripts/summarize.mjs): write one in that shape.
  if (process.env.TEST_RESULTS_DIR) {
    mkdirSync(process.env.TEST_RESULTS_DIR, { recursive: true });
    writeFileSync(
      path.join(process.env.TEST_RESULTS_DIR, `reliability-${title}.json`),
      JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numRuntimeErrorTestSuites: 0, checks: results }, null, 2),
    );
  }
}

/** Fails the run (with a summary) if `fn` has not finished within `ms`. */
export async function withDeadline(ms, what, fn) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([fn(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------- PostgreSQL

export function pgCluster() {
  const version = readdirSync("/etc/postgresql").sort().pop();
  const args = (action) => ["--skip-systemctl-redirect", version, "main", action];
  return {
    version,
    ctl: (action) => spawnSync("pg_ctlcluster", args(action), { encoding: "utf8" }),
    /** Without blocking the event loop (load keeps flowing while the cluster restarts). */
    ctlAsync: (action) =>
      new Promise((resolve) => {
        const child = spawn("pg_ctlcluster", args(action), { stdio: ["ignore", "pipe", "pipe"] });
        let stderr = "";
        child.stderr.on("data", (d) => (stderr += d));
        child.on("close", (status) => resolve({ status, stderr }));
        child.on("error", (error) => resolve({ status: -1, stderr: error.message }));
      }),
  };
}

export async function pgReady(url = PG_ADMIN_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts the local cluster if it is down (the suite must always leave it running). */
export async function ensurePostgres(timeoutMs = 20_000) {
  if (await pgReady()) return true;
  pgCluster().ctl("start");
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await pgReady()) return true;
    await sleep(250);
  }
  return false;
}

export async function createDatabase(prefix) {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(name) {
  if (!(await ensurePostgres())) return;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A query straight on the test database (not through the app). */
export async function sql(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- the app

/** Builds NEXT_DIST_DIR (default .next) when it is missing or older than the sources (scripts/ensure-build.mjs). */
export function ensureBuild() {
  if (process.env.RELIABILITY_SKIP_BUILD === "1") return;
  if (!ensureAppBuild()) throw new Error("next build failed");
}

/**
 * The production server (scripts/server.mjs, as `npm start` runs it) on the given database;
 * resolves once it answers. It runs as if behind one proxy (TRUSTED_PROXY_HOPS=1), so the load
 * test's X-Forwarded-For stands for many visitors' addresses.
 */
export async function startServer({ port, databaseUrl, storageDir, env = {} }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry, "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: storageDir,
      NEXTAUTH_SECRET: process.env.RELIABILITY_SECRET ?? randomBytes(32).toString("base64"),
      NEXTAUTH_URL: baseUrl,
      TRUSTED_PROXY_HOPS: "1",
      // The set-up registers every founder from this one address (the limits are tested in
      // app/api/auth/auth.test.ts).
      REGISTER_LIMIT_PER_IP: "100000",
      REGISTER_LIMIT_GLOBAL: "100000",
      ...env,
    },
  });
  let log = "";
  child.stdout.on("data", (d) => (log = (log + d).slice(-20_000)));
  child.stderr.on("data", (d) => (log = (log + d).slice(-20_000)));
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/auth/user`);
      if (res.status === 401) return { baseUrl, child, log: () => log };
    } catch {
      /* not listening yet */
    }
    await sleep(300);
  }
  child.kill("SIGKILL");
  throw new Error(`next start did not answer in 120 s:\n${log}`);
}

export async function stopServer(server) {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  const until = Date.now() + 5000;
  while (server.child.exitCode === null && Date.now() < until) await sleep(100);
  if (server.child.exitCode === null) server.child.kill("SIGKILL");
}

export function tempDir(prefix) {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir) {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------- founders over HTTP

export async function api(baseUrl, method, urlPath, { cookie, json, body, headers = {} } = {}) {
  const res = await fetch(`${baseUrl}${urlPath}`, {
    method,
    redirect: "manual",
    headers: { ...(cookie ? { cookie } : {}), ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : body,
  });
  const text = await res.text();
  let data = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, data, headers: res.headers };
}

/** Registers and signs in through next-auth's credentials flow; answers the session cookie. */
export async function signUp(baseUrl, label) {
  const email = `${label}-${randomBytes(4).toString("hex")}@example.com`;
  const password = "correct horse battery";
  const reg = await api(baseUrl, "POST", "/api/auth/register", { json: { email, password, firstName: label } });
  if (reg.status !== 201) throw new Error(`register ${email}: ${reg.status} ${JSON.stringify(reg.data)}`);
  const { status, session } = await credentialsSignIn(baseUrl, email, password);
  if (!session) throw new Error(`sign-in ${email} gave no session cookie (${status})`);
  return { email, cookie: session };
}

/** An Indian company: every line of the task taskWithDocuments picks applies to it, so visitors are shown its files. */
export async function createCompany(baseUrl, founder, name) {
  const company = { name, countryOfIncorporation: "IN" };
  const res = await api(baseUrl, "POST", "/api/company", { cookie: founder.cookie, json: { company, founders: [] } });
  if (res.status !== 201) throw new Error(`company: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data;
}

/** The first checklist task with two or more document lines. */
export async function taskWithDocuments(baseUrl, founder) {
  const phases = (await api(baseUrl, "GET", "/api/phases", { cookie: founder.cookie })).data.data;
  for (const phase of phases) {
    const tasks = (await api(baseUrl, "GET", `/api/phases/${phase.id}/tasks`, { cookie: founder.cookie })).data.data;
    const task = tasks.find((t) => (t.description ?? "").split("\n").filter((l) => /^\s*[-•]/.test(l)).length >= 2);
    if (task) return task;
  }
  throw new Error("no task with two documents");
}

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1");

export async function uploadPdf(baseUrl, founder, companyId, bytes = PDF, name = "deck.pdf") {
  const form = new FormData();
  form.append("companyId", companyId);
  form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
  return api(baseUrl, "POST", "/api/files", { cookie: founder.cookie, body: form });
}

export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
