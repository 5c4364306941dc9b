/**
 * A/B of one server setting or of two builds: one PostgreSQL database seeded at --scale, two `next start`
 * servers on it, A as shipped and B with the extra environment of --b-env (repeatable, `NAME=value`);
 * with --a-dist=<dir>, A serves that earlier bench build (say, a copy of .next-bench made before a change)
 * and B the current one (--dist).
 * The endpoints of bench/endpoints.ts whose name contains one of --only (comma-separated, default all
 * reads) are loaded with autocannon in rounds that alternate which server goes first; each endpoint's
 * answer is the median of the rounds' B/A throughput ratios. Beside it, the median A/B ratio of the
 * servers' CPU per request (above 1: B spends less): when throughput moves and CPU per request does
 * not, the change is in waiting (the database, a lock), not in the server's own work. On the pages it
 * tracked throughput within a few per cent (2026-11-28): the same build spent 19-35 ms of CPU per
 * request of `/` from one round to the next, so this machine's noise is the CPU's speed, not queueing.
 * Read a ratio against an A/A run (two copies of one build: --a-dist=<copy> --dist=<build>, each
 * server needs its own directory); on 2026-11-28 one gave 0.88 (page /phase) and 0.94 (page /shared).
 * Alone: `npx tsx bench/ab.ts --b-env='PGOPTIONS=-c jit=off' | --a-dist=.next-bench-a [--only=search,tasks] [--scale=4]
 * [--skip-build] [--dist=.next-bench] [--rounds=3] [--duration=10]`.
 */
import { randomBytes } from "node:crypto";
import { openDatabase } from "@/lib/db";
import { benchEndpoints } from "./endpoints";
import { load, type Endpoint, type LoadResult } from "./load";
import { seedBench, type BenchFixture } from "./seed";
import { build, createPostgresDatabase, PG_SERVER, signIn, startServer, type Server } from "./server";
import { median } from "./stats";

export interface AbOptions {
  dist: string;
  /** A's build, when it is not B's (an A/B of two versions of the code). */
  aDist?: string;
  scale: number;
  rounds: number;
  load: { duration: number; warmup: number; connections: number };
  bEnv: Record<string, string>;
  /** Picks the endpoints to load (default: every read). */
  pick: (fixture: BenchFixture, cookie: string) => Endpoint[];
  /** Runs with both servers up, after the rounds. */
  after?: (a: Server, b: Server, fixture: BenchFixture) => Promise<void>;
}

/** Runs the A/B and answers each endpoint's median B/A throughput ratio. */
export async function ab(o: AbOptions): Promise<Record<string, number>> {
  const name = `raise_ready_ab_${process.pid}_${randomBytes(3).toString("hex")}`;
  const { url, drop } = await createPostgresDatabase(PG_SERVER, name);
  const servers: Server[] = [];
  const answer: Record<string, number> = {};
  try {
    const database = await openDatabase({ kind: "postgres", url });
    const fixture = await seedBench(database.prisma, o.scale).finally(() => database.close());
    const common = { DATABASE_URL: url, NEXTAUTH_SECRET: randomBytes(32).toString("base64url") };
    const a = await startServer(o.aDist ?? o.dist, 3361, common);
    servers.push(a);
    const b = await startServer(o.dist, 3362, { ...common, ...o.bEnv });
    servers.push(b);
    const cookie = await signIn(a.baseUrl, fixture.email, fixture.password);
    console.log(
      `A: ${o.aDist ?? "as shipped"}; B: ${o.aDist ? o.dist : ""} ${JSON.stringify(o.bEnv)}; data ${o.scale}x; ${o.rounds} rounds of ${o.load.duration} s`,
    );
    for (const e of o.pick(fixture, cookie)) {
      const ratios: number[] = [];
      const cpuRatios: number[] = [];
      for (let r = 0; r < o.rounds; r++) {
        const order: [string, Server][] = [
          ["A", a],
          ["B", b],
        ];
        if (r % 2) order.reverse();
        const got: Record<string, LoadResult> = {};
        for (const [label, s] of order) got[label] = await load(s.baseUrl, e, { ...o.load, pid: s.child.pid });
        ratios.push(got.B.rps / got.A.rps);
        const [cpuA, cpuB] = [got.A.cpuMsPerRequest, got.B.cpuMsPerRequest];
        if (cpuA && cpuB) cpuRatios.push(cpuA / cpuB);
        const cpu = (x: number | undefined) => (x === undefined ? "" : `, ${x} ms CPU/req`);
        console.log(
          `${e.name} round ${r + 1}: A ${got.A.rps} req/s (p99 ${got.A.p99} ms${cpu(cpuA)}), B ${got.B.rps} req/s (p99 ${got.B.p99} ms${cpu(cpuB)}), B/A ${ratios.at(-1)!.toFixed(2)}`,
        );
      }
      answer[e.name] = median(ratios);
      const list = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(", ");
      const cpuLine =
        cpuRatios.length === ratios.length ? `; server CPU per request A/B ${median(cpuRatios).toFixed(2)} (rounds ${list(cpuRatios)})` : "";
      console.log(`${e.name}: median B/A ${median(ratios).toFixed(2)} (rounds ${list(ratios)})${cpuLine}`);
    }
    await o.after?.(a, b, fixture);
  } finally {
    for (const s of servers) await s.stop();
    await drop();
  }
  return answer;
}

/** The command line of this file and of the A/Bs built on it. */
export function abArgs(argv = process.argv.slice(2)) {
  const value = (flag: string) => argv.filter((a) => a.startsWith(`--${flag}=`)).map((a) => a.slice(flag.length + 3));
  const one = (flag: string, fallback: string) => value(flag).at(-1) ?? fallback;
  const bEnv = Object.fromEntries(value("b-env").map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]));
  const only = one("only", "")
    .split(",")
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  return {
    skipBuild: argv.includes("--skip-build"),
    options: {
      dist: one("dist", ".next-bench"),
      aDist: value("a-dist").at(-1),
      scale: Number(one("scale", "1")),
      rounds: Number(one("rounds", "3")),
      load: { duration: Number(one("duration", "10")), warmup: 3, connections: 50 },
      bEnv,
      pick: (f: BenchFixture, cookie: string) =>
        benchEndpoints(f, cookie).filter((e) => (only.length ? only.some((s) => e.name.toLowerCase().includes(s)) : e.kind === "read")),
    } satisfies AbOptions,
  };
}

if (require.main === module) {
  const { skipBuild, options } = abArgs();
  if (!Object.keys(options.bEnv).length && !options.aDist) throw new Error("Say what B changes: --b-env=NAME=value, or A's build: --a-dist=<dir>");
  if (!skipBuild) build(options.dist);
  ab(options).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
