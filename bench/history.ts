/**
 * "As fast as today", measured: this checkout against an earlier commit (by default
 * ISSUE_14_START below, the commit before the hot-path and caching work), on the same machine in the same minutes. The earlier commit is cloned into a temp
 * directory (kept for reruns) and installed with its own lockfile; each side is bench/serve-seeded.ts
 * in its own checkout: its own bench build on its own PostgreSQL database seeded by its own bench seed
 * at 1x (the schemas differ). Every endpoint both versions have is loaded with autocannon on A (earlier)
 * and B (this checkout) in rounds that alternate which goes first; the answer is the median B/A
 * throughput ratio, with each side's CPU per request and each side's ratio to its own bare baseline,
 * which is what docs/PERFORMANCE.md's floors divide by. Writes docs/PERFORMANCE-HISTORY.md. Alone:
 * `npx tsx bench/history.ts [--against=<rev>] [--rounds=3] [--duration=10] [--only=page,search] [--out=<file>]`
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchEndpoints } from "./endpoints";
import { load, type Endpoint, type LoadResult } from "./load";
import { machine } from "./machine";
import type { BenchFixture } from "./seed";
import { PG_SERVER, postgresVersion, ROOT } from "./server";
import { baselineName } from "./targets";
import { median } from "./stats";

/** The commit before the hot-path and caching work began (946a68d's parent; 946a68d is "The product ships only the product"). */
export const ISSUE_14_START = "ef5ecb1446f52978afac62d7dbac0af340bb8831";
const LOAD = { warmup: 3, connections: 50 };

interface Side {
  label: "A" | "B";
  baseUrl: string;
  pid: number;
  cookie: string;
  fixture: BenchFixture;
  child: ChildProcess;
}

export interface Row {
  name: string;
  baseline: string;
  rounds: { a: LoadResult; b: LoadResult }[];
}

const run = (cmd: string, args: string[], cwd: string) => {
  const result = spawnSync(cmd, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed in ${cwd} (exit ${result.status})`);
};

/** A clone of this repository at `rev` with its own packages installed, reused when it is there. */
function checkout(rev: string): string {
  const dir = path.join(os.tmpdir(), `raise-ready-history-${rev.slice(0, 12)}`);
  if (!existsSync(path.join(dir, "node_modules"))) {
    if (!existsSync(dir)) run("git", ["clone", "--quiet", "--no-checkout", ROOT, dir], ROOT);
    run("git", ["checkout", "--quiet", "--detach", rev], dir);
    run("npm", ["ci", "--no-audit", "--no-fund"], dir);
  }
  copyFileSync(path.join(ROOT, "bench", "serve-seeded.ts"), path.join(dir, "bench", "serve-seeded.ts"));
  return dir;
}

/** Starts bench/serve-seeded.ts in `dir` and waits for it to say where it serves. */
async function serve(label: Side["label"], dir: string, port: number): Promise<Side> {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), "history-")), "side.json");
  const child = spawn(path.join(dir, "node_modules", ".bin", "tsx"), ["bench/serve-seeded.ts", `--port=${port}`, `--out=${out}`], {
    cwd: dir,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, BENCH_POSTGRES_URL: PG_SERVER },
  });
  const deadline = Date.now() + 15 * 60_000;
  while (!existsSync(out)) {
    if (child.exitCode !== null) throw new Error(`side ${label} (${dir}) exited with ${child.exitCode} before serving`);
    if (Date.now() > deadline) throw new Error(`side ${label} (${dir}) did not serve in 15 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { label, child, ...(JSON.parse(readFileSync(out, "utf8")) as Omit<Side, "label" | "child">) };
}

async function stop(side: Side | undefined) {
  if (!side || side.child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    side.child.once("exit", () => resolve());
    side.child.kill("SIGTERM");
  });
}

/** Every endpoint both versions have, but the second baseline runs (each pass of npm run bench has them). */
export function comparable(a: Endpoint[], b: Endpoint[]): [Endpoint, Endpoint][] {
  return b
    .filter((e) => e.kind !== "reference" && !e.name.endsWith("(again)"))
    .map((e) => [a.find((x) => x.name === e.name), e] as const)
    .filter((pair): pair is [Endpoint, Endpoint] => pair[0] !== undefined);
}

const fixed = (x: number, digits = 2) => x.toFixed(digits);
const pct = (x: number) => `${Math.round(x * 100)}%`;

