import { DELETE as removeMemberRoute } from "@/app/api/company/[id]/members/[userId]/route";
import { getDb } from "@/lib/db";
import { can, type Role } from "@/lib/team/rules/roles";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTenant, isolateStorageDir, type Tenant } from "./fixtures";
import { callRoute, leakedIdentifiers } from "./request";
import { IN_PROCESS_ROUTES, routeLabel, type RouteEntry } from "./routes";
import { ACTORS, expectedStatus, ROLE_TABLE, type Actor } from "./role-table";
import { snapshotTenant } from "./snapshot";

/**
 * The role dimension of the tenant matrix: every company-scoped route x {owner,
 * editor, viewer, removed member, other company}, expected answers generated from ROLE_TABLE.
 * First everyone who may not write calls everything (and company A is byte for byte unchanged
 * afterwards: a viewer's write changes nothing); then editor and owner, the routes that use
 * their target up last, the ownership transfer at the very end.
 */
setupTestDatabase();
isolateStorageDir();

let alpha: Tenant;
let bravo: Tenant;
const actors = {} as Record<Actor, Tenant>;
let before: Record<string, string>;

async function member(role: Role | "removed"): Promise<TestUser> {
  const user = await createTestUser({ email: `${role}-${crypto.randomUUID()}@roles.test` });
  await (await getDb()).companyMember.create({ data: { companyId: alpha.companyId, userId: user.id, role: role === "removed" ? "editor" : role } });
  if (role === "removed") {
    const res = await call(removeMemberRoute, "/", { method: "DELETE", cookie: alpha.user.cookie, params: { id: alpha.companyId, userId: user.id } });
    if (res.status !== 200) throw new Error(`removing the member failed: ${res.status}`);
  }
  return user;
}

beforeAll(async () => {
  alpha = await createTenant("alpha");
  bravo = await createTenant("bravo");
  // Role actors act with A's ids (the route factories read them from the tenant) and their own session.
  const as = (user: TestUser): Tenant => ({ ...alpha, user });
  actors.owner = alpha;
  actors.editor = as(await member("editor"));
  actors.viewer = as(await member("viewer"));
  actors["removed member"] = as(await member("removed"));
  actors["other company"] = bravo;
  before = await snapshotTenant({ userId: alpha.user.id, companyId: alpha.companyId });
}, 90_000);

const entries = IN_PROCESS_ROUTES.filter((entry) => ROLE_TABLE[routeLabel(entry)]);
const rank = (entry: RouteEntry) => (entry.route === "/api/company/[id]/transfer" ? 2 : ROLE_TABLE[routeLabel(entry)].consumes ? 1 : 0);
const ordered = [...entries].sort((a, b) => rank(a) - rank(b));

type Case = [string, Actor, RouteEntry];
const cases = (list: RouteEntry[], who: readonly Actor[]): Case[] =>
  list.flatMap((entry) => who.map((actor): Case => [routeLabel(entry), actor, entry]));
const consumed = new Set<string>();

async function check(label: string, actor: Actor, entry: RouteEntry) {
  const expected = expectedStatus(label, actor, consumed.has(label));
  const res = await callRoute(entry, alpha, actors[actor]);
  if (res.status < 300 && ROLE_TABLE[label].consumes) consumed.add(label);
  expect(expected.includes(res.status) ? "ok" : { label, actor, status: res.status, expected, body: res.body }).toBe("ok");
  // Refused callers learn nothing of A's.
  if (res.status >= 400) expect(leakedIdentifiers(res, alpha).filter((id) => id !== alpha.companyId)).toEqual([]);
}

describe("role matrix", () => {
  it("covers every company-scoped route of the route table", () => {
    const scoped = IN_PROCESS_ROUTES.filter((e) => e.auth === "session" && (e.crossTenant === "not-yours" || e.route === "/api/files/usage")).map(
      routeLabel,
    );
    expect(scoped.filter((label) => !ROLE_TABLE[label])).toEqual([]);
    expect(Object.keys(ROLE_TABLE).filter((label) => !scoped.includes(label))).toEqual([]);
  });

  describe("those who may not write: other company, removed member, viewer", () => {
    it.each(cases(entries, ["other company", "removed member", "viewer"]))("%s as %s", check);

    it("left every row and byte of company A unchanged", async () => {
      const after = await snapshotTenant({ userId: alpha.user.id, companyId: alpha.companyId });
      for (const key of Object.keys(before)) expect({ table: key, rows: after[key] }).toEqual({ table: key, rows: before[key] });
    });
  });

  describe("editor and owner", () => {
    it.each(cases(ordered, ["editor", "owner"]))("%s as %s", check);

    it("the transfer moved ownership to the heir; the old owner is an editor", async () => {
      const db = await getDb();
      expect((await db.company.findUniqueOrThrow({ where: { id: alpha.companyId } })).userId).toBe(alpha.heirId);
      const roles = Object.fromEntries((await db.companyMember.findMany({ where: { companyId: alpha.companyId } })).map((m) => [m.userId, m.role]));
      expect(roles[alpha.user.id]).toBe("editor");
      expect(can(roles[alpha.heirId], "transferOwnership")).toBe(true);
    });
  });

  it("lists the five actors", () => {
    expect(ACTORS).toHaveLength(5);
  });
});
