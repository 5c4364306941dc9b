/**
 * The sign-in flood scenario: while 32 registrations and 32 wrong-password sign-ins arrive at once
 * from 32 addresses, a signed-in founder's GET /api/company must stay within 3x its idle p99.
 * Also measures the hashing cost of one sign-in (argon2id at OWASP's parameters).
 * Alone: `npx tsx bench/flood.ts [--skip-build] [--dist=.next] [--rounds=3] [--db=pglite|postgres]`; `npm run bench` runs it at the end.
 * The senders are a separate, lower-priority process (bench/flood-senders.mjs).
 * The server trusts one proxy hop (TRUSTED_PROXY_HOPS=1) so X-Forwarded-For names the 32 addresses.
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase } from "@/lib/db";
import { build, createPostgresDatabase, PG_SERVER, ROOT, signIn, startServer } from "./server";

export interface FloodResult {
  idleP99: number;
  floodP99: number;
  ratio: number;
  pass: boolean;
  samplesIdle: number;
  samplesFlood: number;
  statuses: Record<string, number>;
  hashMsPerSignIn: number;
  signInRequestMs: number;
}

/**
 * The senders run in their own process (bench/flood-senders.mjs), as attackers would on other
 * machines: in this process their 64 responses would delay the founder's timed reads on the
 * bench's own event loop, which is not the server's latency.
 */
async function startSenders(base: string, founderEmail: string) {
  const child = fork(path.join(ROOT, "bench", "flood-senders.mjs"), [JSON.stringify({ base, founderEmail })], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let waiting: ((reply: Record<string, unknown>) => void) | null = null;
  const ready = new Promise<void>((resolve) => child.once("message", () => resolve()));
  child.on("message", (reply: Record<string, unknown>) => waiting?.(reply));
  await ready;
  return {
    ask(message: object): Promise<Record<string, unknown>> {
      return new Promise((resolve, reject) => {
        waiting = (reply) => (reply.ok ? resolve(reply) : reject(new Error(String(reply.error))));
        child.send(message);
      });
    },
    stop: () => child.kill(),
  };
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] * 10) / 10;
}

async function timed(fn: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET /api/company answered ${res.status}`);
  return performance.now() - started;
}

/** Argon2id verify at the production parameters, in this process: the CPU one sign-in costs. */
async function hashCost(): Promise<number> {
  const { hash, verify } = await import("@node-rs/argon2");
  const params = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as Parameters<typeof hash>[1];
  const stored = await hash("bench password", params);
  const runs = 10;
  const started = performance.now();
  for (let i = 0; i < runs; i++) await verify(stored, "wrong password");
  return Math.round(((performance.now() - started) / runs) * 10) / 10;
}

export type FloodDb = "pglite" | "postgres";

export async function flood({
  distDir,
  port,
  rounds = 3,
  db = "pglite",
}: {
  distDir: string;
  port: number;
  rounds?: number;
  db?: FloodDb;
}): Promise<FloodResult & { db: FloodDb }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "raise-ready-flood-"));
  let databaseUrl = "";
  let drop = async () => undefined as void;
  if (db === "postgres") {
    const created = await createPostgresDatabase(PG_SERVER, `raise_ready_flood_${process.pid}_${randomBytes(3).toString("hex")}`);
    databaseUrl = created.url;
    drop = created.drop;
    // Migrated and seeded before the server starts, as bench/run.ts does.
    await (await openDatabase({ kind: "postgres", url: databaseUrl })).close();
  }
  const server = await startServer(distDir, port, {
    DATABASE_URL: databaseUrl,
    PGLITE_DATA_DIR: path.join(dir, "pglite"),
    STORAGE_DIR: path.join(dir, "uploads"),
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    TRUSTED_PROXY_HOPS: "1",
  });
  try {
    const base = server.baseUrl;
    const founder = { email: `flood-founder-${randomBytes(4).toString("hex")}@example.com`, password: "tangerine viaduct orbit 1987" };
    const reg = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.200.0.1" },
      body: JSON.stringify(founder),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
    const cookie = await signIn(base, founder.email, founder.password);
    const company = await fetch(`${base}/api/company`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: base },
      body: JSON.stringify({ company: { name: "Flood Robotics", industry: "Robotics", stage: "seed" }, founders: [] }),
    });
    if (company.status !== 201) throw new Error(`company answered ${company.status}: ${await company.text()}`);
    const read = () => timed(() => fetch(`${base}/api/company`, { headers: { cookie } }));

    for (let i = 0; i < 30; i++) await read();
    const idle: number[] = [];
    for (let i = 0; i < 300; i++) idle.push(await read());

    const statuses: Record<string, number> = {};
    const during: number[] = [];
    let signInRequestMs = 0;
    const senders = await startSenders(base, founder.email);
    try {
      for (let round = 0; round < rounds; round++) {
        await senders.ask({ op: "prepare" });
        let done = false;
        const sampler = (async () => {
          while (!done) during.push(await read());
        })();
        const wave = (await senders.ask({ op: "flood", round })) as { statuses: Record<string, number>; ms: number };
        for (const [label, n] of Object.entries(wave.statuses)) statuses[label] = (statuses[label] ?? 0) + n;
        signInRequestMs = Math.max(signInRequestMs, wave.ms);
        done = true;
        await sampler;
      }
    } finally {
      senders.stop();
    }
    const idleP99 = p99(idle);
    const floodP99 = p99(during);
    const ratio = Math.round((floodP99 / idleP99) * 100) / 100;
    return {
      db,
      idleP99,
      floodP99,
      ratio,
      pass: ratio <= 3,
      samplesIdle: idle.length,
      samplesFlood: during.length,
      statuses,
      hashMsPerSignIn: await hashCost(),
      signInRequestMs: Math.round(signInRequestMs),
    };
  } finally {
    await server.stop();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeFlood(r: FloodResult & { db: FloodDb }): string {
  return (
    `Flood (32 registrations + 32 wrong sign-ins at once, from 32 addresses, ${r.db}): signed-in GET /api/company p99 ` +
    `${r.floodP99} ms under flood vs ${r.idleP99} ms idle = ${r.ratio}x (target <= 3x: ${r.pass ? "PASS" : "FAIL"}; ` +
    `${r.samplesFlood} / ${r.samplesIdle} samples); answers ${JSON.stringify(r.statuses)}; argon2id verify ${r.hashMsPerSignIn} ms per sign-in; ` +
    `slowest flood wave ${r.signInRequestMs} ms.`
  );
}

if (require.main === module) {
  const args = new Set(process.argv.slice(2));
  const rounds = Number(process.argv.find((a) => a.startsWith("--rounds="))?.split("=")[1] ?? 10);
  // --dist=DIR measures another bench build (bench/server.ts `build`: the product's own build has no bench routes).
  const distDir = process.argv.find((a) => a.startsWith("--dist="))?.split("=")[1] ?? ".next-bench";
  if (!(args.has("--skip-build") && existsSync(path.join(ROOT, distDir, "BUILD_ID")))) build(distDir);
  const db = (process.argv.find((a) => a.startsWith("--db="))?.split("=")[1] ?? "pglite") as FloodDb;
  flood({ distDir, port: 3460, rounds, db })
    .then((result) => {
      console.log(JSON.stringify(result, null, 1));
      console.log(describeFlood(result));
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
