/**
 * The benchmark's own routes (app/api/bench/*, app/bench/*) exist in every build but answer 404
 * unless the server was started with BENCH_ROUTES=1, read per request (never at build time).
 */
export function benchRoutesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.BENCH_ROUTES === "1";
}