export function renderHistory(o: { rev: string; head: string; rows: Row[]; started: string; ended: string; postgres: string }): string {
  const m = machine(o.postgres);
  const medianRps = (row: Row, side: "a" | "b") => median(row.rounds.map((r) => r[side].rps));
  const byName = new Map(o.rows.map((r) => [r.name, r]));
  const ownRatio = (row: Row, side: "a" | "b") => {
    const base = byName.get(row.baseline);
    return base && base !== row ? pct(medianRps(row, side) / medianRps(base, side)) : "–";
  };
  const lines = [
    `# Performance against an earlier commit (${o.rev.slice(0, 7)})`,
    "",
    "Generated by `npx tsx bench/history.ts` (do not edit by hand). A is the earlier commit, B this checkout; each serves its",
    "own bench build on its own PostgreSQL database, seeded by its own bench seed at 1x, on the same machine at the same",
    "time. Rounds alternate which side goes first; B/A is the median of the rounds' throughput ratios (above 1: B is",
    "faster). CPU is the server's own per request. “vs own bare” is each side's median throughput over its own bare",
    "handler's or bare page's, the ratio docs/PERFORMANCE.md's floors use: it moves when the endpoint does and when",
    "the baseline does.",
    "",
    "| | |",
    "|---|---|",
    `| A | ${o.rev} |`,
    `| B | ${o.head} |`,
    `| Machine | ${m.nproc} cores, ${m.cpu}, ${m.memoryGiB} GiB, ${m.os} |`,
    `| Node.js / PostgreSQL | ${m.node} / ${o.postgres} |`,
    `| Run | ${o.started} → ${o.ended} |`,
    `| Load | autocannon, ${LOAD.connections} connections, ${LOAD.warmup} s warm-up then the measured run, from the same machine |`,
    "",
    "| Endpoint | A req/s (rounds) | B req/s (rounds) | B/A (rounds) | CPU ms/req A → B | p99 ms A → B | vs own bare A → B |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const row of o.rows) {
    const rps = (side: "a" | "b") => row.rounds.map((r) => r[side].rps).join(", ");
    const ratios = row.rounds.map((r) => r.b.rps / r.a.rps);
    const cpu = (side: "a" | "b") => {
      const xs = row.rounds.map((r) => r[side].cpuMsPerRequest).filter((x): x is number => x !== undefined);
      return xs.length ? fixed(median(xs)) : "?";
    };
    const p99 = (side: "a" | "b") => median(row.rounds.map((r) => r[side].p99));
    const failed = row.rounds.reduce((n, r) => n + r.a.non2xx + r.a.errors + r.b.non2xx + r.b.errors, 0);
    lines.push(
      `| ${row.name}${failed ? ` (${failed} non-2xx or errors)` : ""} | ${rps("a")} | ${rps("b")} | **${fixed(median(ratios))}** (${ratios.map((x) => fixed(x)).join(", ")}) | ${cpu("a")} → ${cpu("b")} | ${p99("a")} → ${p99("b")} | ${ownRatio(row, "a")} → ${ownRatio(row, "b")} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

async function main() {
  const argv = process.argv.slice(2);
  const value = (flag: string, fallback: string) => argv.find((a) => a.startsWith(`--${flag}=`))?.slice(flag.length + 3) ?? fallback;
  const rev = spawnSync("git", ["rev-parse", value("against", ISSUE_14_START)], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  const head = spawnSync("git", ["describe", "--always", "--dirty"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  const rounds = Number(value("rounds", "3"));
  const duration = Number(value("duration", "10"));
  const only = value("only", "").split(",").filter(Boolean);
  const out = path.resolve(ROOT, value("out", "docs/PERFORMANCE-HISTORY.md"));
  const dir = checkout(rev);
  let a: Side | undefined;
  let b: Side | undefined;
  try {
    // One at a time: two builds at once on a small machine only slow both.
    a = await serve("A", dir, 3371);
    b = await serve("B", ROOT, 3372);
    const started = new Date().toISOString();
    const pairs = comparable(benchEndpoints(a.fixture, a.cookie), benchEndpoints(b.fixture, b.cookie)).filter(
      ([, e]) => !only.length || only.some((s) => e.name.includes(s)) || e.kind === "baseline",
    );
    const rows: Row[] = [];
    for (const [ea, eb] of pairs) {
      const row: Row = { name: eb.name, baseline: eb.kind === "baseline" ? eb.name : baselineName(eb), rounds: [] };
      for (let r = 0; r < rounds; r++) {
        const order = r % 2 ? [b, a] : [a, b];
        const got: Record<string, LoadResult> = {};
        for (const side of order) got[side.label] = await load(side.baseUrl, side === a ? ea : eb, { ...LOAD, duration, pid: side.pid });
        row.rounds.push({ a: got.A, b: got.B });
        console.log(`${eb.name} round ${r + 1}: A ${got.A.rps} req/s, B ${got.B.rps} req/s, B/A ${fixed(got.B.rps / got.A.rps)}`);
      }
      rows.push(row);
    }
    const markdown = renderHistory({ rev, head, rows, started, ended: new Date().toISOString(), postgres: await postgresVersion(PG_SERVER) });
    writeFileSync(out, markdown);
    console.log(markdown);
  } finally {
    await stop(b);
    await stop(a);
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
