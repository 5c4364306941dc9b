import { GET as batchProgress } from "@/app/api/company/[id]/phases/progress/batch/route";
import { GET as phaseProgress } from "@/app/api/company/[id]/phases/[phaseId]/progress/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { getDb } from "@/lib/db";
import { EMPTY_FACTS } from "@/lib/checklist/applicability";
import { notApplicableTaskSlugs } from "@/lib/checklist/task-lines";
import { batchPhaseProgress } from "@/lib/progress/read";
import { documentKey } from "@/lib/progress/rules";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { countSqlStatements, createTestCompany, createTestPhase } from "@/tests/helpers/workspace";

setupTestDatabase();

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
let ada: TestUser;
let bob: TestUser;
let adaCompanyId: string;
let bobCompanyId: string;
let phaseId: string;
let taskIds: string[];

beforeEach(async () => {
  [ada, bob] = [await createTestUser(), await createTestUser()];
  adaCompanyId = (await createTestCompany(ada)).id;
  bobCompanyId = (await createTestCompany(bob)).id;
  const { phase, tasks } = await createTestPhase(["- A", "- B", null]);
  phaseId = phase.id;
  taskIds = tasks.map((task) => task.id);
});

async function completeTask(user: TestUser, companyId: string, taskId: string) {
  const key = documentKey(taskId, 0);
  const documents = { [key]: { id: key, name: "A", completed: true, fileUrl: "https://example.com/a", fileName: "Link attached" } };
  const res = await call(saveProgress, "/api/progress", { method: "POST", cookie: user.cookie, body: { companyId, taskId, documents } });
  expect(res.body.completed).toBe(true);
}

const one = (companyId: string, phase: string, cookie?: string) =>
  call(phaseProgress, `/api/company/${companyId}/phases/${phase}/progress`, { cookie, params: { id: companyId, phaseId: phase } });
const batch = (companyId: string, phaseIds: string | undefined, cookie?: string) =>
  call(batchProgress, `/api/company/${companyId}/phases/progress/batch`, {
    cookie,
    params: { id: companyId },
    query: phaseIds === undefined ? {} : { phaseIds },
  });

describe("GET /api/company/{id}/phases/{phaseId}/progress", () => {
  it("answers 401 when signed out", async () => {
    expect((await one(adaCompanyId, phaseId)).status).toBe(401);
  });

  it("answers {completed, total} counting only this company's completed tasks", async () => {
    expect((await one(adaCompanyId, phaseId, ada.cookie)).body).toEqual({ completed: 0, total: 3 });
    await completeTask(ada, adaCompanyId, taskIds[0]);
    await completeTask(bob, bobCompanyId, taskIds[1]);
    // An incomplete progress row does not count.
    await call(saveProgress, "/api/progress", {
      method: "POST",
      cookie: ada.cookie,
      body: { companyId: adaCompanyId, taskId: taskIds[1], notes: "soon" },
    });
    expect((await one(adaCompanyId, phaseId, ada.cookie)).body).toEqual({ completed: 1, total: 3 });
    expect((await one(bobCompanyId, phaseId, bob.cookie)).body).toEqual({ completed: 1, total: 3 });
  });

  it("answers 404 for an unknown phase", async () => {
    for (const phase of [UNKNOWN, "legal"]) {
      const res = await one(adaCompanyId, phase, ada.cookie);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Phase not found" });
    }
  });

  it("answers 404 for another user's company or a non-uuid id", async () => {
    await completeTask(bob, bobCompanyId, taskIds[0]);
    expect((await one(bobCompanyId, phaseId, ada.cookie)).status).toBe(404);
    expect((await one("abc", phaseId, ada.cookie)).status).toBe(404);
  });
});

