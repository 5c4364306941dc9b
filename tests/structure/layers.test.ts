/**
 * The layer check (docs/ARCHITECTURE.md, "Layers"). Every file's imports are resolved to a folder
 * of the repository (./import-graph.ts); a file may not import a layer its row of RULES forbids.
 * Every folder and top-level file of lib has a row: a new folder must say where it sits.
 *
 *   UI chain:     app -> components -> lib/queries -> lib/validations
 *   server chain: app/api -> lib/api -> lib/jobs -> lib/data -> lib/email, lib/auth, lib/sharing
 *                 -> lib/storage, lib/security -> lib/db
 *
 * Shared pure modules (lib/domain, lib/checklist, lib/constants, lib/messages, lib/utils,
 * lib/format, lib/errors, lib/validations) may be imported by every layer and import only each
 * other. Only the data modules (lib/data, lib/db) hold the database client. A violation is fixed by
 * moving the symbol to the right layer, not by a new entry in ALLOWED.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { importsOf, isDatabaseClient, resolveFile, resolveSpecifier, ROOT, sourceFiles } from "./import-graph";

export { importsOf, resolveSpecifier };

type Layer =
  | "app/api"
  | "app"
  | "components"
  | "lib/queries"
  | "lib/toast"
  | "lib/validations"
  | "lib/progress/schema"
  | "lib/progress/rules"
  | "lib/applicability"
  | "lib/visitor/schema"
  | "lib/api"
  | "lib/jobs"
  | "lib/account"
  | "lib/progress"
  | "lib/visitor"
  | "lib/data"
  | "lib/activity"
  | "lib/email"
  | "lib/auth"
  | "lib/sharing"
  | "lib/storage"
  | "lib/security"
  | "lib/page-status"
  | "lib/db"
  | "lib/domain"
  | "lib/checklist"
  | "lib/messages"
  | "lib/constants"
  | "lib/utils"
  | "lib/format"
  | "lib/errors";

/** Most specific first: a file belongs to the first layer whose folder (or file) holds it. */
export const LAYERS: Layer[] = [
  "app/api",
  "app",
  "components",
  "lib/queries",
  "lib/toast",
  "lib/validations",
  "lib/progress/schema",
  "lib/progress/rules",
  "lib/applicability",
  "lib/visitor/schema",
  "lib/api",
  "lib/jobs",
  "lib/account",
  "lib/progress",
  "lib/visitor",
  "lib/data",
  "lib/activity",
  "lib/email",
  "lib/auth",
  "lib/sharing",
  "lib/storage",
  "lib/security",
  "lib/page-status",
  "lib/db",
  "lib/domain",
  "lib/checklist",
  "lib/messages",
  "lib/constants",
  "lib/utils",
  "lib/format",
  "lib/errors",
];

/** A folder's layer, or a server file of app (a page, layout or server component: no "use client"). */
type Rule = Layer | "app (server)";

/** The client-side layers: hooks, fetch helpers, toasts. */
const CLIENT: Layer[] = ["lib/queries", "lib/toast"];
/** Server code below the route handlers, top to bottom. */
const SERVER: Layer[] = [
  "lib/api",
  "lib/jobs",
  "lib/account",
  "lib/progress",
  "lib/visitor",
  "lib/data",
  "lib/activity",
  "lib/email",
  "lib/auth",
  "lib/sharing",
  "lib/storage",
  "lib/security",
  "lib/page-status",
  "lib/db",
];
/** What a shared pure module may not import: anything with I/O, React or a framework. */
const PURE_BANS: Layer[] = ["app", "components", ...CLIENT, ...SERVER];
/**
 * The shared pure layers: every layer may import them. A resource module's schema and rules are
 * pure although their folder is a server layer (lib/progress/schema, lib/progress/rules,
 * lib/visitor/schema).
 */
const PURE: Layer[] = [
  "lib/validations",
  "lib/progress/schema",
  "lib/progress/rules",
  "lib/applicability",
  "lib/visitor/schema",
  "lib/domain",
  "lib/checklist",
  "lib/messages",
  "lib/constants",
  "lib/utils",
  "lib/format",
  "lib/errors",
];

/**
 * Layer -> the layers it may NOT import. "app" also covers app/api. A server file of app hands what
 * it read to its client components as props; the hooks of lib/queries stay on the client. Where
 * two server folders still import each other (lib/auth with lib/sharing), neither
 * bans the other yet: docs/ARCHITECTURE.md lists those edges.
 */
