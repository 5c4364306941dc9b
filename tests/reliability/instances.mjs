#!/usr/bin/env node
// Instances that start together (npm run test:instances):
//   1. four production server instances (scripts/server.mjs) at once on a fresh PostgreSQL database: all four serve `/`,
//      /api/health and a signed-in API call within 30 s, and the checklist rows exist once;
//   2. a founder uploads files onto three documents of a task and shares one of them;
//   3. the instances stop, the checklist changes (a task is added; in the founder's task a line is
//      inserted at the top and the second line moves to the end - through CHECKLIST_OVERRIDE_FILE,
//      which only tests set), four instances start again at once: all serve within 30 s, the rows
//      exist once, and every upload (and the shared item) is on its own document line.
// Bounded to 5 minutes; prints "N passed, N failed" (and a TEST_RESULTS_DIR file for CI).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
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
  PDF,
  removeDir,
  root,
  signUp,
  sleep,
  sql,
  tempDir,
  uploadPdf,
  withDeadline,
} from "./support.mjs";
import { documentLines, rowsOnce, storedChecklist } from "./checklist-rows.mjs";

const BASE_PORT = Number(process.env.INSTANCES_PORT ?? 3421);
const COUNT = 4;
const SERVE_WITHIN_MS = 30_000;
const serverEntry = path.join(root, "scripts", "server.mjs");
const secret = randomBytes(32).toString("base64");

/** CPU seconds a process has used (Linux /proc), to tell a slow start from a starved one. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Spawns one production server (scripts/server.mjs, what `npm start` serves through); resolves with the time until it served `/`, /api/health and the API. */
function startInstance(index, { databaseUrl, storageDir, env }) {
  const port = BASE_PORT + index;
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, [serverEntry, "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: storageDir,
      NEXTAUTH_SECRET: secret,
      NEXTAUTH_URL: baseUrl,
      ...env,
    },
  });
  let log = "";
  child.stdout.on("data", (d) => (log = (log + d).slice(-20_000)));
  child.stderr.on("data", (d) => (log = (log + d).slice(-20_000)));
  const instance = { index, baseUrl, child, log: () => log, servedAfter: null, statuses: {} };
  instance.ready = (async () => {
    while (Date.now() - started < SERVE_WITHIN_MS) {
      if (child.exitCode !== null) break;
      try {
        const [home, health] = await Promise.all([fetch(`${baseUrl}/`), fetch(`${baseUrl}/api/health`)]);
        instance.statuses = { home: home.status, health: health.status };
        await Promise.all([home.arrayBuffer(), health.arrayBuffer()]);
        if (home.status === 200 && health.status === 200) {
          instance.servedAfter = Date.now() - started;
          instance.cpu = cpuSeconds(child.pid);
          return instance;
        }
      } catch {
        /* not listening yet */
      }
      await sleep(250);
    }
    return instance;
  })();
  return instance;
}

async function stopInstance(instance) {
  if (!instance || instance.child.exitCode !== null) return;
  instance.child.kill("SIGTERM");
  const until = Date.now() + 5000;
  while (instance.child.exitCode === null && Date.now() < until) await sleep(100);
  if (instance.child.exitCode === null) instance.child.kill("SIGKILL");
}

/** Starts COUNT instances at the same moment and checks they all serve within 30 s. */
async function startAll(round, options, running) {
  const instances = Array.from({ length: COUNT }, (_, i) => startInstance(i, options));
  running.push(...instances);
  await Promise.all(instances.map((i) => i.ready));
  const slow = instances.filter((i) => i.servedAfter === null);
  const times =
    instances.map((i) => (i.servedAfter === null ? "never" : `${(i.servedAfter / 1000).toFixed(1)} s (${i.cpu ?? "?"} s CPU)`)).join(", ") +
    `; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`;
  check(`${round}: all ${COUNT} instances started at once serve / and /api/health within 30 s`, slow.length === 0, times);
  for (const instance of slow) {
    console.log(`--- instance ${instance.index} (last statuses ${JSON.stringify(instance.statuses)}):\n${instance.log().slice(-3000)}`);
  }
  return instances;
}

/** Every instance answers a signed-in API call (no instance is left answering 500). */
async function apiOnEvery(round, instances, founder) {
  const statuses = await Promise.all(instances.map(async (i) => (await api(i.baseUrl, "GET", "/api/phases", { cookie: founder.cookie })).status));
  check(
    `${round}: every instance answers the API (GET /api/phases) with 200`,
    statuses.every((s) => s === 200),
    statuses.join(", "),
  );
}