describe("GET /api/company/{id}/phases/progress/batch", () => {
  it("answers 401 when signed out", async () => {
    expect((await batch(adaCompanyId, phaseId)).status).toBe(401);
  });

  it("answers one entry per phase asked, in order, with an error entry for unknown ids", async () => {
    await completeTask(ada, adaCompanyId, taskIds[0]);
    const db = await getDb();
    const seeded = await db.phase.findMany({
      where: { slug: { in: ["legal", "hr"] } },
      orderBy: { order: "asc" },
      include: { tasks: { select: { slug: true } } },
    });
    // A company that gave no facts sees the neutral core: no country overlay task counts.
    const excluded = notApplicableTaskSlugs(EMPTY_FACTS);
    const applicable = (phase: (typeof seeded)[number]) => phase.tasks.filter((t) => !excluded.has(t.slug)).length;
    expect(applicable(seeded[0])).toBeLessThan(seeded[0].tasks.length);
    const res = await batch(adaCompanyId, [phaseId, seeded[1].id, UNKNOWN, "not-a-uuid", seeded[0].id].join(","), ada.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { phaseId, completed: 1, total: 3 },
      { phaseId: seeded[1].id, completed: 0, total: applicable(seeded[1]) },
      { phaseId: UNKNOWN, completed: 0, total: 0, error: "Failed to fetch phase progress" },
      { phaseId: "not-a-uuid", completed: 0, total: 0, error: "Failed to fetch phase progress" },
      { phaseId: seeded[0].id, completed: 0, total: applicable(seeded[0]) },
    ]);
  });

  it("sees a completion and a new task written behind its back (another instance, a seed) on the next request", async () => {
    const figure = async () => (await batch(adaCompanyId, phaseId, ada.cookie)).body[0];
    expect(await figure()).toEqual({ phaseId, completed: 0, total: 3 });
    expect(await figure()).toEqual({ phaseId, completed: 0, total: 3 });
    const db = await getDb();
    await db.companyProgress.create({ data: { companyId: adaCompanyId, taskId: taskIds[1], completed: true } });
    expect(await figure()).toEqual({ phaseId, completed: 1, total: 3 });
    await db.companyProgress.update({ where: { companyId_taskId: { companyId: adaCompanyId, taskId: taskIds[1] } }, data: { completed: false } });
    expect(await figure()).toEqual({ phaseId, completed: 0, total: 3 });
    await db.companyProgress.update({ where: { companyId_taskId: { companyId: adaCompanyId, taskId: taskIds[1] } }, data: { completed: true } });
    expect(await figure()).toEqual({ phaseId, completed: 1, total: 3 });
    await db.task.create({ data: { phaseId, slug: `added-${phaseId}`, title: "Added", description: "- C", order: 9 } });
    expect(await figure()).toEqual({ phaseId, completed: 1, total: 4 });
  });

  it("answers 400 without phaseIds", async () => {
    for (const phaseIds of [undefined, "", " , "]) {
      const res = await batch(adaCompanyId, phaseIds, ada.cookie);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
  });

  it("answers 404 for another user's company", async () => {
    await completeTask(bob, bobCompanyId, taskIds[0]);
    const res = await batch(bobCompanyId, phaseId, ada.cookie);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Company not found" });
  });

  it("reads N phases with one SQL statement, the company check included, however many phases", async () => {
    const db = await getDb();
    const phases = await db.phase.findMany({ select: { id: true } });
    expect(phases.length).toBeGreaterThanOrEqual(6);
    const ids = phases.map((phase) => phase.id);
    const forOne = await countSqlStatements(db, () => batchPhaseProgress({ userId: ada.id, companyId: adaCompanyId, phaseIds: ids.slice(0, 1) }));
    let result: Awaited<ReturnType<typeof batchPhaseProgress>> = [];
    const forAll = await countSqlStatements(db, async () => {
      result = await batchPhaseProgress({ userId: ada.id, companyId: adaCompanyId, phaseIds: ids });
    });
    expect(result).toHaveLength(ids.length);
    expect(result.every((entry) => !entry.error)).toBe(true);
    expect(forOne).toBe(1);
    expect(forAll).toBe(1);
  });
});
