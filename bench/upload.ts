/**
 * The upload figures (direct to storage and through the app): a 20 MB file through the app's upload flow (POST /api/files/uploads,
 * PUT, POST .../complete) on both storage drivers, in MB/s; on the S3 path, the ratio to a raw PUT
 * of the same bytes to the same S3 server (target >= 80%); and the app process's CPU time per
 * upload on both paths (/proc utime + stime of the server process).
 * Alone: `npx tsx bench/upload.ts [--skip-build] [--dist=.next] [--rounds=9] [--port=3349] [--store-port=3350] [--db=postgres|pglite]`;
 * `npm run bench` runs it at the end. The store is s3rver (npm) on loopback, as in the tests, in a
 * process of its own. The database is PostgreSQL (BENCH_POSTGRES_URL, else the local server) as in
 * the deployment the S3 driver is for (S3_BUCKET + DATABASE_URL), for both drivers; PGlite
 * when no server answers or with --db=pglite. The report line names which.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startStore } from "./s3-store";
import { build, createPostgresDatabase, PG_SERVER, postgresVersion, ROOT, signIn, startServer, type Server } from "./server";
import { median } from "./stats";

const MB = 1024 * 1024;
type Bytes = Uint8Array<ArrayBuffer>;
const SIZE = 20 * MB;
const BUCKET = "raise-ready-bench";

export interface UploadPathResult {
  driver: "local" | "s3";
  mbPerSecond: number;
  /** CPU seconds the app process spent per upload (start + bytes if any + complete). */
  appCpuSecondsPerUpload: number;
  /** Bytes of request bodies the app received per upload. */
  appBodyBytesPerUpload: number;
  /** Median milliseconds of each step: the declaration (POST), the bytes (PUT), the completion (POST). */
  stepsMs: { start: number; put: number; complete: number };
}

export interface UploadBenchResult {
  paths: UploadPathResult[];
  rawPutMbPerSecond: number;
  /** S3 path MB/s / raw PUT MB/s (the medians of all rounds). */
  ratio: number;
  /** The same ratio round by round (each round's upload and raw PUT ran back to back): median, lowest, highest. */
  pairedRatio: { median: number; min: number; max: number };
  pass: boolean;
  rounds: number;
  db: "postgres" | "pglite";
  /** The machine's 1-minute load average before and after (other work on the machine skews both paths). */
  load: [number, number];
}

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime + stime, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function json(res: Response) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status}: ${text}`);
  return JSON.parse(text);
}

async function founder(server: Server): Promise<{ cookie: string; companyId: string }> {
  const email = `bench-upload-${randomBytes(4).toString("hex")}@example.com`;
  const password = "correct horse battery staple";
  await json(
    await fetch(`${server.baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    }),
  );
  const cookie = await signIn(server.baseUrl, email, password);
  const company = await json(
    await fetch(`${server.baseUrl}/api/company`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ company: { name: "Upload Bench" }, founders: [] }),
    }),
  );
  return { cookie, companyId: company.id };
}

/** One upload as the browser does it; answers the seconds it took and the body bytes the app received. */
async function uploadOnce(
  server: Server,
  who: { cookie: string; companyId: string },
  bytes: Bytes,
): Promise<{ seconds: number; appBytes: number; steps: [number, number, number] }> {
  const started = performance.now();
  const declaration = JSON.stringify({ companyId: who.companyId, fileName: "bench.pdf", size: bytes.length, contentType: "application/pdf" });
  const target = await json(
    await fetch(`${server.baseUrl}/api/files/uploads`, {
      method: "POST",
      headers: { cookie: who.cookie, "content-type": "application/json" },
      body: declaration,
    }),
  );
  const afterStart = performance.now();
  const toApp = target.url.startsWith("/");
  const put = await fetch(toApp ? `${server.baseUrl}${target.url}` : target.url, {
    method: "PUT",
    headers: { ...target.headers, ...(toApp ? { cookie: who.cookie } : {}) },
    body: bytes,
  });
  await put.arrayBuffer();
  if (put.status !== 200) throw new Error(`PUT answered ${put.status}`);
  const afterPut = performance.now();
  await json(await fetch(`${server.baseUrl}${target.completeUrl}`, { method: "POST", headers: { cookie: who.cookie } }));
  const ended = performance.now();
  const steps: [number, number, number] = [afterStart - started, afterPut - afterStart, ended - afterPut];
  if (process.env.UPLOAD_BENCH_VERBOSE)
    console.log(`[upload] start ${Math.round(steps[0])} ms, put ${Math.round(steps[1])} ms, complete ${Math.round(steps[2])} ms`);
  return { seconds: (ended - started) / 1000, appBytes: Buffer.byteLength(declaration) + (toApp ? bytes.length : 0), steps };
}

