#!/usr/bin/env node
// Builds the app when there is no production build or a source file is newer than it.
// Used by `npm test` (the bundle-budget test reads the build) and by the e2e set-up.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const SOURCES = ["app", "components", "lib", "proxy.ts", "instrumentation.ts", "next.config.mjs", "prisma/migrations", "package-lock.json"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "generated" || /\.test\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function ensureBuild() {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  const stale = !existsSync(buildId) || SOURCES.some((s) => newestMtime(path.join(root, s)) > statSync(buildId).mtimeMs);
  if (!stale) return true;
  console.log("[build] building the app (next build)...");
  const result = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  return result.status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureBuild() ? 0 : 1);
