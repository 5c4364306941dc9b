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
  check,
  createCompany,
  createDatabase,
  dropDatabase,
  ensureBuild,
  ensurePostgres,
  finish,
  pgReady,
  removeDir,
  signUp,
  sql,
  startServer,
  stopServer,
  taskWithDocuments,
  tempDir,
  uploadPdf,
  withDeadline,
  PDF,
} from "./support.mjs";
import { postgresRestart } from "./fault-postgres-restart.mjs";

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

// ---------------------------------------------------------------- 2. PostgreSQL restart: ./fault-postgres-restart.mjs

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
