/**
 * The layer check (issue 14, docs/ARCHITECTURE.md). Every .ts/.tsx file's imports (static
 * `from "…"`, side-effect `import "…"`, `export … from "…"` and dynamic `import("…")`) are resolved
 * to a folder of the repository; a file may not import a layer its row of RULES forbids.
 *
 *   UI chain:     app -> components -> lib/queries -> lib/validations
 *   server chain: app/api -> lib/api -> lib/data -> lib/db
 *
 * Shared pure modules (lib/domain, lib/constants, lib/messages, lib/utils, lib/format,
 * lib/validations) may be imported by every layer. A violation is fixed by moving the symbol to the
 * right layer, not by a new entry in ALLOWED.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");

type Layer = "app/api" | "app" | "components" | "lib/queries" | "lib/validations" | "lib/api" | "lib/data" | "lib/db";

/** Most specific first: a file belongs to the first layer whose folder holds it. */
const LAYERS: Layer[] = ["app/api", "app", "components", "lib/queries", "lib/validations", "lib/api", "lib/data", "lib/db"];

/** A folder's layer, or a server file of app (a page, layout or server component: no "use client"). */
type Rule = Layer | "app (server)";

/**
 * Layer -> the layers it may NOT import. "app" also covers app/api. A server file of app hands what
 * it read to its client components as props; the hooks of lib/queries stay on the client.
 */
export const RULES: Record<Rule, Layer[]> = {
  "lib/validations": ["lib/queries", "components", "app", "lib/api", "lib/data", "lib/db"],
  "lib/queries": ["components", "app", "lib/api", "lib/data", "lib/db"],
  components: ["app", "lib/api", "lib/data", "lib/db"],
  app: [],
  "app (server)": ["lib/queries"],
  "app/api": ["components", "lib/queries"],
  "lib/api": ["app", "components", "lib/queries"],
  "lib/data": ["app", "lib/api", "components", "lib/queries"],
  "lib/db": ["lib/data", "lib/api", "app", "components", "lib/queries"],
};

/**
 * `file -> imported file` pairs tolerated, each with its reason. Empty: fix a violation by moving the
 * code to the right layer, not by adding an entry here.
 */
const ALLOWED: Record<string, string> = {};

const SKIP_DIRS = new Set(["node_modules", ".next", ".data", ".git", "generated", "coverage"]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith(".next")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) out.push(path.relative(ROOT, full).split(path.sep).join("/"));
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

export function layerOf(file: string): Layer | null {
  return LAYERS.find((layer) => file === layer || file.startsWith(`${layer}/`)) ?? null;
}

function forbids(from: Rule, to: Layer): boolean {
  return RULES[from].some((banned) => to === banned || to.startsWith(`${banned}/`));
}

/** ALLOWED entries some file still needs (one that no longer matches must be deleted). */
const allowedSeen = new Set<string>();

/** A module that starts with the "use client" directive (after comments). */
export function isClientModule(source: string): boolean {
  return /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["']/.test(source);
}

/** The wrong-way imports of one file's source: `file -> target (layer -> layer)`. */
export function violationsOf(file: string, source: string): string[] {
  const from = layerOf(file);
  if (!from) return [];
  const rule: Rule = from === "app" && !isClientModule(source) ? "app (server)" : from;
  const out: string[] = [];
  for (const specifier of importsOf(source)) {
    const target = resolveSpecifier(file, specifier);
    const to = target && layerOf(target);
    if (!to || to === from || !forbids(rule, to)) continue;
    const key = `${file} -> ${target}`;
    if (key in ALLOWED) allowedSeen.add(key);
    else out.push(`${key} (${rule} may not import ${to})`);
  }
  return out;
}

describe("layers", () => {
  it("no file imports across the layers the wrong way", () => {
    const files = ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) => violationsOf(file, readFileSync(path.join(ROOT, file), "utf8")));
    expect(violations).toEqual([]);
    // A fixed violation leaves its allowance behind: remove it, so the file cannot slip back.
    expect(Object.keys(ALLOWED).filter((key) => !allowedSeen.has(key))).toEqual([]);
  });

  it("flags a synthetic wrong-way import (the checker can fail)", () => {
    expect(violationsOf("lib/data/x.ts", 'import type { Task } from "@/lib/queries/phases";')).toEqual([
      "lib/data/x.ts -> lib/queries/phases (lib/data may not import lib/queries)",
    ]);
    expect(violationsOf("components/x/y.tsx", 'const m = await import("../../lib/db");')).toHaveLength(1);
    expect(violationsOf("lib/queries/x.ts", 'export { a } from "@/app/page";')).toHaveLength(1);
    expect(violationsOf("lib/validations/x.ts", 'import "@/components/providers";')).toHaveLength(1);
    expect(violationsOf("app/api/x/route.ts", 'import { useSaveProgress } from "@/lib/queries/progress";')).toHaveLength(1);
    expect(violationsOf("app/(app)/x/page.tsx", 'import { progressKeys } from "@/lib/queries/progress";')).toEqual([
      "app/(app)/x/page.tsx -> lib/queries/progress (app (server) may not import lib/queries)",
    ]);
  });

  it("tells a client module from a server one", () => {
    expect(isClientModule('"use client";\n\nimport x from "y";')).toBe(true);
    expect(isClientModule("// The form.\n/* more */\n'use client';")).toBe(true);
    expect(isClientModule('import x from "y";\n"use client";')).toBe(false);
    const client = '"use client";\nimport { useSaveProgress } from "@/lib/queries/progress";';
    expect(violationsOf("app/(app)/x/form.tsx", client)).toEqual([]);
  });

  it("lets the right-way and shared imports through", () => {
    const source = [
      'import { z } from "zod";',
      'import { roles } from "@/lib/domain/roles";',
      'import { progressRecordSchema } from "@/lib/validations/progress";',
      'import { phaseKeys } from "./phases";',
    ].join("\n");
    expect(violationsOf("lib/queries/x.ts", source)).toEqual([]);
    expect(violationsOf("app/api/x/route.ts", 'import { db } from "@/lib/db"; import { withAuth } from "@/lib/api/handler";')).toEqual([]);
    expect(violationsOf("app/page.tsx", 'import { Landing } from "@/components/landing/landing";')).toEqual([]);
  });
});
