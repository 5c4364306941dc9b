/**
 * Issue 22's flood scenario: while 32 registrations and 32 wrong-password sign-ins arrive at once
 * from 32 addresses, a signed-in founder's GET /api/company must stay within 3x its idle p99.
 * Also measures the hashing cost of one sign-in (argon2id at OWASP's parameters).
 * Alone: `npx tsx bench/flood.ts [--skip-build] [--dist=.next] [--rounds=3] [--db=pglite|postgres]`; `npm run bench` runs it at the end.
 * The server trusts one proxy hop (TRUSTED_PROXY_HOPS=1) so X-Forwarded-For names the 32 addresses.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase } from "@/lib/db";
import { build, createPostgresDatabase, ROOT, signIn, startServer } from "./server";

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

const FLOOD_SIZE = 32;

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
const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export async function flood({ distDir, port, rounds = 3, db = "pglite" }: { distDir: string; port: number; rounds?: number; db?: FloodDb }): Promise<FloodResult & { db: FloodDb }> {
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
    const count = (label: string) => (statuses[label] = (statuses[label] ?? 0) + 1);
    const during: number[] = [];
    let signInRequestMs = 0;
    for (let round = 0; round < rounds; round++) {
      // CSRF tokens first (cheap), so the flood itself is 64 password hashes' worth of requests.
      const csrf = await Promise.all(
        Array.from({ length: FLOOD_SIZE }, async () => {
          const res = await fetch(`${base}/api/auth/csrf`);
          const { csrfToken } = (await res.json()) as { csrfToken: string };
          return { csrfToken, jar: res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
        }),
      );
      let done = false;
      const sampler = (async () => {
        while (!done) during.push(await read());
      })();
      const started = performance.now();
      await Promise.all([
        ...Array.from({ length: FLOOD_SIZE }, (_, i) =>
          fetch(`${base}/api/auth/register`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `10.201.${round}.${i + 1}` },
            body: JSON.stringify({ email: `flood-${round}-${i}-${randomBytes(3).toString("hex")}@example.com`, password: "tangerine viaduct orbit 1987" }),
          }).then(async (res) => {
            await res.arrayBuffer();
            count(`register ${res.status}`);
          }),
        ),
        ...csrf.map(({ csrfToken, jar }, i) =>
          fetch(`${base}/api/auth/callback/credentials`, {
            method: "POST",
            redirect: "manual",
            headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar, origin: base, "x-forwarded-for": `10.202.${round}.${i + 1}` },
            body: new URLSearchParams({ csrfToken, email: founder.email, password: `wrong ${round}-${i}`, json: "true" }).toString(),
          }).then(async (res) => {
            await res.arrayBuffer();
            count(`sign-in ${res.status}`);
          }),
        ),
      ]);
      signInRequestMs = Math.max(signInRequestMs, performance.now() - started);
      done = true;
      await sampler;
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
  const rounds = Number(process.argv.find((a) => a.startsWith("--rounds="))?.split("=")[1] ?? 3);
  // --dist=.next measures an existing `next build` (the bench routes are in every build, off unless BENCH_ROUTES).
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
