#!/usr/bin/env node
// Load test (npm run test:load): `next start` on a fresh PostgreSQL database, then
//   1. 50 concurrent visitors on one shared space (data + file) and 20 concurrent founders saving
//      progress, together for LOAD_SECONDS (default 60): 0 errors, p99 reported;
//   2. 200 concurrent conflicting saves of one task's progress: every answer 200 or 409, and the
//      final row is what applying the saves one after another gives (saves are patches of
//      what changed): the last one's notes, priority and every document it names, and every other
//      document exactly as some save wrote it (no torn or invented entry).
// Bounded to 5 minutes; prints "N passed, N failed" and exits non-zero on failure.
import autocannon from "autocannon";
import {
  api,
  check,
  createCompany,
  createDatabase,
  dropDatabase,
  ensureBuild,
  ensurePostgres,
  finish,
  removeDir,
  signUp,
  startServer,
  stopServer,
  taskWithDocuments,
  tempDir,
  uploadPdf,
  withDeadline,
} from "./support.mjs";

const PORT = Number(process.env.LOAD_PORT ?? 3391);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const VISITORS = 50;
const FOUNDERS = 20;
const CONFLICTS = 200;

function documentsFor(task, variant) {
  const lines = (task.description ?? "").split("\n").filter((l) => /^\s*[-•]/.test(l));
  const docs = {};
  // Each variant marks a different subset of the task's documents (never the same map twice in a row).
  lines.forEach((_line, index) => {
    if ((variant >> index) & 1 || index === variant % lines.length) {
      const key = `${task.id}-doc-${index}`;
      docs[key] = {
        id: key,
        name: `Doc ${index}`,
        completed: true,
        fileUrl: `https://example.com/v${variant}/d${index}`,
        fileName: "Link attached",
        uploadedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, variant % 60)).toISOString(),
      };
    }
  });
  return docs;
}

/** JSON with sorted keys: jsonb does not keep the key order it was given. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

function summary(result) {
  const { latency, requests, errors, timeouts, non2xx } = result;
  return `${requests.total} requests, ${requests.average.toFixed(0)} req/s, latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms; errors ${errors}, timeouts ${timeouts}, non-2xx ${non2xx}`;
}

async function mixedLoad(baseUrl, owner, founders, task) {
  let visitorN = 0;
  const visitors = autocannon({
    url: baseUrl,
    connections: VISITORS,
    duration: SECONDS,
    timeout: 30,
    requests: [
      {
        method: "GET",
        setupRequest(req, context) {
          // autocannon resets the context every cycle, so visitors are drawn from a fixed pool of 50.
          context.n = (visitorN++ % VISITORS) + 1;
          // Fifty different people (addresses), each opening the space and then its file.
          return {
            ...req,
            path: `/api/shared/${owner.accessCode}?email=visitor${context.n}%40fund.example`,
            headers: { "x-forwarded-for": `198.18.${context.n % 250}.${(context.n * 7) % 250}` },
          };
        },
        onResponse(status, body, context) {
          if (status === 200) context.token = JSON.parse(body).visitorToken;
        },
      },
      {
        method: "GET",
        setupRequest(req, context) {
          // The token rides only in the visitor cookie, as a browser sends it (never in the URL).
          const cookie = `shared_visitor=${context.token ?? ""}`;
          return {
            ...req,
            path: `/api/shared/${owner.accessCode}/files/${owner.fileId}`,
            headers: { "x-forwarded-for": `198.18.${context.n % 250}.${(context.n * 7) % 250}`, cookie },
          };
        },
      },
    ],
  });
  let save = 0;
  const saves = autocannon({
    url: baseUrl,
    connections: FOUNDERS,
    duration: SECONDS,
    timeout: 30,
    requests: [
      {
        method: "POST",
        setupRequest(req) {
          const i = save++;
          const founder = founders[i % founders.length];
          return {
            ...req,
            path: "/api/progress",
            headers: { "content-type": "application/json", cookie: founder.cookie },
            body: JSON.stringify({
              companyId: founder.companyId,
              taskId: task.id,
              priority: ["high", "medium", "low"][i % 3],
              notes: `save ${i}`,
              documents: documentsFor(task, i % 8),
            }),
          };
        },
      },
    ],
  });
  return Promise.all([visitors, saves]);
}

async function conflictingSaves(baseUrl, founder, task) {
  const submitted = Array.from({ length: CONFLICTS }, (_, i) => ({
    companyId: founder.companyId,
    taskId: task.id,
    priority: ["high", "medium", "low"][i % 3],
    notes: `conflict ${i}`,
    documents: documentsFor(task, i),
  }));
  const started = Date.now();
  const answers = await Promise.all(submitted.map((body) => api(baseUrl, "POST", "/api/progress", { cookie: founder.cookie, json: body })));
  const elapsed = Date.now() - started;
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const list = await api(baseUrl, "GET", `/api/company/${founder.companyId}/progress`, { cookie: founder.cookie });
  const row = list.data.data.find((r) => r.taskId === task.id);
  const answered = answers.filter((a) => a.status === 200).map((a) => a.data.notes);
  return { statuses, elapsed, row, serialized: appliedInSomeOrder(submitted, row), answeredWinner: row && answered.includes(row.notes) };
}

/**
 * Whether the stored row can be the result of the saves applied one at a time: the last one
 * (the winner, found by its notes) wrote its priority and every document it names; each other
 * stored document is exactly one some save sent for that key.
 */
