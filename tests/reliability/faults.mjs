#!/usr/bin/env node
// Fault tests (npm run test:faults; needs root for mount and pg_ctlcluster):
//   1. disk full: STORAGE_DIR on a 1 MB tmpfs; an upload that does not fit answers 507 with a
//      message, leaves no database row and no file; a small upload still works afterwards;
//   2. PostgreSQL restarted under load: requests fail fast with 503 {message} during the outage
//      and succeed again within 10 s, with no app restart;
//   3. the server killed mid-upload: no row points at a missing or partial file.
// PostgreSQL is always left running. Bounded to 5 minutes; prints "N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import {
  api,
  check,
  createCompany,
  createDatabase,
  dropDatabase,
  ensureBuild,
  ensurePostgres,
  finish,
  percentile,
  pgCluster,
  pgReady,
  removeDir,
  signUp,
  sleep,
  sql,
  startServer,
  stopServer,
  taskWithDocuments,
  tempDir,
  uploadPdf,
  withDeadline,
  PDF,
} from "./support.mjs";

const PORT = Number(process.env.FAULTS_PORT ?? 3392);

/** A valid PDF of `size` bytes (the type is sniffed from the head). */
const pdfOfSize = (size) => Buffer.concat([PDF, Buffer.alloc(Math.max(0, size - PDF.length), 0x20)]);

function storageFiles(dir) {
  return readdirSync(dir).map((name) => ({ name, size: statSync(path.join(dir, name)).size }));
}

async function rowsPointingNowhere(databaseUrl, storageDir, companyId) {
  const rows = await sql(databaseUrl, `SELECT id, storage_key, size FROM stored_files WHERE company_id = $1`, [companyId]);
  return rows.filter((row) => {
    try {
      return statSync(path.join(storageDir, row.storage_key)).size !== row.size;
    } catch {
      return true;
    }
  });
}

// ---------------------------------------------------------------- 1. disk full

async function diskFull(server, founder, databaseUrl, storageDir) {
  const before = Number((await sql(databaseUrl, `SELECT count(*)::int AS n FROM stored_files`))[0].n);
  const filesBefore = storageFiles(storageDir).length;
  const res = await uploadPdf(server.baseUrl, founder, founder.companyId, pdfOfSize(3 * 1024 * 1024), "too-big-for-the-disk.pdf");
  check(
    "an upload on a full disk answers 507 with a message",
    res.status === 507 && typeof res.data?.message === "string",
    `${res.status} ${JSON.stringify(res.data)}`,
  );
  const after = Number((await sql(databaseUrl, `SELECT count(*)::int AS n FROM stored_files`))[0].n);
  const leftovers = storageFiles(storageDir);
  check(
    "...and leaves no database row and no file (temp file removed)",
    after === before && leftovers.length === filesBefore,
    `rows ${before} -> ${after}, files ${filesBefore} -> ${leftovers.length}`,
  );
  // The refused upload's connection was reset (the server stops reading at once); a fresh one is used.
  const small = await uploadPdf(server.baseUrl, founder, founder.companyId, pdfOfSize(20 * 1024), "small.pdf").catch(() =>
    uploadPdf(server.baseUrl, founder, founder.companyId, pdfOfSize(20 * 1024), "small.pdf"),
  );
  check("a small upload still succeeds once there is room", small.status === 201, `${small.status}`);
}

// ---------------------------------------------------------------- 2. PostgreSQL restart

