#!/usr/bin/env node
// `npm start`: builds once when there is no production build, then serves it through the server
// entry (scripts/server.mjs: trusted client addresses, malformed paths, stalled bodies).
// Migrations and the checklist seed run inside the server at start-up (instrumentation.ts), on
// the embedded database by default or on DATABASE_URL.
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { serverNodeFlags } from "./node-flags.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const port = process.env.PORT || "3000";

if (/^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? "") && !process.env.NEXTAUTH_SECRET) {
  console.error("NEXTAUTH_SECRET must be set when DATABASE_URL points at a Postgres server (e.g. `openssl rand -base64 32`).");
  process.exit(1);
}

if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) {
  console.log("No production build found: running `next build` once (about two minutes)...");
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const entry = path.join(root, "scripts", "server.mjs");
const server = spawn(process.execPath, [...serverNodeFlags(), entry, "-p", port], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