/**
 * Uploads through the app `rounds` times after a warm-up; with `raw`, each round also PUTs the
 * same bytes straight to the store, before the upload on odd rounds and after it on even ones, so
 * both see the same machine (the app idle but running) and neither always goes first.
 */
async function measurePath(
  server: Server,
  driver: "local" | "s3",
  rounds: number,
  bytes: Bytes,
  raw?: () => Promise<number>,
): Promise<UploadPathResult & { rawSpeeds: number[]; pairedRatios: number[] }> {
  const who = await founder(server);
  for (let i = 0; i < 2; i++) {
    // Warm-up: route caches, connections, and the JIT on the request paths (the first rounds run cold).
    await uploadOnce(server, who, bytes);
    await raw?.();
  }
  const speeds: number[] = [];
  const rawSpeeds: number[] = [];
  const pairedRatios: number[] = [];
  const cpu: number[] = [];
  const steps: [number, number, number][] = [];
  let appBytes = 0;
  for (let i = 0; i < rounds; i++) {
    const rawFirst = raw && i % 2 === 1 ? await raw() : undefined;
    const before = cpuSeconds(server.child.pid!);
    const run = await uploadOnce(server, who, bytes);
    cpu.push(cpuSeconds(server.child.pid!) - before);
    speeds.push(bytes.length / MB / run.seconds);
    steps.push(run.steps);
    appBytes = run.appBytes;
    if (!raw) continue;
    rawSpeeds.push(rawFirst ?? (await raw()));
    pairedRatios.push(speeds.at(-1)! / rawSpeeds.at(-1)!);
  }
  const step = (i: number) => Math.round(median(steps.map((s) => s[i])));
  return {
    driver,
    mbPerSecond: round(median(speeds)),
    appCpuSecondsPerUpload: round(median(cpu), 2),
    appBodyBytesPerUpload: appBytes,
    stepsMs: { start: step(0), put: step(1), complete: step(2) },
    rawSpeeds,
    pairedRatios,
  };
}