async function postgresRestart(server, founder, task) {
  const samples = [];
  let running = true;
  const body = { companyId: founder.companyId, taskId: task.id, notes: "during the outage" };
  const worker = async (i) => {
    while (running) {
      const started = Date.now();
      let status = 0;
      let message = null;
      try {
        const res =
          i % 2
            ? await api(server.baseUrl, "GET", `/api/company/${founder.companyId}/progress`, { cookie: founder.cookie })
            : await api(server.baseUrl, "POST", "/api/progress", { cookie: founder.cookie, json: body });
        status = res.status;
        message = res.data?.message ?? null;
      } catch (error) {
        message = `network: ${error.message}`;
      }
      samples.push({ at: started, ms: Date.now() - started, status, message });
      await sleep(50);
    }
  };
  const workers = Array.from({ length: 8 }, (_, i) => worker(i));
  await sleep(3000);
  const restartStarted = Date.now();
  const restart = await pgCluster().ctlAsync("restart");
  const restartEnded = Date.now();
  check("pg_ctlcluster restart ran", restart.status === 0, `${restartEnded - restartStarted} ms ${restart.stderr?.trim() ?? ""}`);
  // Keep the load on until requests have succeeded again for a while (at most 20 s).
  let firstOk = null;
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const ok = samples.filter((s) => s.at > restartEnded && s.status >= 200 && s.status < 300);
    if (ok.length && firstOk === null) firstOk = Math.min(...ok.map((s) => s.at + s.ms));
    if (firstOk !== null && Date.now() - firstOk > 3000) break;
    await sleep(200);
  }
  running = false;
  await Promise.all(workers);

  // Every request in flight at any time between the restart command and the first success after it.
  const during = samples.filter((s) => s.at + s.ms >= restartStarted && s.at <= (firstOk ?? Date.now()));
  const failures = samples.filter((s) => s.status < 200 || s.status >= 300);
  const bad = failures.filter((s) => !(s.status === 503 && typeof s.message === "string"));
  const failed503 = failures.filter((s) => s.status === 503);
  const tail = samples.filter((s) => firstOk !== null && s.at > firstOk + 1000);
  console.log(
    `    ${samples.length} requests, ${failed503.length} answered 503 during the outage, statuses ${JSON.stringify(Object.fromEntries(Object.entries(samples.reduce((m, s) => ({ ...m, [s.status]: (m[s.status] ?? 0) + 1 }), {}))))}`,
  );
  check(
    "during the outage requests fail with 503 {message} only (no 500, no hang)",
    failures.length > 0 ? bad.length === 0 : true,
    failures.length
      ? `${failed503.length} x 503, other failures: ${JSON.stringify(bad.slice(0, 3))}`
      : "the restart was too quick to observe a failure",
  );
  const windowMs = during.map((s) => s.ms);
  console.log(
    `    latency of all ${during.length} requests around the restart: p50 ${percentile(windowMs, 50)} ms, p99 ${percentile(windowMs, 99)} ms, max ${Math.max(0, ...windowMs)} ms`,
  );
  check("no request hangs: every answer around the restart within 10 s", Math.max(0, ...windowMs) < 10_000, `max ${Math.max(0, ...windowMs)} ms`);
  check(
    "failing requests fail fast (p99 under 5 s)",
    percentile(
      failures.map((s) => s.ms),
      99,
    ) < 5000,
    `p99 ${percentile(
      failures.map((s) => s.ms),
      99,
    )} ms, max ${Math.max(0, ...failures.map((s) => s.ms))} ms over ${during.length} requests in the window`,
  );
  // Outage as the app saw it: from the first failed request to the first success after the last one.
  let outage = 0;
  let recovered = true;
  if (failures.length) {
    const first = Math.min(...failures.map((s) => s.at));
    const last = Math.max(...failures.map((s) => s.at + s.ms));
    const after = samples.filter((s) => s.at >= last && s.status >= 200 && s.status < 300).map((s) => s.at + s.ms);
    recovered = after.length > 0;
    outage = recovered ? Math.min(...after) - first : Infinity;
    console.log(
      `    outage seen by the app: failures for ${last - first} ms, first success ${recovered ? Math.min(...after) - last : "never"} ms after the last failure`,
    );
  }
  check(
    "requests succeed again within 10 s, with no app restart",
    recovered && outage <= 10_000,
    recovered
      ? `${outage} ms from the first failure to the first success after the last one (restart command took ${restartEnded - restartStarted} ms)`
      : "never recovered",
  );
  check(
    "...and keep succeeding",
    tail.length > 0 && tail.every((s) => s.status >= 200 && s.status < 300),
    `${tail.filter((s) => s.status < 300).length}/${tail.length} ok afterwards`,
  );
  check("the app process was never restarted", server.child.exitCode === null);
}

// ---------------------------------------------------------------- 3. killed mid-upload

