import { POST as register } from "@/app/api/auth/register/route";
import { POST as createCompany } from "@/app/api/company/route";
import { PUT as updateCompany } from "@/app/api/company/[id]/route";
import { PUT as saveTeam } from "@/app/api/company/[id]/[kind]/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { PATCH as updateSpace } from "@/app/api/shared-spaces/[id]/route";
import { POST as addItems } from "@/app/api/shared-spaces/[id]/items/route";
import { getDb } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTenant, isolateStorageDir, type Tenant } from "./fixtures";
import { snapshotTenant } from "./snapshot";

/**
 * Every write goes through a strict zod schema: a client cannot set userId, another tenant's
 * companyId, viewCount, accessCode or any other server-owned column.
 */
setupTestDatabase();
isolateStorageDir();

let alpha: Tenant;
let bravo: Tenant;

beforeAll(async () => {
  alpha = await createTenant("alpha");
  bravo = await createTenant("bravo");
}, 60_000);

type Attempt = [label: string, run: () => ReturnType<typeof call>];

const attempts = (): Attempt[] => [
  [
    "company create with userId",
    () => call(createCompany, "/api/company", { method: "POST", cookie: alpha.user.cookie, body: { name: "X", userId: bravo.user.id } }),
  ],
  [
    "company create with nested userId",
    () =>
      call(createCompany, "/api/company", {
        method: "POST",
        cookie: alpha.user.cookie,
        body: { company: { name: "X", userId: bravo.user.id }, founders: [] },
      }),
  ],
  [
    "company update with userId",
    () =>
      call(updateCompany, "/", {
        method: "PUT",
        cookie: alpha.user.cookie,
        params: { id: alpha.companyId },
        body: { company: { name: "X", userId: bravo.user.id } },
      }),
  ],
  [
    "company update with id",
    () =>
      call(updateCompany, "/", {
        method: "PUT",
        cookie: alpha.user.cookie,
        params: { id: alpha.companyId },
        body: { name: "X", id: bravo.companyId },
      }),
  ],
  [
    "company update with createdAt",
    () =>
      call(updateCompany, "/", {
        method: "PUT",
        cookie: alpha.user.cookie,
        params: { id: alpha.companyId },
        body: { name: "X", createdAt: "2000-01-01" },
      }),
  ],
  ...(["founders", "employees", "advisors", "investors"] as const).map((kind): Attempt => [
    `${kind} entry with companyId`,
    () =>
      call(saveTeam, "/", {
        method: "PUT",
        cookie: alpha.user.cookie,
        params: { id: alpha.companyId, kind },
        body: { [kind]: [{ name: "X", companyId: bravo.companyId }] },
      }),
  ]),
  [
    "founder entry with position/createdAt",
    () =>
      call(saveTeam, "/", {
        method: "PUT",
        cookie: alpha.user.cookie,
        params: { id: alpha.companyId, kind: "founders" },
        body: { founders: [{ name: "X", position: 99, createdAt: "2000-01-01" }] },
      }),
  ],
  [
    "progress with id",
    () =>
      call(saveProgress, "/", {
        method: "POST",
        cookie: alpha.user.cookie,
        body: { companyId: alpha.companyId, taskId: alpha.taskId, id: bravo.companyId },
      }),
  ],
  [
    "progress with completedAt/documentUrl",
    () =>
      call(saveProgress, "/", {
        method: "POST",
        cookie: alpha.user.cookie,
        body: { companyId: alpha.companyId, taskId: alpha.taskId, completedAt: "2000-01-01T00:00:00Z", documentUrl: "javascript:alert(1)" },
      }),
  ],
  ...(["accessCode", "shareCode", "viewCount", "itemCount", "isActive", "createdById", "userId", "id"] as const).map((key): Attempt => [
    `space create with ${key}`,
    () =>
      call(createSpace, "/", {
        method: "POST",
        cookie: alpha.user.cookie,
        body: {
          companyId: alpha.companyId,
          name: "X",
          [key]: key === "viewCount" || key === "itemCount" ? 999 : key === "isActive" ? true : bravo.user.id,
        },
      }),
  ]),
  ...(["accessCode", "viewCount", "isActive", "companyId", "expiresAt"] as const).map((key): Attempt => [
    `space update with ${key}`,
    () =>
      call(updateSpace, "/", {
        method: "PATCH",
        cookie: alpha.user.cookie,
        params: { id: alpha.spaceId },
        body: {
          name: "X",
          [key]: key === "viewCount" ? 999 : key === "isActive" ? false : key === "expiresAt" ? "2999-01-01T00:00:00Z" : bravo.companyId,
        },
      }),
  ]),
];

describe("mass assignment", () => {
  it.each(attempts().map(([label, run]) => [label, run] as const))("%s is refused with 400 and changes nothing", async (_label, run) => {
    const before = await snapshotTenant({ userId: alpha.user.id, companyId: alpha.companyId });
    const bravoBefore = await snapshotTenant({ userId: bravo.user.id, companyId: bravo.companyId });
    const res = await run();
    expect({ status: res.status, message: typeof (res.body as { message?: unknown } | null)?.message }).toEqual({ status: 400, message: "string" });
    expect(await snapshotTenant({ userId: alpha.user.id, companyId: alpha.companyId })).toEqual(before);
    expect(await snapshotTenant({ userId: bravo.user.id, companyId: bravo.companyId })).toEqual(bravoBefore);
  });

  it("share items cannot smuggle their own snapshot, urls or notes: the server rebuilds itemData", async () => {
    const res = await call(addItems, "/", {
      method: "POST",
      cookie: alpha.user.cookie,
      params: { id: alpha.spaceId },
      body: {
        itemType: "task",
        itemId: (await anotherTask()).id,
        label: "<script>x</script>",
        documentUrl: "javascript:alert(1)",
        itemData: { label: "forged", notes: "forged", documentUrl: "javascript:alert(1)" },
      },
    });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("forged");
    expect(text).not.toContain("javascript:");
    expect(text).not.toContain("<script>");
  });

  it("the server, not the client, decides a task is complete", async () => {
    const res = await call(saveProgress, "/", {
      method: "POST",
      cookie: alpha.user.cookie,
      body: { companyId: alpha.companyId, taskId: (await anotherTask()).id, completed: true, documents: {} },
    });
    expect(res.status).toBe(200);
    expect(res.body.completed).toBe(false);
  });

  it("registration ignores a client-sent password hash", async () => {
    const email = `mass-${Date.now()}@example.com`;
    const res = await call(register, "/", {
      method: "POST",
      body: { email, password: "long enough pw", passwordHash: "$2a$04$forgedforgedforgedforgedforgedforgedforgedforgedforge" },
    });
    expect(res.status).toBe(201);
    const row = await (await getDb()).user.findUniqueOrThrow({ where: { email } });
    expect(row.passwordHash).not.toContain("forged");
    expect(await verifyPassword("long enough pw", row.passwordHash)).toBe(true);
  });

  it("a new user cannot create a company for someone else", async () => {
    const user = await createTestUser();
    const res = await call(createCompany, "/api/company", { method: "POST", cookie: user.cookie, body: { company: { name: "Mine" } } });
    expect(res.status).toBe(201);
    const row = await (await getDb()).company.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.userId).toBe(user.id);
  });
});

/** A checklist task with document lines other than the fixture's. */
async function anotherTask() {
  const tasks = await (await getDb()).task.findMany({ where: { NOT: { id: alpha.taskId } }, take: 20, orderBy: { order: "asc" } });
  const task = tasks.find((t) => (t.description ?? "").includes("\n-")) ?? tasks[0];
  return task;
}
