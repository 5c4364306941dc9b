import { readdir } from "node:fs/promises";
import { getDb } from "@/lib/db";
import { storageRoot } from "@/lib/storage";
import { setupTestDatabase } from "@/tests/helpers/db";
import type { CallResult } from "@/tests/helpers/http";
import { createTenant, isolateStorageDir, type Tenant } from "./fixtures";
import { callRoute, leakedIdentifiers } from "./request";
import { IN_PROCESS_ROUTES, routeLabel } from "./routes";
import { populatedTables, snapshotTenant } from "./snapshot";

/**
 * The tenant-isolation matrix: user B calls every route of the route table with user A's ids.
 * Routes that name A's data answer 404 (or 403); routes that name none answer B's own data or a
 * refusal, never a byte of A's. Afterwards every row A owns, in every table, and every stored
 * byte of A's files is exactly as before.
 */
setupTestDatabase();
isolateStorageDir();

let alpha: Tenant;
let bravo: Tenant;
let before: Record<string, string>;

beforeAll(async () => {
  alpha = await createTenant("alpha");
  bravo = await createTenant("bravo");
  before = await snapshotTenant({ userId: alpha.user.id, companyId: alpha.companyId });
}, 60_000);

function expectStatus(res: CallResult, expected: number[]) {
  expect(expected.includes(res.status) ? "ok" : { status: res.status, expected, body: res.body }).toBe("ok");
}

async function storageOrphans(): Promise<string[]> {
  const db = await getDb();
  const keys = new Set((await db.storedFile.findMany({ select: { storageKey: true } })).map((f) => f.storageKey));
  // Profile images are referenced by users.profile_image_key.
  for (const u of await db.user.findMany({ where: { profileImageKey: { not: null } }, select: { profileImageKey: true } }))
    keys.add(u.profileImageKey!);
  const names = await readdir(storageRoot()).catch(() => [] as string[]);
  return names.filter((name) => !keys.has(name));
}

describe("tenant isolation: B with A's ids", () => {
  it("starts from a tenant A with rows in every tenant table", () => {
    expect(populatedTables(before)).toEqual(
      expect.arrayContaining([
        "advisors",
        "companies",
        "company_progress",
        "employees",
        "founders",
        "investors",
        "sessions",
        "shared_space_access",
        "shared_space_items",
        "shared_spaces",
        "stored_files",
        "users",
      ]),
    );
    expect(Object.keys(before).filter((key) => key.startsWith("bytes:"))).toHaveLength(1);
  });

  it.each(IN_PROCESS_ROUTES.map((entry) => [routeLabel(entry), entry] as const))("%s", async (_label, entry) => {
    const res = await callRoute(entry, alpha, bravo);
    const expected = entry.crossTenant === "not-yours" ? [403, 404] : entry.crossTenant;
    expectStatus(res, expected);
    expect(leakedIdentifiers(res, alpha)).toEqual([]);
  });

  it("left every row and byte of A's unchanged", async () => {
    const after = await snapshotTenant({ userId: alpha.user.id, companyId: alpha.companyId });
    for (const key of Object.keys(before)) expect({ table: key, rows: after[key] }).toEqual({ table: key, rows: before[key] });
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  });

  it("left no stored bytes without a row (refused uploads stored nothing)", async () => {
    expect(await storageOrphans()).toEqual([]);
  });
});

describe("positive control: the same requests with the caller's own ids succeed", () => {
  let charlie: Tenant;
  beforeAll(async () => {
    charlie = await createTenant("charlie");
  }, 30_000);

  // The 404s above prove isolation only if the same request with one's own ids works. Deleting
  // the space goes last. A's space id is no access code, so that row has no "own" variant.
  // The code request (A's space id is no code either) has none; "Revoke now" goes last too.
  const last = (e: (typeof IN_PROCESS_ROUTES)[number]) => (e.method === "DELETE" ? 2 : e.route.endsWith("/revoke") ? 1 : 0);
  const scoped = IN_PROCESS_ROUTES.filter(
    (e) =>
      e.crossTenant === "not-yours" &&
      e.route !== "/api/shared/[accessCode]" &&
      e.route !== "/api/shared/[accessCode]/verification" &&
      !e.noOwnControl,
  ).sort((a, b) => last(a) - last(b));
  it.each(scoped.map((entry) => [routeLabel(entry), entry] as const))("%s", async (_label, entry) => {
    const res = await callRoute(entry, charlie, charlie);
    expectStatus(res, [200, 201, 204]);
  });
});
