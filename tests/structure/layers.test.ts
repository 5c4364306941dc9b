import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT, sourceFiles } from "./import-graph";
import { ALLOWED, allowedSeen, CLIENT_HOLDERS, clientImportsOf, isClientModule, unlistedLibModules, violationsOf } from "./layers";

/* The layer check (docs/ARCHITECTURE.md, "Layers"): the layers are ./layer-rules.ts, their bans ./layer-bans.ts, the checker ./layers.ts. */

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
      'import { ROLES } from "@/lib/team/rules/roles";',
      'import { uuid } from "@/lib/validations/common";',
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
    expect(violationsOf("lib/team/rules/x.ts", 'import { getStorage } from "@/lib/storage";')).toHaveLength(1);
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
    expect(violationsOf("lib/checklist/x.ts", 'import { getSql } from "@/lib/db";')).toHaveLength(1);
    expect(violationsOf("components/x.tsx", 'import { taskNotApplicable } from "@/lib/checklist/task-lines";')).toEqual([]);
  });

  it("keeps the resource modules above the data platform and in one order (the checker can fail)", () => {
    expect(violationsOf("lib/team/x.ts", 'import { handOverSpaces } from "@/lib/spaces/space-hand-over";')).toEqual([]);
    expect(violationsOf("lib/spaces/x.ts", 'import { listMemberships } from "@/lib/team/members";')).toEqual([
      "lib/spaces/x.ts -> lib/team/members (lib/spaces may not import lib/team)",
    ]);
    expect(violationsOf("lib/files/x.ts", 'import { requireCompany } from "@/lib/company/company";')).toHaveLength(1);
    expect(violationsOf("lib/files/x.ts", 'import { hit } from "@/lib/data/rate-limit";')).toEqual([]);
    expect(violationsOf("lib/data/x.ts", 'import { requireCompany } from "@/lib/company/company";')).toEqual([
      "lib/data/x.ts -> lib/company/company (lib/data may not import lib/company)",
    ]);
    expect(violationsOf("lib/company/x.ts", 'import { previewSpace } from "@/lib/visitor/preview";')).toHaveLength(1);
    expect(violationsOf("lib/notifications/x.ts", 'import { deleteAccount } from "@/lib/account/delete";')).toHaveLength(1);
    expect(violationsOf("lib/activity/x.ts", 'import { fileUrl } from "@/lib/files/files";')).toHaveLength(1);
    expect(violationsOf("components/x.tsx", 'import { listNotifications } from "@/lib/notifications/notifications";')).toHaveLength(1);
    expect(violationsOf("lib/visitor/x.ts", 'import { resolveItems } from "@/lib/spaces/resolve-items";')).toEqual([]);
    // The notifications module's contract is open to the client; its reads are not, and it stays pure.
    expect(violationsOf("components/x.tsx", 'import type { NotificationList } from "@/lib/notifications/schema";')).toEqual([]);
    expect(violationsOf("lib/queries/x.ts", 'import type { NotificationList } from "@/lib/notifications/schema";')).toEqual([]);
    expect(violationsOf("lib/notifications/schema.ts", 'import { memberWhere } from "@/lib/data/membership";')).toHaveLength(1);
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
    expect(clientImportsOf("lib/team/x.ts", 'import { getDb } from "@/lib/db";', exists)).toEqual([]);
    expect(clientImportsOf("lib/notifications/schema.ts", 'import { getDb } from "@/lib/db";', exists)).toEqual(["lib/db/index.ts"]);
    expect(clientImportsOf("lib/progress/save.ts", 'import { getSql } from "@/lib/db";', exists)).toEqual([]);
    expect(clientImportsOf("lib/progress/rules.ts", 'import { getSql } from "@/lib/db";', exists)).toEqual(["lib/db/index.ts"]);
    expect(clientImportsOf("lib/visitor/visit.ts", 'import { getSql } from "@/lib/db";', exists)).toEqual([]);
    expect(clientImportsOf("lib/visitor/schema.ts", 'import { getSql } from "@/lib/db";', exists)).toEqual(["lib/db/index.ts"]);
  });
});