/** The same bytes PUT straight to the same S3 server (no app involved): MB/s. */
async function rawPut(endpoint: string, bytes: Bytes): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${endpoint}/${BUCKET}/raw-${randomBytes(8).toString("hex")}`, {
    method: "PUT",
    headers: { "content-type": "application/pdf" },
    body: bytes,
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`raw PUT answered ${res.status}`);
  if (process.env.UPLOAD_BENCH_VERBOSE) console.log(`[raw] ${Math.round(performance.now() - started)} ms`);
  return bytes.length / MB / ((performance.now() - started) / 1000);
}

export async function uploadBench({
  distDir,
  port,
  storePort = port + 1,
  rounds = 3,
  db,
}: {
  distDir: string;
  port: number;
  storePort?: number;
  rounds?: number;
  /** Default: PostgreSQL (a fresh database on PG_SERVER) when it answers, else PGlite. */
  db?: "postgres" | "pglite";
}): Promise<UploadBenchResult> {
  const kind =
    db ??
    (await postgresVersion(PG_SERVER).then(
      () => "postgres" as const,
      () => "pglite" as const,
    ));
  const database =
    kind === "postgres" ? await createPostgresDatabase(PG_SERVER, `raise_ready_upload_bench_${process.pid}_${randomBytes(3).toString("hex")}`) : null;
  const dir = mkdtempSync(path.join(os.tmpdir(), "raise-ready-upload-bench-"));
  const store = await startStore(storePort, path.join(dir, "s3"));
  const { endpoint } = store;
  await fetch(`${endpoint}/${BUCKET}`, { method: "PUT" }).then((r) => r.arrayBuffer());
  const bytes = new Uint8Array(new ArrayBuffer(SIZE));
  bytes.set(Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(SIZE - 9)]));
  const base = {
    DATABASE_URL: database?.url ?? "",
    PGLITE_DATA_DIR: path.join(dir, "pglite"),
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  };
  const s3Env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  const paths: UploadPathResult[] = [];
  const loadBefore = os.loadavg()[0];
  let rawSpeeds: number[] = [];
  let pairedRatios: number[] = [];
  try {
    for (const driver of ["local", "s3"] as const) {
      const env = driver === "s3" ? { ...base, ...s3Env, STORAGE_DIR: path.join(dir, "never") } : { ...base, STORAGE_DIR: path.join(dir, "uploads") };
      // UPLOAD_BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the app's process.
      const server = await startServer(distDir, port, env, process.env.UPLOAD_BENCH_NODE_ARGS?.split(" ") ?? []);
      try {
        const {
          rawSpeeds: raw,
          pairedRatios: paired,
          ...result
        } = await measurePath(server, driver, rounds, bytes, driver === "s3" ? () => rawPut(endpoint, bytes) : undefined);
        paths.push(result);
        if (driver === "s3") [rawSpeeds, pairedRatios] = [raw, paired];
      } finally {
        await server.stop();
      }
    }
    const rawPutMbPerSecond = round(median(rawSpeeds));
    const ratio = round(paths.find((p) => p.driver === "s3")!.mbPerSecond / rawPutMbPerSecond, 2);
    const pairedRatio = {
      median: round(median(pairedRatios), 2),
      min: round(Math.min(...pairedRatios), 2),
      max: round(Math.max(...pairedRatios), 2),
    };
    return { paths, rawPutMbPerSecond, ratio, pairedRatio, pass: ratio >= 0.8, rounds, db: kind, load: [round(loadBefore), round(os.loadavg()[0])] };
  } finally {
    await store.stop();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;

export function describeUpload(r: UploadBenchResult): string {
  const rows = r.paths.map(
    (p) =>
      `${p.driver}: ${p.mbPerSecond} MB/s (declare ${p.stepsMs.start} ms + PUT ${p.stepsMs.put} ms + complete ${p.stepsMs.complete} ms), ` +
      `app CPU ${p.appCpuSecondsPerUpload} s per upload, app request bodies ${p.appBodyBytesPerUpload} B`,
  );
  return (
    `Upload of 20 MB (issue 15, median of ${r.rounds}, s3rver on loopback, ${r.db === "postgres" ? "PostgreSQL" : "PGlite"}): ${rows.join("; ")}. ` +
    `Raw PUT of the same bytes to the same S3 server: ${r.rawPutMbPerSecond} MB/s (${Math.round((SIZE / MB / r.rawPutMbPerSecond) * 1000)} ms); S3 path / raw PUT = ${Math.round(r.ratio * 100)}% ` +
    `(target >= 80%: ${r.pass ? "PASS" : "FAIL"}); round by round ${pct(r.pairedRatio.median)} (${pct(r.pairedRatio.min)}-${pct(r.pairedRatio.max)}), ` +
    `machine load ${r.load[0]} -> ${r.load[1]}.`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const args = new Map(
    process.argv.slice(2).map((a) => (a.includes("=") ? (a.replace(/^--/, "").split("=", 2) as [string, string]) : [a.replace(/^--/, ""), "1"])),
  );
  const distDir = args.get("dist") ?? ".next";
  if (!args.has("skip-build") || !existsSync(path.join(ROOT, distDir, "BUILD_ID"))) build(distDir);
  uploadBench({
    distDir,
    port: Number(args.get("port") ?? 3349),
    storePort: Number(args.get("store-port") ?? 3350),
    rounds: Number(args.get("rounds") ?? 9),
    db: args.get("db") as "postgres" | "pglite" | undefined,
  })
    .then((r) => {
      console.log(JSON.stringify(r, null, 1));
      console.log(describeUpload(r));
      process.exit(r.pass ? 0 : 1);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
