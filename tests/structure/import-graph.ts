/**
 * How the structure tests read the code: every .ts/.tsx/.mjs file's imports (static `from "…"`,
 * type-only imports, side-effect `import "…"`, `export … from "…"` and dynamic `import("…")`),
 * resolved the way the compiler does (`@/` is the repository root; a folder means its index).
 * Type-only imports count: they are erased at run time, but a file still cannot be read without
 * the one it names.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "..", "..");

const SKIP_DIRS = new Set(["node_modules", ".next", ".data", ".git", "generated", "coverage"]);

/** Source files under `dir` (relative to `root`, `/`-separated), declaration files left out. */
export function sourceFiles(dir: string, out: string[] = [], root = ROOT): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith(".next")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out, root);
    else if (/\.(ts|tsx|mjs)$/.test(name) && !name.endsWith(".d.ts")) out.push(path.relative(root, full).split(path.sep).join("/"));
  }
  return out;
}

const IMPORT_PATTERNS = [
  /\bfrom\s*["']([^"']+)["']/g, // import … from "x", export … from "x"
  /\bimport\s*["']([^"']+)["']/g, // import "x"
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, // import("x")
];

/** The specifiers a source text imports. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const pattern of IMPORT_PATTERNS) for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** A specifier as a path from the repository root, or null for a package. */
export function resolveSpecifier(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return path.posix.normalize(specifier.slice(2));
  if (specifier.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return null;
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"];

/** The file a repository path names, as the compiler finds it, or null (a package, a comment's text). */
export function resolveFile(target: string, exists: (file: string) => boolean = onDisk()): string | null {
  return EXTENSIONS.map((ext) => `${target}${ext}`).find(exists) ?? null;
}

/** Whether a path names a file of the checkout at `root`. */
function onDisk(root = ROOT): (file: string) => boolean {
  return (file) => {
    const full = path.join(root, file);
    return existsSync(full) && statSync(full).isFile();
  };
}

/** file -> the repository files it imports. */
export type ImportGraph = Map<string, string[]>;

/** The import graph of the given files' sources; `exists` says whether a path is a file. */
export function buildGraph(sources: Map<string, string>, exists: (file: string) => boolean = onDisk()): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const [file, source] of sources) {
    const targets = importsOf(source)
      .map((specifier) => resolveSpecifier(file, specifier))
      .map((target) => target && resolveFile(target, exists))
      .filter((target): target is string => Boolean(target) && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph of the product's own code (app, components, lib) at `root`, test files left out. */
export function productGraph(root = ROOT): ImportGraph {
  const files = ["app", "components", "lib"]
    .flatMap((dir) => sourceFiles(path.join(root, dir), [], root))
    .filter((file) => !/\.test\.tsx?$/.test(file));
  return buildGraph(new Map(files.map((file) => [file, readFileSync(path.join(root, file), "utf8")])), onDisk(root));
}

/**
 * Files of lib/db that are no database client: where the data lives (paths and the URL, read by
 * the storage and the auth secret's default) and how a thrown database error is classified (the
 * API's error answer needs it).
 */
const NOT_THE_CLIENT = new Set(["lib/db/config.ts", "lib/db/errors.ts"]);

/** Whether a resolved file is part of the database client (lib/db but its config and error codes). */
export function isDatabaseClient(file: string): boolean {
  return file.startsWith("lib/db/") && !NOT_THE_CLIENT.has(file);
}
