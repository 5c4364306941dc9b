// ad-hoc: seed PGlite, start the bench build, print cookie + urls, keep running until killed
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/lib/db";
import { seedBench } from "./bench/seed";
import { signIn, startServer } from "./bench/server";
(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "perf-serve-"));
  const dataDir = path.join(dir, "pglite");
  const db = await openDatabase({ kind: "pglite", dataDir });
  const f = await seedBench(db.prisma, 1);
  await db.close();
  const server = await startServer(".next-bench", 3997, { DATABASE_URL: "", PGLITE_DATA_DIR: dataDir, NEXTAUTH_SECRET: "abcdefabcdefabcdefabcdefabcdef12" });
  const cookie = await signIn(server.baseUrl, f.email, f.password);
  console.log(JSON.stringify({ pid: server.child.pid, cookie, phase: f.phaseIds[0], company: f.companyId, code: f.accessCode }));
  process.on("SIGTERM", async () => { await server.stop(); process.exit(0); });
  setInterval(() => {}, 1 << 30);
})();