function slowUpload(baseUrl, founder, totalBytes, onProgress) {
  const boundary = "----raise-ready-faults";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n${founder.companyId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="interrupted.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const url = new URL("/api/files", baseUrl);
  return new Promise((resolve) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: { cookie: founder.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    req.on("response", (res) => resolve({ status: res.statusCode }));
    req.on("error", (error) => resolve({ error: error.message }));
    req.write(Buffer.concat([head, PDF]));
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const timer = setInterval(() => {
      if (sent >= totalBytes || req.destroyed) {
        clearInterval(timer);
        return;
      }
      req.write(chunk);
      sent += chunk.length;
      onProgress(sent);
    }, 20);
  });
}

async function killMidUpload(server, founder, databaseUrl, storageDir) {
  const count = async () =>
    Number((await sql(databaseUrl, `SELECT count(*)::int AS n FROM stored_files WHERE company_id = $1`, [founder.companyId]))[0].n);
  const rowsBefore = await count();
  let killedAt = 0;
  const result = slowUpload(server.baseUrl, founder, 20 * 1024 * 1024, (sent) => {
    if (!killedAt && sent >= 2 * 1024 * 1024) {
      killedAt = sent;
      server.child.kill("SIGKILL");
    }
  });
  const outcome = await withDeadline(30_000, "the interrupted upload", () => result);
  check(
    "the server was killed mid-upload",
    killedAt > 0 && outcome.error !== undefined,
    `after ${(killedAt / 1024 / 1024).toFixed(1)} MB: ${outcome.error ?? outcome.status}`,
  );
  const rowsAfter = await count();
  check("no row was written for the interrupted upload", rowsAfter === rowsBefore, `rows ${rowsBefore} -> ${rowsAfter}`);
  const nowhere = await rowsPointingNowhere(databaseUrl, storageDir, founder.companyId);
  check("every row points at a complete file of its recorded size", nowhere.length === 0, nowhere.length ? JSON.stringify(nowhere) : "");
  const keys = new Set(
    (await sql(databaseUrl, `SELECT storage_key FROM stored_files WHERE company_id = $1`, [founder.companyId])).map((r) => r.storage_key),
  );
  const partial = storageFiles(storageDir).filter((f) => !keys.has(f.name));
  console.log(
    `    unreferenced leftovers in the upload directory: ${partial.length ? partial.map((f) => `${f.name} (${f.size} bytes)`).join(", ") : "none"}`,
  );
  check(
    "any partial bytes are only a temp file no row can reference",
    partial.every((f) => f.name.startsWith(".") && f.name.endsWith(".tmp")),
    partial.map((f) => f.name).join(", "),
  );
}

// ---------------------------------------------------------------- main

async function main() {
  console.log("Fault tests: disk full, PostgreSQL restart under load, server killed mid-upload");
  if (process.getuid?.() !== 0) console.log("  (not root: mount and pg_ctlcluster may fail)");
  ensureBuild();
  if (!check("PostgreSQL answers on 127.0.0.1:5432", await ensurePostgres())) return;
  const db = await createDatabase("raise_ready_faults");
  const scratch = tempDir("raise-ready-faults-");
  const storageDir = path.join(scratch, "uploads");
  const plainDir = path.join(scratch, "uploads-plain");
  mkdirSync(storageDir);
  mkdirSync(plainDir);
  const mount = spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", storageDir], { encoding: "utf8" });
  let server;
  try {
    check("a 1 MB tmpfs is mounted as STORAGE_DIR", mount.status === 0, mount.stderr?.trim());
    await withDeadline(5 * 60_000, "the fault tests", async () => {
      server = await startServer({ port: PORT, databaseUrl: db.url, storageDir });
      const founder = await signUp(server.baseUrl, "faults");
      founder.companyId = (await createCompany(server.baseUrl, founder, "Faults Inc")).id;
      const task = await taskWithDocuments(server.baseUrl, founder);

      if (mount.status === 0) await diskFull(server, founder, db.url, storageDir);
      await postgresRestart(server, founder, task);
      // The interrupted upload needs more room than the 1 MB tmpfs: a second server, on plain disk.
      await stopServer(server);
      server = await startServer({ port: PORT, databaseUrl: db.url, storageDir: plainDir });
      const second = await signUp(server.baseUrl, "killed");
      second.companyId = (await createCompany(server.baseUrl, second, "Killed Inc")).id;
      const kept = await uploadPdf(server.baseUrl, second, second.companyId, pdfOfSize(64 * 1024), "kept.pdf");
      check("an upload before the kill is stored", kept.status === 201, `${kept.status}`);
      await killMidUpload(server, second, db.url, plainDir);
    });
  } catch (error) {
    check(
      "fault tests ran to the end",
      false,
      `${error.message} ${error.cause?.message ?? ""} ${error.stack?.split("\n").slice(1, 4).join(" ") ?? ""}`,
    );
    if (server) console.log(server.log().slice(-3000));
  } finally {
    await stopServer(server);
    // Whatever happened above, PostgreSQL is left running.
    if (!(await pgReady())) await ensurePostgres(30_000);
    check("PostgreSQL is left running", await pgReady());
    spawnSync("umount", [storageDir]);
    await dropDatabase(db.name).catch((error) => console.error("drop database:", error.message));
    removeDir(scratch);
  }
}

await main();
finish("faults");
