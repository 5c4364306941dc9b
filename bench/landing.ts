/**
 * The landing page for signed-out visitors (`/`, prerendered and served static) against a
 * bare static page in the same run: the bench build's `/bench/static-page` (the root layout and
 * nothing else, prerendered like `/`), on the same server. Both are loaded with autocannon
 * (bench/load.ts) in 3 rounds that alternate which goes first; the floor is the median of the rounds'
 * throughput ratios, `/` at >= 90% of the bare static page. For scale, and not part of the floor,
 * one more load of a plain node:http server (its own process, nothing from Next) answering the very
 * bytes `/` answers: what serving those bytes costs with no framework at all.
 * Alone: `npx tsx bench/landing.ts [--skip-build] [--dist=.next-bench] [--rounds=3] [--port=3352]
 * [--duration=10] [--warmup=3] [--connections=50]`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { load, type LoadResult } from "./load";
import { build, ROOT, startServer } from "./server";
import { median } from "./stats";

/** `/` must serve at least this share of the bare static page's throughput. */
export const LANDING_MIN_RATIO = 0.9;

export interface LandingRound {
  landing: LoadResult;
  bare: LoadResult;
  ratio: number;
}

export interface LandingBenchResult {
  htmlBytes: number;
  bareHtmlBytes: number;
  cacheControl: string | null;
  rounds: LandingRound[];
  medianRatio: number;
  pass: boolean;
  /** The same bytes from node:http, once, after the rounds (for scale; not the floor). */
  nodeHttp: LoadResult;
  load: [number, number];
}

/** The bench build's prerendered bare page (bench/baseline/app/bench/static-page). */
const BARE_STATIC_PATH = "/bench/static-page";

const round = (x: number, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The bare static page: node:http answering one file's bytes, in a process of its own. */
const BARE_SERVER = `
const http = require("node:http");
const body = require("node:fs").readFileSync(process.env.BODY);
const headers = { "content-type": process.env.CONTENT_TYPE, "content-length": body.length, "cache-control": process.env.CACHE_CONTROL };
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
`;

async function startBare(port: number, file: string, contentType: string, cacheControl: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["-e", BARE_SERVER], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, BODY: file, PORT: String(port), CONTENT_TYPE: contentType, CACHE_CONTROL: cacheControl },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`bare page server exited (${code})`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child };
}

