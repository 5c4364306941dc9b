/**
 * One side of bench/history.ts: in whichever checkout it sits (this one, or an earlier commit's that
 * history.ts copies it into), a fresh PostgreSQL database seeded at 1x by that checkout's own bench seed,
 * that checkout's bench build serving it, a signed-in founder, and what the driver needs written to
 * --out as JSON; it serves until SIGTERM, then drops the database. Only the bench helpers every version
 * since the bench began has (openDatabase, seedBench, createPostgresDatabase, build, startServer, signIn).
 * `npx tsx bench/serve-seeded.ts --port=3371 --out=<file> [--dist=.next-bench] [--build]`
 */
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "@/lib/db";
import { seedBench } from "./seed";
import { build, createPostgresDatabase, ROOT, signIn, startServer } from "./server";

// Its own copy of bench/server.ts PG_SERVER: earlier checkouts' server.ts does not export it.
const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

async function main() {
  const port = Number(arg("port"));
  const out = arg("out");
  const dist = arg("dist") ?? ".next-bench";
  if (!port || !out) throw new Error("--port and --out are required");
  if (process.argv.includes("--build") || !existsSync(path.join(ROOT, dist, "BUILD_ID"))) build(dist);
  const { url, drop } = await createPostgresDatabase(PG_SERVER, `raise_ready_history_${port}_${randomBytes(3).toString("hex")}`);
  const database = await openDatabase({ kind: "postgres", url });
  const fixture = await seedBench(database.prisma, 1).finally(() => database.close());
  const server = await startServer(dist, port, { DATABASE_URL: url, NEXTAUTH_SECRET: randomBytes(32).toString("base64url") });
  const cookie = await signIn(server.baseUrl, fixture.email, fixture.password);
  const stop = async () => {
    await server.stop();
    await drop();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  writeFileSync(out, JSON.stringify({ baseUrl: server.baseUrl, pid: server.child.pid, cookie, fixture }));
  setInterval(() => {}, 2 ** 30);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