export const RULES: Record<Rule, Layer[]> = {
  "lib/validations": PURE_BANS,
  "lib/progress/schema": PURE_BANS,
  "lib/progress/rules": PURE_BANS,
  "lib/applicability": PURE_BANS,
  "lib/visitor/schema": PURE_BANS,
  "lib/domain": PURE_BANS,
  "lib/checklist": PURE_BANS,
  "lib/messages": PURE_BANS,
  "lib/constants": PURE_BANS,
  "lib/utils": PURE_BANS,
  "lib/format": PURE_BANS,
  "lib/errors": PURE_BANS,
  "lib/queries": ["components", "app", "lib/toast", ...SERVER],
  "lib/toast": ["components", "app", ...SERVER],
  components: [
    "app",
    "lib/api",
    "lib/jobs",
    "lib/data",
    "lib/activity",
    "lib/progress",
    "lib/account",
    "lib/visitor",
    "lib/storage",
    "lib/security",
    "lib/page-status",
    "lib/db",
  ],
  app: [],
  "app (server)": ["lib/queries"],
  "app/api": ["components", ...CLIENT],
  "lib/api": ["app", "components", ...CLIENT, "lib/jobs"],
  "lib/jobs": ["app", "components", ...CLIENT, "lib/api"],
  "lib/account": ["app", "lib/api", "components", ...CLIENT, "lib/jobs"],
  "lib/progress": ["app", "lib/api", "components", ...CLIENT, "lib/jobs", "lib/account"],
  // The visitor module: the visit, its gate, its files, the founder's previews of it; it calls lib/data, lib/sharing, lib/email.
  "lib/visitor": ["app", "lib/api", "components", ...CLIENT, "lib/jobs", "lib/account", "lib/progress"],
  "lib/data": ["app", "lib/api", "components", ...CLIENT, "lib/jobs", "lib/account", "lib/progress", "lib/visitor"],
  // The activity feed, written by the modules that own a change and read by its route: it calls nothing back.
  "lib/activity": ["app", "lib/api", "components", ...CLIENT, "lib/jobs", "lib/account", "lib/progress", "lib/visitor", "lib/data"],
  "lib/email": ["app", "components", ...CLIENT, "lib/api", "lib/jobs", "lib/data", "lib/progress", "lib/account", "lib/visitor"],
  "lib/auth": ["app", "components", ...CLIENT, "lib/api", "lib/jobs", "lib/data", "lib/email", "lib/progress", "lib/account", "lib/visitor"],
  "lib/sharing": [
    "app",
    "components",
    ...CLIENT,
    "lib/api",
    "lib/jobs",
    "lib/data",
    "lib/progress",
    "lib/account",
    "lib/visitor",
    "lib/email",
    "lib/db",
  ],
  "lib/storage": [
    "app",
    "components",
    ...CLIENT,
    "lib/api",
    "lib/jobs",
    "lib/data",
    "lib/progress",
    "lib/account",
    "lib/visitor",
    "lib/email",
    "lib/auth",
    "lib/sharing",
    "lib/security",
    "lib/page-status",
  ],
  "lib/security": [
    "app",
    "components",
    ...CLIENT,
    "lib/api",
    "lib/jobs",
    "lib/data",
    "lib/progress",
    "lib/account",
    "lib/visitor",
    "lib/email",
    "lib/auth",
    "lib/sharing",
    "lib/page-status",
    "lib/db",
  ],
  "lib/page-status": [
    "app",
    "components",
    ...CLIENT,
    "lib/api",
    "lib/jobs",
    "lib/data",
    "lib/progress",
    "lib/account",
    "lib/visitor",
    "lib/email",
    "lib/auth",
    "lib/sharing",
    "lib/storage",
    "lib/security",
    "lib/db",
  ],
  "lib/db": [
    "lib/data",
    "lib/activity",
    "lib/progress",
    "lib/account",
    "lib/visitor",
    "lib/api",
    "app",
    "components",
    ...CLIENT,
    "lib/jobs",
    "lib/email",
    "lib/auth",
    "lib/sharing",
    "lib/storage",
    "lib/security",
    "lib/page-status",
  ],
};

/**
 * `file -> imported file` pairs tolerated, each with its reason. Empty: fix a violation by moving the
 * code to the right layer, not by adding an entry here.
 */
const ALLOWED: Record<string, string> = {};

/**
 * The data modules: the only layers that may import the database client (a resource module's reads
 * and writes included; the mail module owns its outbox table, queued inside the caller's transaction).
 */
