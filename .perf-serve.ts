// ad-hoc dev helper (deleted after): seed a Postgres DB, start the bench build, print cookie + ids
import { openDatabase } from "@/lib/db";
import { seedBench } from "./bench/seed";
import { createPostgresDatabase, signIn, startServer } from "./bench/server";
(async () => {
  const { url, drop } = await createPostgresDatabase("postgresql://postgres@127.0.0.1:5432/postgres", `perf_serve_${process.pid}`);
  const db = await openDatabase({ kind: "postgres", url });
  const f = await seedBench(db.prisma, Number(process.env.SCALE ?? 1));
  await db.close();
  const server = await startServer(".next-bench", 3997, { DATABASE_URL: url, NEXTAUTH_SECRET: "abcdefabcdefabcdefabcdefabcdef12" }, process.env.PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/perf-prof"] : []);
  const cookie = await signIn(server.baseUrl, f.email, f.password);
  console.log(JSON.stringify({ pid: server.child.pid, self: process.pid, cookie, phase: f.phaseIds[0], company: f.companyId, code: f.accessCode }));
  process.on("SIGTERM", async () => { await server.stop(); await drop(); process.exit(0); });
  setInterval(() => {}, 1 << 30);
})();
