/**
 * `npm run bench` (tsx bench/run.ts): builds into .next-bench, then for PostgreSQL and PGlite: one
 * database per data size (1x, 4x) seeded before its server starts (bench/seed.ts), a `next start`
 * on each, queries per request counted on the idle servers, every endpoint load-tested with
 * autocannon on the two servers in turn; then the flood, upload (bench/upload.ts) and PDF viewer
 * (bench/pdf-viewer.ts) scenarios;
 * writes docs/PERFORMANCE.md and docs/PERFORMANCE.json.
 * Options: --quick (short smoke run, written to a temp dir unless --out), --skip-build,
 * --keep-build, --db=postgres,pglite, --scales=1,4, --duration=10, --warmup=3, --connections=50,
 * --lighthouse-runs=3 (0 = none), --out=<file>, --render-only (rewrite the markdown from the last run's JSON).
 * BENCH_POSTGRES_URL overrides the local server URL.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/lib/db";
import { firstLoadJs, htmlScriptBytes } from "./bundle";
import { describeFlood, flood } from "./flood";
import { describeUpload, uploadBench } from "./upload";
import { describeLanding, landingBench } from "./landing";
import { pdfViewerBench } from "./pdf-viewer";
import { describePdfViewer } from "./pdf-viewer-report";
import { lighthouse } from "./lighthouse";
import { countQueriesStable, load, probeQueries, type Endpoint } from "./load";
import { machine } from "./machine";
import { renderMarkdown } from "./report";
import { benchEndpoints } from "./endpoints";
import { seedBench, type BenchFixture } from "./seed";
import { build, createPostgresDatabase, PG_SERVER, postgresVersion, ROOT, signIn, startServer, type Server } from "./server";
import { evaluate } from "./targets";
import type { BenchReport, DbKind, EndpointRun, HtmlFirstLoad, ScaleRun } from "./types";

const args = new Map(
  process.argv.slice(2).map((a) => (a.includes("=") ? (a.replace(/^--/, "").split("=", 2) as [string, string]) : [a.replace(/^--/, ""), "1"])),
);
const quick = args.has("quick");
const opt = (name: string, fallback: number) => Number(args.get(name) ?? fallback);
const options = {
  duration: opt("duration", quick ? 2 : 10),
  warmup: opt("warmup", quick ? 1 : 3),
  connections: opt("connections", quick ? 10 : 50),
  lighthouseRuns: opt("lighthouse-runs", quick ? 1 : 3),
  quick,
};
const dbs = (args.get("db") ?? "postgres,pglite").split(",") as DbKind[];
const scales = (args.get("scales") ?? "1,4").split(",").map(Number);
const DIST = ".next-bench";
const out = args.get("out") ?? (quick ? path.join(os.tmpdir(), "raise-ready-bench.md") : path.join(ROOT, "docs", "PERFORMANCE.md"));
const SECRET = randomBytes(32).toString("base64url");
const cleanups: (() => Promise<void> | void)[] = [];

async function prepare(db: DbKind): Promise<{ env: Record<string, string>; seed: (scale: number) => Promise<BenchFixture> }> {
  if (db === "postgres") {
    const name = `raise_ready_bench_${process.pid}_${randomBytes(3).toString("hex")}`;
    const { url, drop } = await createPostgresDatabase(PG_SERVER, name);
    cleanups.push(drop);
    return { env: { DATABASE_URL: url }, seed: (scale) => seedInto({ kind: "postgres", url }, scale) };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "raise-ready-bench-pglite-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const dataDir = path.join(dir, "pglite");
  return {
    env: { DATABASE_URL: "", PGLITE_DATA_DIR: dataDir, STORAGE_DIR: path.join(dir, "uploads") },
    seed: (scale) => seedInto({ kind: "pglite", dataDir }, scale),
  };
}

/** Seeds with the server stopped (PGlite is single-process; Postgres gets the same treatment). */
async function seedInto(target: Parameters<typeof openDatabase>[0], scale: number): Promise<BenchFixture> {
  const database = await openDatabase(target);
  try {
    return await seedBench(database.prisma, scale);
  } finally {
    await database.close();
  }
}

interface Pass {
  run: ScaleRun;
  list: Endpoint[];
  server: Server;
}

