// A copy of the app that another user can run: the sources, the build and node_modules in a
// world-readable temp folder owned by the test's user. A clone's own folder may sit under a
// private parent (mode 0700: a home folder, a `mktemp -d`), which an unprivileged user cannot
// even pass through.
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Top-level entries the server never reads; the build and node_modules are linked, not copied. */
const LEFT_OUT = new Set([".git", ".data", ".swc", "coverage", "test-results", "node_modules"]);
const isBuildDir = (name, distDir) => name === distDir || name === ".next" || name.startsWith(".next-");

/**
 * Hard links (cp -al) where the folder is on the same file system: a second of work instead of
 * copying 1.4 GB. The linked files are the originals, so their modes are never changed here.
 */
function linkTree(from, to) {
  if (spawnSync("cp", ["-al", from, to]).status === 0) return;
  rmSync(to, { recursive: true, force: true });
  const copied = spawnSync("cp", ["-a", from, to], { encoding: "utf8" });
  if (copied.status !== 0) throw new Error(`could not copy ${from}: ${copied.stderr}`);
}

/**
 * Everything readable and nothing writable by anyone but the owner: folders 0755, and the files
 * copied here (not the linked ones) 0644, or 0755 if they were executable.
 */
function openForReading(dir, { filesToo }) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isDirectory()) chmodSync(full, 0o755);
    else if (filesToo && entry.isFile()) chmodSync(full, statSync(full).mode & 0o111 ? 0o755 : 0o644);
  }
}

/**
 * Copies the app at `root` into a new folder under the temp dir and answers its path. The build
 * (NEXT_DIST_DIR, default .next) comes without its cache, which the server does not read.
 */
export function appCopy(root) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const dir = mkdtempSync(path.join(os.tmpdir(), "app-copy-"));
  for (const name of readdirSync(root)) {
    if (LEFT_OUT.has(name) || isBuildDir(name, distDir)) continue;
    cpSync(path.join(root, name), path.join(dir, name), { recursive: true, verbatimSymlinks: true });
  }
  openForReading(dir, { filesToo: true });
  for (const name of ["node_modules", distDir]) linkTree(path.join(root, name), path.join(dir, name));
  rmSync(path.join(dir, distDir, "cache"), { recursive: true, force: true });
  openForReading(path.join(dir, "node_modules"), { filesToo: false });
  openForReading(path.join(dir, distDir), { filesToo: false });
  return dir;
}
