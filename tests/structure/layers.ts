/** The layer checker: a file's wrong-way imports and database-client imports under ./layer-rules.ts and ./layer-bans.ts. */
import { importsOf, isDatabaseClient, resolveFile, resolveSpecifier } from "./import-graph";
import { PURE, RESOURCES, RULES, type Rule } from "./layer-bans";
import { LAYERS, type Layer } from "./layer-rules";

/**
 * `file -> imported file` pairs tolerated, each with its reason. Empty: fix a violation by moving the
 * code to the right layer, not by adding an entry here.
 */
export const ALLOWED: Record<string, string> = {};

/**
 * The data modules: the only layers that may import the database client (a resource module's reads
 * and writes included; the mail module owns its outbox table, queued inside the caller's transaction).
 */
export const DATA_MODULES: Layer[] = ["lib/account", "lib/progress", "lib/visitor", ...RESOURCES, "lib/data", "lib/activity", "lib/email", "lib/db"];

/**
 * Files outside the data modules that still hold the database client, each with why it has not
 * moved yet. The list only shrinks: a file that no longer imports the client must leave it (the
 * test says so), and a new file is a failure.
 */
export const CLIENT_HOLDERS: Record<string, string> = {};

export function layerOf(file: string): Layer | null {
  return LAYERS.find((layer) => file === layer || file.startsWith(`${layer}/`) || file.startsWith(`${layer}.`)) ?? null;
}

function forbids(from: Rule, to: Layer): boolean {
  if (PURE.includes(to)) return false;
  return RULES[from].some((banned) => to === banned || to.startsWith(`${banned}/`));
}

/** ALLOWED entries some file still needs (one that no longer matches must be deleted). */
export const allowedSeen = new Set<string>();

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

/** The database-client files a file imports when it is no data module (`exists` finds files). */
export function clientImportsOf(file: string, source: string, exists?: (file: string) => boolean): string[] {
  const from = layerOf(file);
  if (from && DATA_MODULES.includes(from)) return [];
  return importsOf(source)
    .map((specifier) => resolveSpecifier(file, specifier))
    .map((target) => target && resolveFile(target, exists))
    .filter((target): target is string => Boolean(target) && isDatabaseClient(target!));
}

/** Folders and top-level files of lib (`lib/x`) that no row of LAYERS covers. */
export function unlistedLibModules(entries: string[]): string[] {
  return entries
    .filter((name) => !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
    .map((name) => `lib/${name.replace(/\.(ts|tsx|mjs)$/, "")}`)
    .filter((module) => !LAYERS.includes(module as Layer));
}