/** Signs in and counts each endpoint's queries on the idle server; pages that 404 are left out. */
async function probe(db: DbKind, scale: number, server: Server, fixture: BenchFixture, seedSeconds: number, notes: string[]): Promise<Pass> {
  const cookie = await signIn(server.baseUrl, fixture.email, fixture.password);
  const list: Endpoint[] = [];
  const runs: EndpointRun[] = [];
  for (const e of benchEndpoints(fixture, cookie)) {
    const queries = await countQueriesStable(server.baseUrl, e);
    // A page another change has not shipped yet is left out (and said so); anything else failing stops the run.
    if (queries.status === 404 && e.kind === "page") {
      notes.push(`${db} ${scale}x: ${e.name} answered 404 and was not measured.`);
      continue;
    }
    if (queries.status >= 400) throw new Error(`${e.name} answers ${queries.status} before the load\n${server.log().slice(-3000)}`);
    list.push(e);
    runs.push({ name: e.name, kind: e.kind, status: queries.status, queries });
  }
  const batchOne = await probeQueries(server.baseUrl, {
    name: "batch 1",
    kind: "read",
    path: `/api/company/${fixture.companyId}/phases/progress/batch?phaseIds=${fixture.phaseIds[0]}`,
    headers: { cookie },
  });
  const run: ScaleRun = {
    db,
    scale,
    counts: fixture.counts,
    seedSeconds,
    endpoints: runs,
    batchOnePhase: batchOne,
    loadAverage: [os.loadavg()[0], NaN],
  };
  return { run, list, server };
}

/**
 * Loads every endpoint on every scale's server in turn (1x then 4x, the next endpoint 4x then 1x),
 * so drift in the machine's load hits both sizes alike instead of whichever pass ran second.
 */
async function loadInterleaved(passes: Pass[]) {
  const names = passes[0].list.map((e) => e.name);
  // A warm-up round first, unmeasured: every endpoint on every server. Without it the pass's first
  // figures met servers (and a database) still settling after the seeds and the probes: on
  // 2026-11-28 the first bare handler ran at 470 req/s, the same handler on the other server right
  // after it at 904, and 892 at the pass's end.
  if (options.warmup > 0)
    for (const p of passes) for (const e of p.list) await load(p.server.baseUrl, e, { ...options, duration: options.warmup, warmup: 0 });
  for (const [i, name] of names.entries()) {
    const order = i % 2 === 0 ? passes : [...passes].reverse();
    for (const p of order) {
      const at = p.list.findIndex((e) => e.name === name);
      if (at < 0) continue;
      process.stdout.write(`  [${p.run.db} ${p.run.scale}x] ${name} ... `);
      const result = await load(p.server.baseUrl, p.list[at], options);
      p.run.endpoints[at].load = result;
      console.log(`${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${result.non2xx ? `, ${result.non2xx} non-2xx` : ""}`);
    }
  }
  for (const p of passes) p.run.loadAverage[1] = os.loadavg()[0];
}

async function htmlFirstLoad(baseUrl: string, fixture: BenchFixture): Promise<HtmlFirstLoad[]> {
  const pages = [
    { route: "/", path: "/" },
    { route: "/shared/[accessCode]", path: `/shared/${fixture.accessCode}` },
  ];
  const result: HtmlFirstLoad[] = [];
  for (const p of pages) {
    const html = await (await fetch(`${baseUrl}${p.path}`)).text();
    const scripts = htmlScriptBytes(path.join(ROOT, DIST), html);
    result.push({ ...p, files: scripts.files.length, gzipBytes: scripts.gzipBytes });
  }
  return result;
}

