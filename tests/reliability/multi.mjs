// Several stateless instances over one PostgreSQL database and one S3-compatible bucket.
// Two production servers (A, B) on database `storage_multi` and an s3rver bucket on loopback:
// a session made on A works on B; a file uploaded on A (browser path: presign, PUT to the store,
// complete) downloads on B; progress saved on B reads back on A at once; 30 wrong access codes
// spread over A and B hit 429. The app's own request bodies for a 20 MB upload stay under 64 kB
// (counted by a TCP proxy in front of A). Then a third instance runs as an unprivileged user from
// a copy of the app in a world-readable temp folder (the clone's own parents may be private), so
// its working directory is read-only, with only a temp dir: it serves, uploads and downloads.
// Ports 3344-3348. `npm run test:multi` (needs a build and Postgres on 127.0.0.1:5432).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, mkdtempSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { appCopy } from "./app-copy.mjs";
import {
  api,
  check,
  createCompany,
  ensureBuild,
  ensurePostgres,
  finish,
  PG_ADMIN_URL,
  removeDir,
  root,
  signUp,
  sleep,
  startServer,
  stopServer,
  taskWithDocuments,
  tempDir,
  withDeadline,
} from "./support.mjs";

const PORTS = { a: 3344, b: 3345, store: 3346, readOnly: 3347, proxy: 3348 };
const DB_NAME = "storage_multi";
const BUCKET = "raise-ready-multi";
const MB = 1024 * 1024;
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;
process.env.RELIABILITY_SECRET ??= randomBytes(32).toString("base64");

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${DB_NAME}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

/** A TCP proxy that counts the bytes clients send (request lines, headers and bodies). */
function countingProxy(port, target) {
  const counter = { bytes: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(target, "127.0.0.1");
    client.on("data", (chunk) => (counter.bytes += chunk.length));
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve({ counter, close: () => new Promise((r) => server.close(r)) })));
}

/** The browser's flow: POST /api/files/uploads, PUT to where it says, POST the completion. */
async function directUpload(baseUrl, founder, companyId, bytes, fileName) {
  const started = await api(baseUrl, "POST", "/api/files/uploads", {
    cookie: founder.cookie,
    json: { companyId, fileName, size: bytes.length, contentType: "application/pdf" },
  });
  if (started.status !== 201) return { status: started.status, data: started.data, stage: "start" };
  const target = started.data.url.startsWith("/") ? `${baseUrl}${started.data.url}` : started.data.url;
  const put = await fetch(target, {
    method: "PUT",
    headers: { ...started.data.headers, ...(started.data.url.startsWith("/") ? { cookie: founder.cookie } : {}) },
    body: bytes,
  });
  await put.arrayBuffer();
  if (put.status !== 200) return { status: put.status, stage: "put" };
  const done = await api(baseUrl, "POST", started.data.completeUrl, { cookie: founder.cookie });
  return { ...done, target: started.data.url };
}

/** GET /api/files/{id} on `baseUrl`, following the redirect to the store: the bytes and the first hop. */
async function download(baseUrl, founder, fileId) {
  const hop = await fetch(`${baseUrl}/api/files/${fileId}`, { headers: { cookie: founder.cookie }, redirect: "manual" });
  await hop.arrayBuffer();
  if (hop.status !== 302) return { hop: hop.status, bytes: null };
  const stored = await fetch(hop.headers.get("location"));
  return { hop: hop.status, referrer: hop.headers.get("referrer-policy"), bytes: Buffer.from(await stored.arrayBuffer()) };
}

const NOBODY = 65534;

/** Whether `uid` can create a file in `dir` (asked of a process running as that user). */
function writableBy(uid, dir) {
  const probe = `require("fs").writeFileSync(require("path").join(${JSON.stringify(dir)}, ".write-probe"), "x")`;
  return spawnSync(process.execPath, ["-e", probe], { uid, gid: uid, cwd: "/" }).status === 0;
}

/**
 * An instance as an unprivileged user, run from a copy of the app (tests/reliability/app-copy.mjs)
 * that user can read but not write; HOME and TMPDIR are a temp dir of its own.
 */
