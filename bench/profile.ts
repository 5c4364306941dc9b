/**
 * `npx tsx bench/profile.ts [--scale=1] [--duration=8] [--only=<substring>] [--dist=.next-bench] [--port=3890]`: where the server's CPU
 * goes, per endpoint. Seeds a PostgreSQL database like `npm run bench`, starts `next start` on the
 * bench build (.next-bench, built if missing) with `--cpu-prof`, loads the chosen endpoints one at a
 * time, then prints the self time grouped by package and the top functions. A tool for finding the
 * next optimisation, not a benchmark: profiling slows everything down evenly. --duration=0 skips
 * the load (with --html=<dir>, just saves the bodies). --inclusive=N also lists the N functions with
 * the most time including their callees (which of the app's own functions a page spends its time in).
 * --keep=<dir> copies the profiles out.
 */
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/lib/db";
import { load } from "./load";
import { filledDocuments, seedBench } from "./seed";
import { build, createPostgresDatabase, PG_SERVER, ROOT, signIn, startServer } from "./server";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=", 2) as [string, string]));
const scale = Number(args.get("scale") ?? 1);
const duration = Number(args.get("duration") ?? 8);
const only = args.get("only");
/** --html=<dir>: also saves each endpoint's body there (to see what a page spends its bytes on). */
const htmlDir = args.get("html");
const DIST = args.get("dist") ?? ".next-bench";
const PORT = Number(args.get("port") ?? 3890);
const inclusive = Number(args.get("inclusive") ?? 0);
/** --keep=<dir>: also copies each endpoint's profile there (<name>.cpuprofile, for DevTools or a closer look). */
const keepDir = args.get("keep");

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function packageOf(url: string): string {
  if (!url) return "(native/gc)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split("/");
    const name = rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
    if (name === "next") return `next/${rest.slice(1, 4).join("/")}`;
    return name;
  }
  if (url.startsWith("node:")) return url;
  if (url.includes("/.next-bench/server/chunks")) return "app (bundled chunk)";
  if (url.includes("/.next-bench/")) return "app (.next-bench)";
  return url.replace(ROOT, ".");
}

function summarise(file: string) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    const pkg = frame.functionName === "(idle)" ? "(idle)" : packageOf(frame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
    const fn = `${frame.functionName || "(anonymous)"} ${pkg}:${frame.lineNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
  console.log(`  total ${(total / 1e6).toFixed(1)} s of samples`);
  console.log("  by package:");
  for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`   ${pct(v)}  ${k}`);
  console.log("  top functions:");
  for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`   ${pct(v)}  ${k}`);
  if (!inclusive) return;
  // Each sample counts once for every distinct function on its stack.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const withCallees = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.functionName === "(root)" || frame.functionName === "(idle)") continue;
      const fn = `${frame.functionName || "(anonymous)"} ${packageOf(frame.url)}:${frame.lineNumber}`;
      if (seen.has(fn)) continue;
      seen.add(fn);
      withCallees.set(fn, (withCallees.get(fn) ?? 0) + us);
    }
  }
  console.log("  with callees:");
  for (const [k, v] of [...withCallees].sort((a, b) => b[1] - a[1]).slice(0, inclusive)) console.log(`   ${pct(v)}  ${k}`);
}

async function main() {
  if (!existsSync(path.join(ROOT, DIST, "BUILD_ID"))) build(DIST);
  const name = `raise_ready_profile_${process.pid}`;
  const { url, drop } = await createPostgresDatabase(PG_SERVER, name);
  const profDir = mkdtempSync(path.join(os.tmpdir(), "raise-ready-prof-"));
  try {
    const database = await openDatabase({ kind: "postgres", url });
    const f = await seedBench(database.prisma, scale).finally(() => database.close());
    const secret = randomBytes(32).toString("base64url");
    const baseUrl = `http://127.0.0.1:${PORT}`;
    const probe = await startServer(DIST, PORT, { DATABASE_URL: url, NEXTAUTH_SECRET: secret });
    const cookie = await signIn(baseUrl, f.email, f.password).finally(() => probe.stop());
    const auth = { cookie };
    const all = [
      { name: "bare", kind: "baseline" as const, path: "/api/bench/bare" },
      { name: "phases", kind: "read" as const, path: "/api/phases", headers: auth },
      { name: "tasks", kind: "read" as const, path: `/api/phases/${f.phaseIds[0]}/tasks`, headers: auth },
      { name: "progress", kind: "read" as const, path: `/api/company/${f.companyId}/progress`, headers: auth },
      {
        name: "batch",
        kind: "read" as const,
        path: `/api/company/${f.companyId}/phases/progress/batch?phaseIds=${f.phaseIds.join(",")}`,
        headers: auth,
      },
      { name: "shared", kind: "read" as const, path: `/api/shared/${f.accessCode}?email=${encodeURIComponent(f.viewerEmail)}` },
      { name: "search", kind: "read" as const, path: "/api/search?q=incorp", headers: auth },
      {
        name: "post-progress",
        kind: "write" as const,
        method: "POST" as const,
        path: "/api/progress",
        headers: { ...auth, "content-type": "application/json" },
        bodies: f.tasks.map((t) =>
          JSON.stringify({ companyId: f.companyId, taskId: t.id, priority: "high", notes: "Reviewed again.", documents: filledDocuments(t) }),
        ),
      },
      { name: "page-bare", kind: "page" as const, path: "/bench/static" },
      { name: "page-home", kind: "page" as const, path: "/", headers: auth },
      { name: "page-phase", kind: "page" as const, path: `/phase/${f.phaseIds[0]}`, headers: auth },
      { name: "page-shared", kind: "page" as const, path: `/shared/${f.accessCode}` },
      { name: "page-landing", kind: "page" as const, path: "/" },
    ];
    for (const e of all.filter((x) => !only || only.split(",").some((o) => x.name.includes(o)))) {
      const dir = path.join(profDir, e.name);
      const server = await startServer(DIST, PORT, { DATABASE_URL: url, NEXTAUTH_SECRET: secret }, ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
      if (htmlDir) {
        mkdirSync(htmlDir, { recursive: true });
        const body = await (await fetch(`${baseUrl}${e.path}`, { headers: "headers" in e ? e.headers : {} })).text();
        writeFileSync(path.join(htmlDir, `${e.name}.html`), body);
      }
      if (!duration) {
        await server.stop();
        continue;
      }
      let result;
      try {
        result = await load(baseUrl, e, { duration, warmup: 2, connections: 50 });
      } finally {
        await server.stop();
      }
      console.log(`\n== ${e.name} ${e.path}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}`);
      const files = existsSync(dir) ? readdirSync(dir).map((x) => path.join(dir, x)) : [];
      // next start forks a worker; the busiest profile is the one that served the requests.
      const busiest = files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
      if (busiest) summarise(busiest);
      if (busiest && keepDir) {
        mkdirSync(keepDir, { recursive: true });
        copyFileSync(busiest, path.join(keepDir, `${e.name}.cpuprofile`));
      }
    }
  } finally {
    rmSync(profDir, { recursive: true, force: true });
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