const DATA_MODULES: Layer[] = ["lib/account", "lib/progress", "lib/visitor", "lib/data", "lib/activity", "lib/email", "lib/db"];

/**
 * Files outside the data modules that still hold the database client, each with why it has not
 * moved yet. The list only shrinks: a file that no longer imports the client must leave it (the
 * test says so), and a new file is a failure.
 */
export const CLIENT_HOLDERS: Record<string, string> = {
  "lib/auth/session.ts": "the session check: one typed statement on every request (a hot path)",
};

export function layerOf(file: string): Layer | null {
  return LAYERS.find((layer) => file === layer || file.startsWith(`${layer}/`) || file.startsWith(`${layer}.`)) ?? null;
}

function forbids(from: Rule, to: Layer): boolean {
  if (PURE.includes(to)) return false;
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

  it("gives every folder and top-level file of lib a row", () => {
    expect(unlistedLibModules(readdirSync(path.join(ROOT, "lib")))).toEqual([]);
  });

  it("flags a lib folder without a row and a wrong-way import of a new row (the checker can fail)", () => {
    expect(unlistedLibModules(["data", "billing", "format.ts", "format.test.ts", "cache.ts"])).toEqual(["lib/billing", "lib/cache"]);
    expect(violationsOf("lib/sharing/x.ts", 'import { groupTasksByCategory } from "@/components/phase/group-tasks";')).toEqual([
      "lib/sharing/x.ts -> components/phase/group-tasks (lib/sharing may not import components)",
    ]);
    expect(violationsOf("lib/email/index.ts", 'export { kickEmailWorker } from "@/lib/jobs/email-worker";')).toHaveLength(1);
    expect(violationsOf("lib/email/limits.ts", 'import { json } from "@/lib/api/respond";')).toHaveLength(1);
    expect(violationsOf("lib/domain/x.ts", 'import { getStorage } from "@/lib/storage";')).toHaveLength(1);
    expect(violationsOf("lib/queries/x.ts", 'import { toastError } from "@/lib/toast";')).toHaveLength(1);
  });

  it("keeps a resource module's schema and rules pure, and its reads and writes on the server", () => {
    expect(violationsOf("lib/progress/rules.ts", 'import { saveProgress } from "./save";')).toEqual([
      "lib/progress/rules.ts -> lib/progress/save (lib/progress/rules may not import lib/progress)",
    ]);
    expect(violationsOf("lib/progress/schema.ts", 'import { getSql } from "@/lib/db";')).toHaveLength(1);
    expect(violationsOf("lib/queries/x.ts", 'import { progressRecordSchema } from "@/lib/progress/schema";')).toEqual([]);
    expect(violationsOf("components/x.tsx", 'import { mergeDocuments } from "@/lib/progress/rules";')).toEqual([]);
    expect(violationsOf("components/x.tsx", 'import { saveProgress } from "@/lib/progress/save";')).toHaveLength(1);
    expect(violationsOf("lib/progress/save.ts", 'import { json } from "@/lib/api/respond";')).toHaveLength(1);
    // Nothing below a module calls back into it.
    expect(violationsOf("lib/data/x.ts", 'import { saveProgress } from "@/lib/progress/save";')).toHaveLength(1);
    expect(violationsOf("lib/data/x.ts", 'import { asDocuments } from "@/lib/progress/schema";')).toEqual([]);
    expect(violationsOf("lib/data/x.ts", 'import { registerAccount } from "@/lib/account/register";')).toHaveLength(1);
    expect(violationsOf("lib/email/x.ts", 'import { saveProgress } from "@/lib/progress/save";')).toHaveLength(1);
    // The visitor module: its contract is open to the client (as types) and to lib/sharing's snapshots, its visit is not.
    expect(violationsOf("components/x.tsx", 'import type { VisitorPayload } from "@/lib/visitor/schema";')).toEqual([]);
    expect(violationsOf("lib/sharing/x.ts", 'import type { ItemSnapshot } from "@/lib/visitor/schema";')).toEqual([]);
    expect(violationsOf("components/x.tsx", 'import { openSharedSpace } from "@/lib/visitor/visit";')).toHaveLength(1);
    expect(violationsOf("lib/data/x.ts", 'import { requireLiveVisit } from "@/lib/visitor/file";')).toEqual([
      "lib/data/x.ts -> lib/visitor/file (lib/data may not import lib/visitor)",
    ]);
    expect(violationsOf("lib/sharing/x.ts", 'import { findLiveSpace } from "@/lib/visitor/space";')).toHaveLength(1);
    expect(violationsOf("lib/visitor/schema.ts", 'import { VISITOR_COOKIE } from "./token";')).toHaveLength(1);
    // The mail module is called by the account module, never the other way round.
    expect(violationsOf("lib/email/x.ts", 'import { issueToken } from "@/lib/account/tokens";')).toHaveLength(1);
    expect(violationsOf("lib/auth/x.ts", 'import { claimRegistration } from "@/lib/account/limits";')).toHaveLength(1);
    // The account module counts its limits in lib/data; lib/auth, below it, may not (it did, which tied
    // lib/auth, lib/data, lib/email and lib/sharing into one cycle).
    expect(violationsOf("lib/auth/x.ts", 'import { hit } from "@/lib/data/rate-limit";')).toHaveLength(1);
  });

  it("keeps the activity feed below its writers and the line check pure (the checker can fail)", () => {
    expect(violationsOf("lib/progress/save.ts", 'import { recordActivities } from "@/lib/activity/record";')).toEqual([]);
    expect(violationsOf("lib/data/x.ts", 'import { recordActivity } from "@/lib/activity/record";')).toEqual([]);
    expect(violationsOf("lib/activity/x.ts", 'import { requireMembership } from "@/lib/data/membership";')).toEqual([
      "lib/activity/x.ts -> lib/data/membership (lib/activity may not import lib/data)",
    ]);
    expect(violationsOf("components/x.tsx", 'import { listActivity } from "@/lib/activity/feed";')).toHaveLength(1);
    expect(violationsOf("lib/applicability/x.ts", 'import { getSql } from "@/lib/db";')).toHaveLength(1);
    expect(violationsOf("components/x.tsx", 'import { taskNotApplicable } from "@/lib/applicability/task-lines";')).toEqual([]);
  });

  it("keeps the database client in the data modules", () => {
    const holders = ["app", "components", "lib"]
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      // Tests arrange and inspect rows directly: the rule is about the product's code.
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => clientImportsOf(file, readFileSync(path.join(ROOT, file), "utf8")).length > 0);
    expect(holders.filter((file) => !(file in CLIENT_HOLDERS))).toEqual([]);
    // A file that moved its queries out leaves the list, so it cannot slip back.
    expect(Object.keys(CLIENT_HOLDERS).filter((file) => !holders.includes(file))).toEqual([]);
  });

  it("flags a database client import outside the data modules (the checker can fail)", () => {
    const files = new Set(["lib/db/index.ts", "lib/db/config.ts", "lib/db/errors.ts", "lib/db/typed-sql.ts"]);
    const exists = (file: string) => files.has(file);
    expect(clientImportsOf("app/(app)/x/page.tsx", 'import { getSql } from "@/lib/db";', exists)).toEqual(["lib/db/index.ts"]);
    expect(clientImportsOf("lib/sharing/x.ts", 'import type { Prisma } from "../db";', exists)).toEqual(["lib/db/index.ts"]);
    expect(clientImportsOf("lib/auth/x.ts", 'const { getDb } = await import("@/lib/db");', exists)).toHaveLength(1);
    expect(clientImportsOf("lib/jobs/x.ts", 'import { sqlStatement } from "@/lib/db/typed-sql";', exists)).toHaveLength(1);
    expect(clientImportsOf("lib/storage/x.ts", 'import { DATA_DIR } from "@/lib/db/config";', exists)).toEqual([]);
    expect(clientImportsOf("lib/api/x.ts", 'import { classifyDbError } from "@/lib/db/errors";', exists)).toEqual([]);
    expect(clientImportsOf("lib/data/x.ts", 'import { getSql } from "@/lib/db";', exists)).toEqual([]);
    expect(clientImportsOf("lib/progress/save.ts", 'import { getSql } from "@/lib/db";', exists)).toEqual([]);
    expect(clientImportsOf("lib/progress/rules.ts", 'import { getSql } from "@/lib/db";', exists)).toEqual(["lib/db/index.ts"]);
    expect(clientImportsOf("lib/visitor/visit.ts", 'import { getSql } from "@/lib/db";', exists)).toEqual([]);
    expect(clientImportsOf("lib/visitor/schema.ts", 'import { getSql } from "@/lib/db";', exists)).toEqual(["lib/db/index.ts"]);
  });
});