async function main() {
  if (!check("PostgreSQL answers on 127.0.0.1:5432", await ensurePostgres())) return;
  ensureBuild();
  const db = await createDatabase("raise_ready_instances");
  const storageDir = tempDir("raise-ready-instances-uploads-");
  const overrideDir = tempDir("raise-ready-instances-checklist-");
  const running = [];
  try {
    await withDeadline(5 * 60_000, "the instances test", async () => {
      // ---- 1. four at once on a fresh database
      let instances = await startAll("fresh database", { databaseUrl: db.url, storageDir, env: {} }, running);
      const taskCount = await rowsOnce("fresh database", db.url);
      const founder = await signUp(instances[0].baseUrl, "instances");
      await apiOnEvery("fresh database", instances, founder);

      // ---- 2. uploads on three documents of a task (through different instances), one shared
      const companyId = (await createCompany(instances[1].baseUrl, founder, "Instances Inc")).id;
      const [task] = await sql(
        db.url,
        `SELECT id::text AS id, slug, description FROM tasks t
         WHERE (SELECT count(*) FROM regexp_split_to_table(t.description, E'\\n') AS l WHERE l ~ '^\\s*[-•]') >= 4
         ORDER BY slug LIMIT 1`,
      );
      const lines = documentLines(task.description);
      const fileByLine = {};
      const documents = {};
      for (const index of [0, 1, 2]) {
        const bytes = Buffer.concat([PDF, Buffer.from(`% line ${index}\n`)]);
        const upload = await uploadPdf(instances[index].baseUrl, founder, companyId, bytes, `line-${index}.pdf`);
        const key = `${task.id}-doc-${index}`;
        fileByLine[lines[index]] = upload.data.id;
        documents[key] = {
          id: key,
          name: lines[index],
          completed: true,
          fileUrl: `/api/files/${upload.data.id}`,
          fileName: `line-${index}.pdf`,
          uploadedAt: new Date().toISOString(),
        };
      }
      const saved = await api(instances[3].baseUrl, "POST", "/api/progress", {
        cookie: founder.cookie,
        json: { companyId, taskId: task.id, documents },
      });
      const space = await api(instances[2].baseUrl, "POST", "/api/shared-spaces", {
        cookie: founder.cookie,
        json: {
          companyId,
          name: "Instances room",
          items: [{ itemType: "document", itemId: `${task.id}-doc-0`, taskId: task.id }],
          // Visited with an email alone and its bytes compared: not the secure defaults.
          requireVerification: false,
          allowDownloads: true,
          watermark: false,
        },
      });
      check(
        "three uploads saved on documents 0-2 and document 0 shared",
        saved.status === 200 && space.status === 201,
        `progress ${saved.status}, space ${space.status}`,
      );

      // ---- 3. stop, change the checklist, four at once again
      await Promise.all(running.splice(0).map(stopInstance));
      const changed = await storedChecklist(db.url);
      const phase = changed[0];
      phase.tasks.push({ ...phase.tasks[0], slug: `${phase.slug}-instances-added-task`, title: "A task added between two starts", order: 9999 });
      const target = changed.flatMap((p) => p.tasks).find((t) => t.slug === task.slug);
      const explanation = target.description.split("\n").filter((l) => !/^\s*[-•]/.test(l));
      // Line 0 moves down by one, line 1 moves to the end; the shared item (line 0) must follow.
      const newLines = ["A document line inserted at the top between two starts", lines[0], ...lines.slice(2), lines[1]];
      target.description = [...explanation, ...newLines.map((l) => `- ${l}`)].join("\n");
      const overrideFile = path.join(overrideDir, "checklist.json");
      writeFileSync(overrideFile, JSON.stringify(changed));

      instances = await startAll("changed checklist", { databaseUrl: db.url, storageDir, env: { CHECKLIST_OVERRIDE_FILE: overrideFile } }, running);
      await rowsOnce("changed checklist", db.url, taskCount + 1);
      await apiOnEvery("changed checklist", instances, founder);

      const progress = await api(instances[0].baseUrl, "GET", `/api/company/${companyId}/progress`, { cookie: founder.cookie });
      const row = (progress.data?.data ?? []).find((r) => r.taskId === task.id);
      const misplaced = Object.entries(fileByLine).filter(([line, fileId]) => {
        const key = `${task.id}-doc-${newLines.indexOf(line)}`;
        return row?.documents?.[key]?.fileUrl !== `/api/files/${fileId}`;
      });
      const stray = Object.keys(row?.documents ?? {}).filter(
        (key) => !Object.keys(fileByLine).some((line) => key === `${task.id}-doc-${newLines.indexOf(line)}`),
      );
      check(
        "every upload is on its own document line after the change",
        row && misplaced.length === 0 && stray.length === 0,
        misplaced.length || stray.length ? JSON.stringify({ misplaced, stray }) : `${Object.keys(fileByLine).length} files followed their lines`,
      );
      const items = await sql(db.url, `SELECT item_id FROM shared_space_items WHERE item_type = 'document'`);
      const sharedKey = `${task.id}-doc-${newLines.indexOf(lines[0])}`;
      check(
        "the shared document item follows its line",
        items.length === 1 && items[0].item_id === sharedKey,
        items.map((i) => i.item_id).join(", "),
      );
      const files = await Promise.all(
        instances.map(async (i) => (await fetch(`${i.baseUrl}/api/files/${fileByLine[lines[0]]}`, { headers: { cookie: founder.cookie } })).status),
      );
      check(
        "the moved file opens on every instance",
        files.every((s) => s === 200),
        files.join(", "),
      );
    });
  } catch (error) {
    check("the instances test ran to the end", false, error.message);
    for (const instance of running) console.log(`--- instance ${instance.index}:\n${instance.log().slice(-2000)}`);
  } finally {
    await Promise.all(running.map(stopInstance));
    await dropDatabase(db.name).catch(() => undefined);
    removeDir(storageDir);
    removeDir(overrideDir);
  }
}

await main();
finish("instances");
process.exit(process.exitCode ?? 0);