async function main() {
  if (args.has("render-only")) {
    // Re-renders the markdown from the JSON of the last run (after a change to bench/report.ts's text).
    const { targets: _targets, ...saved } = JSON.parse(readFileSync(out.replace(/\.md$/, "") + ".json", "utf8")) as BenchReport & {
      targets: unknown;
    };
    void _targets;
    write(saved);
    console.log(`[bench] re-rendered ${out} from its JSON`);
    return;
  }
  const startedAt = new Date().toISOString();
  const pgVersion = dbs.includes("postgres") ? await postgresVersion(PG_SERVER) : "not measured";
  const report: BenchReport = {
    startedAt,
    finishedAt: "",
    command: `${process.env.npm_lifecycle_event === "bench" ? "npm run bench" : "npx tsx bench/run.ts"}${process.argv.length > 2 ? `${process.env.npm_lifecycle_event === "bench" ? " --" : ""} ${process.argv.slice(2).join(" ")}` : ""}`,
    options,
    machine: machine(pgVersion),
    buildSeconds: null,
    bundles: [],
    htmlFirstLoad: [],
    lighthouse: [],
    runs: [],
    notes: [],
  };
  if (!(args.has("skip-build") && existsSync(path.join(ROOT, DIST, "BUILD_ID")))) report.buildSeconds = build(DIST);
  if (!args.has("keep-build")) cleanups.push(() => rmSync(path.join(ROOT, DIST), { recursive: true, force: true }));
  report.bundles = firstLoadJs(path.join(ROOT, DIST));
  let port = 3900 + (process.pid % 80);
  for (const db of dbs) {
    // One database and one server per data size, both up at once, loaded in turn.
    const passes: Pass[] = [];
    try {
      for (const scale of scales) {
        const { env, seed } = await prepare(db);
        const started = Date.now();
        const fixture = await seed(scale);
        const seedSeconds = (Date.now() - started) / 1000;
        console.log(`[bench] ${db} ${scale}x seeded in ${seedSeconds.toFixed(0)} s: ${JSON.stringify(fixture.counts)}`);
        const server = await startServer(DIST, port++, { ...env, NEXTAUTH_SECRET: SECRET });
        cleanups.push(() => server.stop());
        passes.push(await probe(db, scale, server, fixture, seedSeconds, report.notes));
        if (db === dbs[0] && scale === scales[0]) report.htmlFirstLoad = await htmlFirstLoad(server.baseUrl, fixture);
      }
      await loadInterleaved(passes);
      report.runs.push(...passes.map((p) => p.run));
      const first = passes[0];
      if (db === dbs[0] && options.lighthouseRuns > 0) {
        for (const other of passes.slice(1)) await other.server.stop();
        const code = first.list.find((e) => e.name === "page /shared/{code}")?.path ?? "/";
        for (const p of ["/", code]) {
          console.log(`[bench] lighthouse ${p} x${options.lighthouseRuns}`);
          report.lighthouse.push(lighthouse(`${first.server.baseUrl}${p}`, options.lighthouseRuns));
        }
      }
    } finally {
      for (const p of passes) await p.server.stop();
    }
    // Written after each database too, so a run stopped half-way still leaves its figures.
    write({ ...report, finishedAt: `${new Date().toISOString()} (${db} done)` });
  }
  report.notes.push(describeFlood(await flood({ distDir: DIST, port: port++, rounds: quick ? 3 : 10 })));
  // 20 MB uploads on both storage drivers, the S3 path against a raw PUT, app CPU per upload.
  report.notes.push(describeUpload(await uploadBench({ distDir: DIST, port: port++, storePort: port++, rounds: quick ? 1 : 9 })));
  // A 100-page, 20 MB PDF's first page in our viewer vs Chromium's own, side by side; pdf.js on demand.
  report.pdfViewer = await pdfViewerBench({ distDir: DIST, port: port++, rounds: quick ? 1 : 3 });
  report.notes.push(describePdfViewer(report.pdfViewer));
  // The prerendered landing page against a bare static page answering the same bytes (two ports).
  report.notes.push(describeLanding(await landingBench({ distDir: DIST, port, rounds: 3, options })));
  port += 2;
  report.finishedAt = new Date().toISOString();
  const targets = write(report);
  for (const t of targets) console.log(`${t.pass === null ? "n/a " : t.pass ? "PASS" : "FAIL"}  ${t.target}: ${t.value}`);
  console.log(`\n[bench] wrote ${out}`);
}

function write(report: BenchReport) {
  const targets = evaluate(report);
  writeFileSync(out, renderMarkdown(report, targets));
  writeFileSync(out.replace(/\.md$/, "") + ".json", JSON.stringify({ ...report, targets }, null, 1));
  return targets;
}

async function cleanup() {
  for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch((e) => console.error("[bench] cleanup:", e));
  cleanups.length = 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void cleanup().then(() => process.exit(130)));
main()
  .then(cleanup)
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
