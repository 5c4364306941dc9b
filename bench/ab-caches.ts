/**
 * A/B: do the in-process JSON caches (lib/data/versioned-cache.ts) and the visitor view's
 * spliced answer earn their code? One bench build, one PostgreSQL database seeded at 1x, two
 * `next start` servers on it: A as shipped, B with JSON_CACHE=off (every answer built afresh). The
 * cached reads (CACHED_READS; AB_CACHE_ENDPOINTS=name|name picks some) are loaded with autocannon in 3 rounds that
 * alternate which server goes first; the answer is the median of the rounds' B/A throughput ratios.
 * Also, in this process: the spliced visitor answer (3 parts, streamed) against the same bytes
 * joined with Buffer.concat and against JSON.stringify of the parsed payload, per answer, in µs.
 * Alone: `npx tsx bench/ab-caches.ts [--skip-build] [--dist=.next-bench] [--rounds=3] [--duration=10]` (bench/ab.ts does the rounds).
 */
import { ab, abArgs } from "./ab";
import { benchEndpoints } from "./endpoints";
import { build } from "./server";

const { skipBuild, options } = abArgs();
if (!skipBuild) build(options.dist);

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

/** Every read behind one of the five versioned caches: the list, a phase's tasks, the phases' figures, the visitor view, and the dashboard's and phase page's readiness. */
const CACHED_READS = [
  "GET /api/company/{id}/progress",
  "GET /api/phases/{id}/tasks",
  "GET /api/company/{id}/phases/progress/batch",
  "GET /api/shared/{code}?email=",
  "page /",
  "page /phase/{id}",
];

ab({
  ...options,
  bEnv: { JSON_CACHE: "off" },
  pick: (f, cookie) => benchEndpoints(f, cookie).filter((e) => (process.env.AB_CACHE_ENDPOINTS?.split("|") ?? CACHED_READS).includes(e.name)),
  async after(a, _b, f) {
    const cost = await spliceCost(a.baseUrl, `/api/shared/${f.accessCode}?email=${encodeURIComponent(f.viewerEmail)}`);
    console.log(`visitor answer, ${cost.bytes} bytes, µs per answer (best of 3 alternating rounds of 400):`, cost);
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
