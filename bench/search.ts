/**
 * `npx tsx bench/search.ts`: GET /api/search alone, on PostgreSQL, for the bench company at 4x
 * (bench/seed.ts) plus uploaded files on its documents. Creates a uniquely named database on
 * 127.0.0.1:5432 (BENCH_POSTGRES_URL overrides), seeds it, starts the bench build in `.next-bench`
 * (the product plus the bare baseline, bench/server.ts `build`; --skip-build reuses one) and runs autocannon per query,
 * then drops the database. The target: p99 under 50 ms.
 * Options: --scale=4, --port=3430, --duration=10, --warmup=2, --connections=10, --skip-build.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Prisma } from "@/lib/db";
import { load } from "./load";
import { seedBench } from "./seed";
import { build, createPostgresDatabase, PG_SERVER, ROOT, signIn, startServer } from "./server";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=", 2) as [string, string]));
const opt = (name: string, fallback: number) => Number(args.get(name) ?? fallback);
const scale = opt("scale", 4);
const port = opt("port", 3430);
const options = { duration: opt("duration", 10), warmup: opt("warmup", 2), connections: opt("connections", 10) };
const FILES_PER_SCALE = 100;
const QUERIES = ["incorp", "certificate of incorporation", "review", "board minutes", "cap", "zzzqx"];
const P99_TARGET_MS = 50;
const DIST = ".next-bench";

/** Uploaded-file rows (metadata only: search never reads the bytes) on the first documents of the company's tasks. */
async function addFiles(db: Awaited<ReturnType<typeof openDatabase>>["prisma"], companyId: string, count: number) {
  const rows = await db.companyProgress.findMany({ where: { companyId }, select: { id: true, documents: true }, take: count });
  const names = ["Board minutes", "Cap table", "Certificate of incorporation", "Shareholder agreement", "Bank statement"];
  for (const [i, row] of rows.entries()) {
    const documents = (row.documents ?? {}) as Record<string, Record<string, unknown>>;
    const key = Object.keys(documents)[0];
    if (!key) continue;
    const fileName = `${names[i % names.length]} ${2020 + (i % 6)}-${String((i % 12) + 1).padStart(2, "0")}.pdf`;
    const file = await db.storedFile.create({
      data: { companyId, storageKey: `bench/${randomUUID()}`, fileName, contentType: "application/pdf", size: 1024 },
    });
    documents[key] = { ...documents[key], fileUrl: `/api/files/${file.id}`, fileName };
    await db.companyProgress.update({ where: { id: row.id }, data: { documents: documents as Prisma.InputJsonObject } });
  }
  return rows.length;
}

async function main() {
  if (!(args.has("skip-build") && existsSync(path.join(ROOT, DIST, "BUILD_ID")))) build(DIST);
  const name = `raise_ready_search_${process.pid}_${randomBytes(3).toString("hex")}`;
  const { url, drop } = await createPostgresDatabase(PG_SERVER, name);
  try {
    const database = await openDatabase({ kind: "postgres", url });
    let fixture;
    let files;
    try {
      const started = Date.now();
      fixture = await seedBench(database.prisma, scale);
      files = await addFiles(database.prisma, fixture.companyId, FILES_PER_SCALE * scale);
      console.log(
        `[search bench] ${scale}x seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${fixture.counts.tasks} tasks, ${fixture.counts.progress} progress rows, ${files} files`,
      );
    } finally {
      await database.close();
    }
    const server = await startServer(DIST, port, { DATABASE_URL: url, NEXTAUTH_SECRET: randomBytes(32).toString("base64url") });
    try {
      const cookie = await signIn(server.baseUrl, fixture.email, fixture.password);
      console.log(
        `[search bench] load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")} on ${os.cpus().length} CPUs; ${options.connections} connections, ${options.duration} s each`,
      );
      const bare = await load(server.baseUrl, { name: "bare", kind: "baseline", path: "/api/bench/bare" }, options);
      console.log(`  bare handler: ${bare.rps} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`);
      let worst = 0;
      for (const q of QUERIES) {
        const path = `/api/search?q=${encodeURIComponent(q)}`;
        const first = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
        const hits = ((await first.json()) as { data?: unknown[] }).data?.length ?? 0;
        if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
        const result = await load(server.baseUrl, { name: q, kind: "read", path, headers: { cookie } }, options);
        worst = Math.max(worst, result.p99);
        console.log(
          `  q=${JSON.stringify(q)} (${hits} results): ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${result.non2xx ? `, ${result.non2xx} non-2xx` : ""}`,
        );
      }
      console.log(
        `[search bench] worst p99 ${worst} ms: ${worst < P99_TARGET_MS ? "PASS" : "FAIL"} (target < ${P99_TARGET_MS} ms); load average now ${os.loadavg()[0].toFixed(2)}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
