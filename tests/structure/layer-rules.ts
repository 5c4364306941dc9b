/**
 * The layer rules (docs/ARCHITECTURE.md, "Layers"), checked by ./layers.ts and ./layers.test.ts. Every file's imports are resolved to a folder
 * of the repository (./import-graph.ts); a file may not import a layer its row of RULES (./layer-bans.ts) forbids.
 * This file lists the layers; ./layer-bans.ts says what each may not import.
 * Every folder and top-level file of lib has a row: a new folder must say where it sits.
 *
 *   UI chain:     app -> components -> lib/queries -> a module's schema (lib/<module>/schema)
 *   server chain: app/api -> lib/api -> lib/jobs -> lib/account, lib/progress, lib/visitor
 *                 -> lib/notifications -> lib/team -> lib/spaces -> lib/company -> lib/files -> lib/search -> lib/data
 *                 -> lib/activity -> lib/email, lib/auth, lib/sharing -> lib/storage, lib/security -> lib/db
 *
 * Shared pure modules (lib/checklist, lib/constants, lib/messages, lib/utils,
 * lib/format, lib/errors, lib/validations) may be imported by every layer and import only each
 * other. Each resource module holds its own zod contracts in its pure half (lib/<module>/schema);
 * lib/validations keeps only the field helpers they share (ids, optional text, numbers, dates). Only the data modules (lib/data, lib/db, the resource modules' reads and writes) hold the database client. A violation is fixed by
 * moving the symbol to the right layer, not by a new entry in ALLOWED.
 */
/** Most specific first: a file belongs to the first layer whose folder (or file) holds it. */
export const LAYERS = [
  "app/api",
  "app",
  "components",
  "lib/queries",
  "lib/toast",
  "lib/validations",
  "lib/progress/schema",
  "lib/progress/rules",
  "lib/progress/status",
  "lib/progress/links",
  "lib/progress/document-expiry",
  "lib/activity/rules",
  "lib/account/rules",
  "lib/visitor/schema",
  "lib/visitor/email-schema",
  "lib/visitor/states",
  "lib/visitor/snapshots",
  "lib/notifications/schema",
  "lib/notifications/rules",
  "lib/team/schema",
  "lib/team/rules",
  "lib/spaces/schema",
  "lib/spaces/rules",
  "lib/files/schema",
  "lib/company/rules",
  "lib/company/schema",
  "lib/account/schema",
  "lib/search/schema",
  "lib/search/rules",
  "lib/email/payloads",
  "lib/api",
  "lib/jobs",
  "lib/account",
  "lib/progress",
  "lib/visitor",
  "lib/notifications",
  "lib/team",
  "lib/spaces",
  "lib/company",
  "lib/files",
  "lib/search",
  "lib/data",
  "lib/activity",
  "lib/email",
  "lib/auth",
  "lib/sharing",
  "lib/storage",
  "lib/security",
  "lib/page-status",
  "lib/db",
  "lib/checklist",
  "lib/messages",
  "lib/constants",
  "lib/utils",
  "lib/format",
  "lib/errors",
] as const;

/** A layer: one row of LAYERS, written once (the type follows the list). */
export type Layer = (typeof LAYERS)[number];
