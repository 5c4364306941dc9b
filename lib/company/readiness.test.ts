import { getDb } from "@/lib/db";
import { getReadiness, type Readiness } from "@/lib/company/readiness";
import { getCompanyForUser } from "@/lib/company/company";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { createTestCompany, createTestPhase, DAY } from "@/tests/helpers/workspace";

setupTestDatabase();

const held = (taskId: string, index: number, expiresOn?: string) => ({
  [`${taskId}-doc-${index}`]: { id: `${taskId}-doc-${index}`, name: "x", completed: true, fileUrl: "/api/files/x", fileName: "x.pdf", expiresOn },
});

/** A company with one phase of one task (two lines), the first line held with an expiry date. */
async function setUp() {
  const user = await createTestUser();
  const { id } = await createTestCompany(user, { name: "Cache Co" });
  const { phase, tasks } = await createTestPhase(["Why.\n- Share register\n- Trade licence"]);
  const db = await getDb();
  await db.companyProgress.create({ data: { companyId: id, taskId: tasks[0].id, documents: held(tasks[0].id, 0, "2027-03-01") } });
  const company = (await getCompanyForUser({ userId: user.id, companyId: id }))!;
  return { db, company, phaseIds: [phase.id], task: tasks[0] };
}

describe("getReadiness is kept per version of what it is computed from", () => {
  it("answers the same readiness twice, and a copy each time", async () => {
    const { company, phaseIds } = await setUp();
    const today = new Date("2026-11-26T12:00:00Z");
    const first = await getReadiness({ company, phaseIds, today });
    const second = await getReadiness({ company, phaseIds, today });
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    second.summary.gaps.length = 0;
    expect((await getReadiness({ company, phaseIds, today })).summary.gaps).toEqual(first.summary.gaps);
  });

  it("sees a save, a checklist edit and the next day at once (another instance's writes, the calendar)", async () => {
    const { db, company, phaseIds, task } = await setUp();
    const today = new Date("2026-11-26T12:00:00Z");
    // The test phase's own figure (the shipped checklist is in the database too).
    const ours = (readiness: Readiness) => readiness.summary.phases[phaseIds[0]];
    const before = await getReadiness({ company, phaseIds, today });
    expect(ours(before)).toMatchObject({ held: 1, required: 2 });

    await db.companyProgress.update({
      where: { companyId_taskId: { companyId: company.id, taskId: task.id } },
      data: { documents: { ...held(task.id, 0, "2027-03-01"), ...held(task.id, 1) } },
    });
    expect(ours(await getReadiness({ company, phaseIds, today }))).toMatchObject({ held: 2, required: 2 });

    await db.task.update({ where: { id: task.id }, data: { description: "Why.\n- Share register\n- Trade licence\n- Lease deed" } });
    const edited = await getReadiness({ company, phaseIds, today });
    expect(ours(edited)).toMatchObject({ held: 2, required: 3 });
    expect(edited.summary.gaps.filter((gap) => gap.taskId === task.id).map((gap) => gap.document)).toEqual(["Lease deed"]);

    // 1 March 2027 is the expiry day: from then on the held line counts as missing.
    const lapsed = await getReadiness({ company, phaseIds, today: new Date(new Date("2027-03-01T12:00:00Z").getTime()) });
    expect(ours(lapsed)).toMatchObject({ held: 1, required: 3 });
    expect(lapsed.expiring.filter((item) => item.taskId === task.id).map((item) => item.expiry)).toEqual(["expired"]);
    const dayBefore = await getReadiness({ company, phaseIds, today: new Date(new Date("2027-03-01T12:00:00Z").getTime() - DAY) });
    expect(ours(dayBefore)).toMatchObject({ held: 2, required: 3 });
  });
});
