import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** One measured endpoint: what autocannon sends. */
export interface Endpoint {
  name: string;
  /** reference: a page measured against the bare page for the report, with no target of its own. */
  kind: "baseline" | "read" | "write" | "page" | "reference";
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  /** POST bodies, sent in turn (one per request). */
  bodies?: string[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** The server's CPU (user + system) per request of the measured run, when its pid was given (Linux). */
  cpuMsPerRequest?: number;
}

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;

const autocannon = createRequire(__filename)("autocannon") as Autocannon;

function requestsFor(endpoint: Endpoint): AutocannonRequest[] {
  const base: AutocannonRequest = { method: endpoint.method ?? "GET", path: endpoint.path, headers: endpoint.headers };
  const bodies = endpoint.bodies;
  if (!bodies?.length) return [base];
  let next = 0;
  return [{ ...base, setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }];
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** CPU seconds (user + system) the process has used so far, from /proc (Linux); null elsewhere. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After "pid (comm) ": state is field 3; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * autocannon against one endpoint: a warm-up, then the measured run. With `pid` (the server's
 * process), also the server's CPU per request over the measured run (waiting for the database or
 * for a core costs none).
 */
export async function load(
  baseUrl: string,
  endpoint: Endpoint,
  options: { duration: number; warmup: number; connections: number; pid?: number },
): Promise<LoadResult> {
  const common = { url: baseUrl, connections: options.connections, requests: requestsFor(endpoint), timeout: 30 };
  if (options.warmup > 0) await autocannon({ ...common, duration: options.warmup });
  const cpuBefore = options.pid ? cpuSeconds(options.pid) : null;
  const result = await autocannon({ ...common, duration: options.duration });
  const cpuAfter = options.pid ? cpuSeconds(options.pid) : null;
  const cpu =
    cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? ((cpuAfter - cpuBefore) * 1000) / result.requests.total : undefined;
  return {
    cpuMsPerRequest: cpu === undefined ? undefined : Math.round(cpu * 100) / 100,
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export interface QueryProbe {
  queries: number;
  control: number;
  statements: string[];
  status: number;
  /** Response body size: endpoints whose answer grows with the data cannot keep a flat throughput. */
  bytes: number;
}

/** One request on the otherwise idle server, between a reset and a read of the global tally. */
export async function probeQueries(baseUrl: string, endpoint: Endpoint): Promise<QueryProbe> {
  await fetch(`${baseUrl}/api/bench/queries`, { method: "DELETE" });
  const res = await fetch(`${baseUrl}${endpoint.path}`, {
    method: endpoint.method ?? "GET",
    headers: { ...endpoint.headers },
    body: endpoint.bodies?.[0],
    redirect: "manual",
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  const tallyRes = await fetch(`${baseUrl}/api/bench/queries`);
  if (tallyRes.status !== 200)
    throw new Error(`the server does not count queries (GET /api/bench/queries answers ${tallyRes.status}: not a bench build)`);
  const tally = (await tallyRes.json()) as QueryProbe;
  return { queries: tally.queries, control: tally.control, statements: tally.statements, status: res.status, bytes };
}

/** Probes a few times; the counts must agree (they do on an idle server with fixed queries). */
export async function countQueriesStable(baseUrl: string, endpoint: Endpoint, times = 3): Promise<QueryProbe & { stable: boolean }> {
  const probes: QueryProbe[] = [];
  for (let i = 0; i < times; i++) probes.push(await probeQueries(baseUrl, endpoint));
  const last = probes[probes.length - 1];
  return { ...last, stable: probes.every((p) => p.queries === last.queries) };
}
