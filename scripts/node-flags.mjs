// The Node flags the production server process runs with: `npm start` (scripts/start.mjs) passes
// them to scripts/server.mjs, and the benchmarks start their servers the same way (bench/server.ts).
//
// --max-semi-space-size=64: V8's young generation in 64 MB halves instead of Node 20's 16 MB. A
// request allocates short-lived objects (React trees, JSON, Prisma rows); with small halves they
// outlive a few scavenges and get promoted, and the old generation is collected under load. Two
// A/Bs on this project (bench/ab.ts --b-env='NODE_OPTIONS=--max-semi-space-size=64', 3 alternating
// rounds, 28 November 2026): 16 of 17 endpoint medians faster, typically 1.06-1.16x (bare handler
// 1.10, page / 1.07, page /phase 1.03 and 1.10, POST /api/progress 1.09 and 1.16), page p99s lower;
// the server's resident memory 711 MB against 644 MB after the same load.
const YOUNG_GENERATION = "--max-semi-space-size=64";

/** The flags to pass, unless NODE_OPTIONS already chooses the young generation's size itself. */
export function serverNodeFlags(nodeOptions = process.env.NODE_OPTIONS ?? "") {
  return /--max-semi-space-size\b/.test(nodeOptions) ? [] : [YOUNG_GENERATION];
}