export async function landingBench({
  distDir,
  port,
  rounds = 3,
  options = { duration: 10, warmup: 3, connections: 50 },
}: {
  distDir: string;
  port: number;
  rounds?: number;
  options?: { duration: number; warmup: number; connections: number };
}): Promise<LandingBenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "raise-ready-landing-bench-"));
  const server = await startServer(distDir, port, {
    DATABASE_URL: "",
    PGLITE_DATA_DIR: path.join(dir, "pglite"),
    STORAGE_DIR: path.join(dir, "uploads"),
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  });
  let bare: { baseUrl: string; child: ChildProcess } | undefined;
  const loadBefore = os.loadavg()[0];
  try {
    const res = await fetch(`${server.baseUrl}/`);
    if (res.status !== 200) throw new Error(`/ answered ${res.status}`);
    const html = Buffer.from(await res.arrayBuffer());
    const cacheControl = res.headers.get("cache-control");
    const file = path.join(dir, "landing.html");
    writeFileSync(file, html);
    const bareRes = await fetch(`${server.baseUrl}${BARE_STATIC_PATH}`);
    if (bareRes.status !== 200) throw new Error(`${BARE_STATIC_PATH} answered ${bareRes.status}: not a bench build`);
    if (bareRes.headers.get("x-nextjs-cache") === null && !/s-maxage/.test(bareRes.headers.get("cache-control") ?? ""))
      throw new Error(`${BARE_STATIC_PATH} is not served static (Cache-Control ${bareRes.headers.get("cache-control")})`);
    const bareHtmlBytes = (await bareRes.arrayBuffer()).byteLength;
    const landingRun = () => load(server.baseUrl, { name: "page / (signed out)", kind: "page", path: "/" }, options);
    const bareRun = () => load(server.baseUrl, { name: "bare static page", kind: "baseline", path: BARE_STATIC_PATH }, options);
    const results: LandingRound[] = [];
    for (let i = 0; i < rounds; i++) {
      let landing: LoadResult;
      let baseline: LoadResult;
      if (i % 2 === 0) {
        landing = await landingRun();
        baseline = await bareRun();
      } else {
        baseline = await bareRun();
        landing = await landingRun();
      }
      const ratio = round(landing.rps / baseline.rps, 3);
      results.push({ landing, bare: baseline, ratio });
      console.log(
        `[landing] round ${i + 1}: / ${landing.rps} req/s (p99 ${landing.p99} ms), bare page ${baseline.rps} req/s (p99 ${baseline.p99} ms), ratio ${ratio}`,
      );
    }
    bare = await startBare(port + 1, file, res.headers.get("content-type") ?? "text/html; charset=utf-8", cacheControl ?? "public, max-age=0");
    const nodeHttp = await load(bare.baseUrl, { name: "node:http, same bytes", kind: "baseline", path: "/" }, options);
    const medianRatio = median(results.map((r) => r.ratio));
    return {
      htmlBytes: html.length,
      bareHtmlBytes,
      nodeHttp,
      cacheControl,
      rounds: results,
      medianRatio,
      pass: medianRatio >= LANDING_MIN_RATIO,
      load: [round(loadBefore, 1), round(os.loadavg()[0], 1)],
    };
  } finally {
    bare?.child.kill("SIGTERM");
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeLanding(r: LandingBenchResult): string {
  const rows = r.rounds.map((x, i) => `${i + 1}: ${x.landing.rps} / ${x.bare.rps} req/s = ${Math.round(x.ratio * 100)}%`).join("; ");
  const errors = r.rounds.reduce((n, x) => n + x.landing.non2xx + x.landing.errors + x.bare.non2xx + x.bare.errors, 0);
  return (
    `Landing page (issue 14, \`/\` signed out, ${r.htmlBytes} bytes of HTML, Cache-Control "${r.cacheControl}") against the bare static page ` +
    `(${BARE_STATIC_PATH}, prerendered, ${r.bareHtmlBytes} bytes) on the same server, ` +
    `median of ${r.rounds.length} alternating rounds: ${Math.round(r.medianRatio * 100)}% (target >= ${Math.round(LANDING_MIN_RATIO * 100)}%: ${r.pass ? "PASS" : "FAIL"}; ` +
    `rounds / vs bare ${rows}; ${errors} non-2xx or errors). For scale, not the floor: node:http answering \`/\`'s bytes ${r.nodeHttp.rps} req/s ` +
    `(\`/\` at ${Math.round((median(r.rounds.map((x) => x.landing.rps)) / r.nodeHttp.rps) * 100)}% of it). Machine load ${r.load[0]} -> ${r.load[1]}.`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const args = new Map(
    process.argv.slice(2).map((a) => (a.includes("=") ? (a.replace(/^--/, "").split("=", 2) as [string, string]) : [a.replace(/^--/, ""), "1"])),
  );
  const num = (name: string, fallback: number) => Number(args.get(name) ?? fallback);
  const distDir = args.get("dist") ?? ".next-bench";
  if (!args.has("skip-build") || !existsSync(path.join(ROOT, distDir, "BUILD_ID"))) build(distDir);
  landingBench({
    distDir,
    port: num("port", 3352),
    rounds: num("rounds", 3),
    options: { duration: num("duration", 10), warmup: num("warmup", 3), connections: num("connections", 50) },
  })
    .then((r) => {
      console.log(describeLanding(r));
      process.exit(r.pass ? 0 : 1);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