async function startReadOnly(env) {
  const home = mkdtempSync(path.join(os.tmpdir(), "storage-multi-ro-"));
  chownSync(home, NOBODY, NOBODY);
  const app = appCopy(root);
  const baseUrl = `http://127.0.0.1:${PORTS.readOnly}`;
  const child = spawn(process.execPath, [path.join(app, "scripts", "server.mjs"), "-p", String(PORTS.readOnly), "-H", "127.0.0.1"], {
    cwd: app,
    uid: NOBODY,
    gid: NOBODY,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: home,
      TMPDIR: home,
      NODE_ENV: "production",
      PORT: String(PORTS.readOnly),
      NEXTAUTH_SECRET: process.env.RELIABILITY_SECRET,
      NEXTAUTH_URL: baseUrl,
      REGISTER_LIMIT_PER_IP: "100000",
      REGISTER_LIMIT_GLOBAL: "100000",
      ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
      ...env,
    },
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const until = Date.now() + 120_000;
  while (Date.now() < until && child.exitCode === null) {
    const res = await fetch(`${baseUrl}/api/auth/user`).catch(() => null);
    if (res?.status === 401) return { baseUrl, child, home, app, log: () => log };
    await sleep(300);
  }
  child.kill("SIGKILL");
  removeDir(app);
  removeDir(home);
  throw new Error(`the read-only instance did not start:\n${log.slice(-3000)}`);
}

async function main() {
  ensureBuild();
  if (!(await ensurePostgres())) throw new Error("PostgreSQL is not reachable on 127.0.0.1:5432");
  const databaseUrl = await recreateDatabase();
  const storeDir = tempDir("storage-multi-s3-");
  const store = new S3rver({
    address: "127.0.0.1",
    port: PORTS.store,
    silent: true,
    directory: storeDir,
    configureBuckets: [{ name: BUCKET, configs: [CORS] }],
  });
  await store.run();
  const s3Env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${PORTS.store}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  };
  // No instance may need a local upload directory: point it somewhere that does not exist.
  const storageDir = path.join(os.tmpdir(), `storage-multi-never-${process.pid}`);
  const running = [];
  let proxy;
  try {
    const a = await startServer({ port: PORTS.a, databaseUrl, storageDir, env: s3Env });
    running.push(a);
    const b = await startServer({ port: PORTS.b, databaseUrl, storageDir, env: s3Env });
    running.push(b);

    const founder = await signUp(a.baseUrl, "multi");
    const onB = await api(b.baseUrl, "GET", "/api/auth/user", { cookie: founder.cookie });
    check("a session made on A is valid on B", onB.status === 200 && onB.data?.email === founder.email, `B answered ${onB.status}`);
    const company = await createCompany(a.baseUrl, founder, "Multi Instance Ltd");
    const home = await fetch(`${b.baseUrl}/`, { headers: { cookie: founder.cookie }, redirect: "manual" });
    const homeHtml = await home.text();
    check(
      "signed in, `/` on an instance bound to 127.0.0.1 renders the dashboard in place (no redirect loop)",
      home.status === 200 && homeHtml.includes("Multi Instance Ltd"),
      `${home.status} ${home.headers.get("location") ?? ""}`,
    );

    proxy = await countingProxy(PORTS.proxy, PORTS.a);
    const file = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(20 * MB - 9)]);
    const uploaded = await directUpload(`http://127.0.0.1:${PORTS.proxy}`, founder, company.id, file, "twenty.pdf");
    check(
      "a 20 MB upload on A goes to the bucket and is recorded",
      uploaded.status === 201 && uploaded.data?.size === file.length && /^http:\/\/127\.0\.0\.1:3346\//.test(uploaded.target ?? ""),
      `${uploaded.status} ${uploaded.stage ?? ""}`,
    );
    check(
      "the app's own request bytes for that 20 MB upload (headers included) total under 64 kB",
      proxy.counter.bytes < 64 * 1024,
      `${proxy.counter.bytes} bytes`,
    );
    const got = await download(b.baseUrl, founder, uploaded.data?.id);
    check(
      "the file uploaded on A downloads on B, byte-identical, through a presigned redirect",
      got.hop === 302 && got.referrer === "no-referrer" && got.bytes?.equals(file),
      `hop ${got.hop}`,
    );

    const task = await taskWithDocuments(a.baseUrl, founder);
    let stale = 0;
    for (let i = 0; i < 5; i++) {
      await api(a.baseUrl, "GET", `/api/company/${company.id}/progress`, { cookie: founder.cookie });
      const notes = `saved on B, round ${i} ${randomBytes(3).toString("hex")}`;
      const saved = await api(b.baseUrl, "POST", "/api/progress", {
        cookie: founder.cookie,
        json: { companyId: company.id, taskId: task.id, notes },
      });
      const read = await api(a.baseUrl, "GET", `/api/company/${company.id}/progress`, { cookie: founder.cookie });
      const row = read.data?.data?.find((r) => r.taskId === task.id);
      if (saved.status !== 200 || row?.notes !== notes) stale += 1;
    }
    check("progress saved on B reads back on A at once (5 rounds, A's caches warm)", stale === 0, `${stale} stale reads`);

    const code = () => randomBytes(18).toString("base64url");
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      const server = i % 2 ? b : a;
      const res = await fetch(`${server.baseUrl}/api/shared/${code()}?email=guess%40example.com`, {
        headers: { "x-forwarded-for": "198.51.100.23" },
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    const after = await Promise.all(
      [a, b].map((s) =>
        fetch(`${s.baseUrl}/api/shared/${code()}?email=guess%40example.com`, { headers: { "x-forwarded-for": "198.51.100.23" } }).then(
          (r) => r.status,
        ),
      ),
    );
    check(
      "30 wrong access codes spread over A and B, then 429 on both (limits are shared)",
      statuses.every((s) => s === 404) && after.every((s) => s === 429),
      `${[...new Set(statuses)].join("/")} then ${after.join(", ")}`,
    );

    const readOnly = await startReadOnly({ DATABASE_URL: databaseUrl, ...s3Env, MIGRATE_ON_START: "false" });
    running.push(readOnly);
    check(
      "the unprivileged instance's working directory (a copy of the app) is read-only to it, and its temp dir writable",
      !writableBy(NOBODY, readOnly.app) &&
        !writableBy(NOBODY, path.join(readOnly.app, process.env.NEXT_DIST_DIR || ".next")) &&
        writableBy(NOBODY, readOnly.home),
      readOnly.app,
    );
    const other = await signUp(readOnly.baseUrl, "readonly");
    const otherCompany = await createCompany(readOnly.baseUrl, other, "Read Only Ltd");
    const small = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
    const roUpload = await directUpload(readOnly.baseUrl, other, otherCompany.id, small, "ro.pdf");
    const roDownload = await download(readOnly.baseUrl, other, roUpload.data?.id);
    const pages = await Promise.all(["/", "/login", "/api/health"].map((p) => fetch(`${readOnly.baseUrl}${p}`).then((r) => r.status)));
    const denied = /EACCES|EROFS|EPERM/.test(readOnly.log());
    check(
      "with S3_BUCKET and DATABASE_URL, an instance with a read-only working dir and only a temp dir serves, uploads and downloads, and never tries to write",
      roUpload.status === 201 && roDownload.bytes?.equals(small) && pages.every((s) => s === 200) && !denied,
      `upload ${roUpload.status}, download ${roDownload.hop}, pages ${pages.join("/")}${denied ? ", a write was refused: see log" : ""}`,
    );
    if (denied) console.log(readOnly.log().slice(-3000));
  } finally {
    await proxy?.close();
    for (const server of running) await stopServer(server);
    for (const server of running) if (server.home) removeDir(server.home);
    for (const server of running) if (server.app) removeDir(server.app);
    await store.close();
    removeDir(storeDir);
  }
}

await withDeadline(300_000, "the multi-instance test", main).catch((error) =>
  check("the multi-instance test ran to the end", false, error.stack ?? String(error)),
);
finish("multi");
process.exit();