function appliedInSomeOrder(submitted, row) {
  const winner = row && submitted.find((s) => s.notes === row.notes);
  if (!winner || row.priority !== winner.priority) return false;
  const stored = row.documents ?? {};
  for (const [key, doc] of Object.entries(winner.documents)) {
    if (canonical(stored[key]) !== canonical(doc)) return false;
  }
  return Object.entries(stored).every(([key, doc]) => submitted.some((s) => s.documents[key] && canonical(s.documents[key]) === canonical(doc)));
}

async function main() {
  console.log(`Load test: ${VISITORS} visitors + ${FOUNDERS} founders for ${SECONDS} s, then ${CONFLICTS} conflicting saves`);
  ensureBuild();
  if (!check("PostgreSQL answers on 127.0.0.1:5432", await ensurePostgres())) return;
  const db = await createDatabase("raise_ready_load");
  const storageDir = tempDir("raise-ready-load-uploads-");
  let server;
  try {
    await withDeadline(5 * 60_000, "the load test", async () => {
      server = await startServer({ port: PORT, databaseUrl: db.url, storageDir });
      const { baseUrl } = server;

      const owner = await signUp(baseUrl, "owner");
      owner.companyId = (await createCompany(baseUrl, owner, "Load Owner Inc")).id;
      const task = await taskWithDocuments(baseUrl, owner);
      owner.fileId = (await uploadPdf(baseUrl, owner, owner.companyId)).data.id;
      const key = `${task.id}-doc-0`;
      const doc = {
        id: key,
        name: "Doc 0",
        completed: true,
        fileUrl: `/api/files/${owner.fileId}`,
        fileName: "deck.pdf",
        uploadedAt: new Date().toISOString(),
      };
      const saved = await api(baseUrl, "POST", "/api/progress", {
        cookie: owner.cookie,
        json: { companyId: owner.companyId, taskId: task.id, notes: "shared", documents: { [key]: doc } },
      });
      const space = await api(baseUrl, "POST", "/api/shared-spaces", {
        cookie: owner.cookie,
        json: {
          companyId: owner.companyId,
          name: "Load room",
          // Visited with an email alone and its bytes compared: not the secure defaults.
          requireVerification: false,
          allowDownloads: true,
          watermark: false,
          items: [
            { itemType: "task", itemId: task.id },
            { itemType: "document", itemId: key, taskId: task.id },
          ],
        },
      });
      owner.accessCode = space.data.accessCode;
      if (!check("set-up: owner, file, progress and a shared space", saved.status === 200 && space.status === 201 && owner.fileId)) return;

      const founders = [];
      for (let i = 0; i < FOUNDERS; i++) {
        const founder = await signUp(baseUrl, `founder${i}`);
        founder.companyId = (await createCompany(baseUrl, founder, `Founder ${i} Inc`)).id;
        founders.push(founder);
      }

      const [visitors, saves] = await mixedLoad(baseUrl, owner, founders, task);
      const visitorErrors = visitors.errors + visitors.timeouts + visitors.non2xx;
      const saveErrors = saves.errors + saves.timeouts + saves.non2xx;
      check(
        `${VISITORS} concurrent visitors on one shared space, ${SECONDS} s: 0 errors`,
        visitorErrors === 0 && visitors.requests.total > 0,
        summary(visitors),
      );
      check(`${FOUNDERS} concurrent founders saving progress, ${SECONDS} s: 0 errors`, saveErrors === 0 && saves.requests.total > 0, summary(saves));
      const views = (await api(baseUrl, "GET", "/api/shared-spaces", { cookie: owner.cookie })).data.data[0];
      const logs = (await api(baseUrl, "GET", `/api/shared-spaces/${views.id}/access-logs`, { cookie: owner.cookie })).data;
      check(
        "every visitor was logged once (one access row per email)",
        logs.length === VISITORS,
        `${logs.length} access rows, viewCount ${views.viewCount}`,
      );

      const conflict = await conflictingSaves(baseUrl, founders[0], task);
      const unexpected = Object.keys(conflict.statuses).filter((s) => s !== "200" && s !== "409");
      check(
        `${CONFLICTS} concurrent conflicting saves: every answer 200 or 409`,
        unexpected.length === 0,
        `${JSON.stringify(conflict.statuses)} in ${conflict.elapsed} ms`,
      );
      check(
        "the final row is the saves applied one after another (the last one's values, no torn document)",
        conflict.serialized && conflict.answeredWinner,
        conflict.row ? `winner "${conflict.row.notes}", completed ${conflict.row.completed}` : "no row",
      );
    });
  } catch (error) {
    check("load test ran to the end", false, error.message);
    if (server) console.log(server.log().slice(-3000));
  } finally {
    await stopServer(server);
    await dropDatabase(db.name).catch((error) => console.error("drop database:", error.message));
    removeDir(storageDir);
  }
}

await main();
finish("load");
