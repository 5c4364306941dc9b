/**
 * Issue 14 A/B: do the in-process JSON caches (lib/data/versioned-cache.ts) and the visitor view's
 * spliced answer earn their code? One bench build, one PostgreSQL database seeded at 1x, two
 * `next start` servers on it: A as shipped, B with JSON_CACHE=off (every answer built afresh by
 * Postgres and copied whole). The two cached reads are loaded with autocannon in 3 rounds that
 * alternate which server goes first; the answer is the median of the rounds' B/A throughput ratios.
 * Also, in this process: the spliced visitor answer (3 parts, streamed) against the same bytes
 * joined with Buffer.concat and against JSON.stringify of the parsed payload, per answer, in µs.
 * Alone: `npx tsx bench/ab-caches.ts [--skip-build] [--dist=.next-bench] [--rounds=3] [--duration=10]`.
 */
import { randomBytes } from "node:crypto";
import { openDatabase } from "@/lib/db";
import { load, type Endpoint, type LoadResult } from "./load";
import { seedBench } from "./seed";
import { build, createPostgresDatabase, signIn, startServer, type Server } from "./server";

const args = new Map(
  process.argv.slice(2).map((a) => (a.includes("=") ? (a.replace(/^--/, "").split("=", 2) as [string, string]) : [a.replace(/^--/, ""), "1"])),
);
const dist = args.get("dist") ?? ".next-bench";
const rounds = Number(args.get("rounds") ?? 3);
const options = { duration: Number(args.get("duration") ?? 10), warmup: 3, connections: 50 };
const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function spliceCost(baseUrl: string, path: string): Promise<Record<string, number>> {
  const body = Buffer.from(await (await fetch(`${baseUrl}${path}`)).arrayBuffer());
  const text = body.toString();
  const at = text.indexOf('"items":') + 8;
  const end = text.lastIndexOf(',"visitorToken"');
  const parts = [body.subarray(0, at), body.subarray(at, end), body.subarray(end)];
  const payload = JSON.parse(text) as unknown;
  const ways: Record<string, () => Promise<unknown>> = {
    "3 parts streamed (as shipped)": () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(c) {
            for (const p of parts) c.enqueue(p);
            c.close();
          },
        }),
      ).arrayBuffer(),
    "Buffer.concat, one body": () => new Response(Buffer.concat(parts)).arrayBuffer(),
    "JSON.stringify of the payload": () => new Response(JSON.stringify(payload)).arrayBuffer(),
  };
  const result: Record<string, number> = {};
  for (let r = 0; r < 3; r++) {
    for (const [name, run] of r % 2 ? Object.entries(ways).reverse() : Object.entries(ways)) {
      const n = 400;
      const t = process.hrtime.bigint();
      for (let i = 0; i < n; i++) await run();
      const us = Number(process.hrtime.bigint() - t) / 1000 / n;
      result[name] = Math.min(result[name] ?? Infinity, Math.round(us));
    }
  }
  return { bytes: body.length, ...result };
}

async function main() {
  if (!args.has("skip-build")) build(dist);
  const name = `raise_ready_ab_${process.pid}_${randomBytes(3).toString("hex")}`;
  const { url, drop } = await createPostgresDatabase(PG_SERVER, name);
  const servers: Server[] = [];
  try {
    const database = await openDatabase({ kind: "postgres", url });
    const fixture = await seedBench(database.prisma, 1).finally(() => database.close());
    const common = { DATABASE_URL: url, NEXTAUTH_SECRET: randomBytes(32).toString("base64url") };
    const a = await startServer(dist, 3361, common);
    servers.push(a);
    const b = await startServer(dist, 3362, { ...common, JSON_CACHE: "off" });
    servers.push(b);
    const cookie = await signIn(a.baseUrl, fixture.email, fixture.password);
    const list: Endpoint[] = [
      { name: "GET /api/company/{id}/progress", kind: "read", path: `/api/company/${fixture.companyId}/progress`, headers: { cookie } },
      {
        name: "GET /api/shared/{code}?email=",
        kind: "read",
        path: `/api/shared/${fixture.accessCode}?email=${encodeURIComponent(fixture.viewerEmail)}`,
      },
    ];
    for (const e of list) {
      const ratios: number[] = [];
      for (let r = 0; r < rounds; r++) {
        const order: [string, Server][] =
          r % 2
            ? [
                ["B", b],
                ["A", a],
              ]
            : [
                ["A", a],
                ["B", b],
              ];
        const got: Record<string, LoadResult> = {};
        for (const [label, s] of order) got[label] = await load(s.baseUrl, e, options);
        ratios.push(got.B.rps / got.A.rps);
        console.log(
          `${e.name} round ${r + 1}: cached ${got.A.rps} req/s (p99 ${got.A.p99} ms), JSON_CACHE=off ${got.B.rps} req/s (p99 ${got.B.p99} ms), B/A ${ratios.at(-1)!.toFixed(2)}`,
        );
      }
      console.log(`${e.name}: median B/A ${median(ratios).toFixed(2)} (rounds ${ratios.map((x) => x.toFixed(2)).join(", ")})`);
    }
    const cost = await spliceCost(a.baseUrl, list[1].path);
    console.log(`visitor answer, ${cost.bytes} bytes, µs per answer (best of 3 alternating rounds of 400):`, cost);
  } finally {
    for (const s of servers) await s.stop();
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
