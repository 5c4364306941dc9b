/** What each layer of ./layer-rules.ts may not import, and which layers are shared pure modules. */
import type { Layer } from "./layer-rules";

/** A folder's layer, or a server file of app (a page, layout or server component: no "use client"). */
export type Rule = Layer | "app (server)";

/** The client-side layers: hooks, fetch helpers, toasts. */
const CLIENT: Layer[] = ["lib/queries", "lib/toast"];
/**
 * The resource modules below lib/account, lib/progress and lib/visitor, top to bottom: each holds one
 * resource's reads, writes and rules, calls the ones below it and lib/data (the shared data platform),
 * and never one above it, so no two of them import each other.
 */
export const RESOURCES: Layer[] = ["lib/notifications", "lib/team", "lib/spaces", "lib/company", "lib/files"];
/** What lib/data and every resource module may not import: the layers above them. */
const DATA_BANS: Layer[] = ["app", "lib/api", "components", ...CLIENT, "lib/jobs", "lib/account", "lib/progress", "lib/visitor"];
/** Server code below the route handlers, top to bottom. */
const SERVER: Layer[] = [
  "lib/api",
  "lib/jobs",
  "lib/account",
  "lib/progress",
  "lib/visitor",
  ...RESOURCES,
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
 * pure although their folder is a server layer (each module's schema and rules rows below; the progress
 * module's also its phase figures, a document's link and its expiry).
 */
export const PURE: Layer[] = [
  "lib/validations",
  "lib/progress/schema",
  "lib/progress/rules",
  "lib/progress/status",
  "lib/progress/links",
  "lib/progress/document-expiry",
  "lib/activity/rules",
  "lib/account/rules",
  "lib/visitor/schema",
  "lib/notifications/schema",
  "lib/notifications/rules",
  "lib/team/schema",
  "lib/team/rules",
  "lib/spaces/schema",
  "lib/spaces/rules",
  "lib/files/schema",
  "lib/company/rules",
  "lib/company/schema",
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
  "lib/progress/status": PURE_BANS,
  "lib/progress/links": PURE_BANS,
  "lib/progress/document-expiry": PURE_BANS,
  "lib/activity/rules": PURE_BANS,
  "lib/account/rules": PURE_BANS,
  "lib/visitor/schema": PURE_BANS,
  "lib/notifications/schema": PURE_BANS,
  "lib/notifications/rules": PURE_BANS,
  "lib/team/schema": PURE_BANS,
  "lib/team/rules": PURE_BANS,
  "lib/spaces/schema": PURE_BANS,
  "lib/spaces/rules": PURE_BANS,
  "lib/files/schema": PURE_BANS,
  "lib/company/rules": PURE_BANS,
  "lib/company/schema": PURE_BANS,
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
    ...RESOURCES,
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
  // The resource modules: each may call those below it (RESOURCES) and lib/data.
  "lib/notifications": DATA_BANS,
  "lib/team": [...DATA_BANS, "lib/notifications"],
  "lib/spaces": [...DATA_BANS, "lib/notifications", "lib/team"],
  "lib/company": [...DATA_BANS, "lib/notifications", "lib/team", "lib/spaces"],
  "lib/files": [...DATA_BANS, "lib/notifications", "lib/team", "lib/spaces", "lib/company"],
  // The shared data platform (versions and their cache, limits, membership, applicability, health, search): it calls no resource module.
  "lib/data": [...DATA_BANS, ...RESOURCES],
  // The activity feed, written by the modules that own a change and read by its route: it calls nothing back.
  "lib/activity": ["app", "lib/api", "components", ...CLIENT, "lib/jobs", "lib/account", "lib/progress", "lib/visitor", ...RESOURCES, "lib/data"],
  "lib/email": ["app", "components", ...CLIENT, "lib/api", "lib/jobs", ...RESOURCES, "lib/data", "lib/progress", "lib/account", "lib/visitor"],
  "lib/auth": [
    "app",
    "components",
    ...CLIENT,
    "lib/api",
    "lib/jobs",
    ...RESOURCES,
    "lib/data",
    "lib/email",
    "lib/progress",
    "lib/account",
    "lib/visitor",
  ],
  "lib/sharing": [
    "app",
    "components",
    ...CLIENT,
    "lib/api",
    "lib/jobs",
    ...RESOURCES,
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
    ...RESOURCES,
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
    ...RESOURCES,
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
    ...RESOURCES,
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
    ...RESOURCES,
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
