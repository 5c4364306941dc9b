import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

/**
 * First-load JavaScript per app route, read from a production build's manifests (Next 16 no
 * longer prints sizes): the framework's root chunks (build-manifest.json rootMainFiles) plus every
 * chunk the route's client reference manifest lists for its segments (layouts, page, error and
 * not-found boundaries). Polyfills are left out (nomodule: modern browsers skip them), and so are
 * chunks loaded later by dynamic import. Sizes are gzip level 9, as Next used to report them.
 */
export interface RouteBundle {
  route: string;
  files: string[];
  bytes: number;
  gzipBytes: number;
}

export class MissingBuildError extends Error {}

const gzipCache = new Map<string, number>();

export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/** "/phase/[phaseId]/page" -> "/phase/[phaseId]"; route groups and the "page" leaf dropped. */
function routeOf(entry: string): string {
  const segments = entry.split("/").filter((s) => s && !/^\(.*\)$/.test(s));
  segments.pop();
  return `/${segments.join("/")}`;
}

function clientManifest(distDir: string, entry: string): { entryJSFiles?: Record<string, string[]> } | undefined {
  const file = path.join(distDir, "server", "app", `${entry.slice(1)}_client-reference-manifest.js`);
  if (!existsSync(file)) return undefined;
  const sandbox = { globalThis: {} as Record<string, unknown> };
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
  const manifests = (sandbox.globalThis.__RSC_MANIFEST ?? {}) as Record<string, { entryJSFiles?: Record<string, string[]> }>;
  return manifests[entry];
}

/** Every page route of the build (route handlers and Next's internal pages left out). */
export function firstLoadJs(distDir: string): RouteBundle[] {
  const buildId = path.join(distDir, "BUILD_ID");
  if (!existsSync(buildId)) {
    const name = path.basename(distDir);
    throw new MissingBuildError(
      `No production build in ${distDir} (no BUILD_ID). Build it first: ${name === ".next" ? "" : `NEXT_DIST_DIR=${name} `}npx next build`,
    );
  }
  const build = readJson<{ rootMainFiles?: string[] }>(path.join(distDir, "build-manifest.json"));
  const appPaths = readJson<Record<string, string>>(path.join(distDir, "server", "app-paths-manifest.json"));
  const root = build.rootMainFiles ?? [];
  const bundles: RouteBundle[] = [];
  for (const entry of Object.keys(appPaths).sort()) {
    if (!entry.endsWith("/page") || entry.startsWith("/_")) continue;
    const manifest = clientManifest(distDir, entry);
    const files = [...new Set([...root, ...Object.values(manifest?.entryJSFiles ?? {}).flat()])].filter((f) => f.endsWith(".js"));
    const absolute = files.map((f) => path.join(distDir, f));
    bundles.push({
      route: routeOf(entry),
      files,
      bytes: absolute.reduce((sum, f) => sum + readFileSync(f).length, 0),
      gzipBytes: absolute.reduce((sum, f) => sum + gzipSize(f), 0),
    });
  }
  return bundles;
}

/** gzip bytes of the /_next/static scripts an HTML page loads (what a modern browser really fetches; nomodule polyfills left out). */
export function htmlScriptBytes(distDir: string, html: string): { files: string[]; gzipBytes: number } {
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((tag) => !/\snomodule\b/i.test(tag));
  const files = [...new Set(tags.flatMap((tag) => /\ssrc="\/_next\/(static\/[^"?]+\.js)/.exec(tag)?.[1] ?? []))];
  const present = files.filter((f) => existsSync(path.join(distDir, f)));
  return { files: present, gzipBytes: present.reduce((sum, f) => sum + gzipSize(path.join(distDir, f)), 0) };
}

export function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

/** The newest source mtime, to warn when a build is older than the code it is said to measure. */
export function newestSource(root: string, dirs = ["app", "components", "lib"]): number {
  let newest = 0;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "generated" || entry.name === "node_modules") continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const d of dirs) walk(path.join(root, d));
  return newest;
}
