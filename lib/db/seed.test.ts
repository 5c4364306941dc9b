import { checklist } from "@/lib/checklist";
import type { ChecklistPhase } from "@/lib/checklist/types";
import { getDb } from "@/lib/db";
import { setupTestDatabase } from "@/tests/helpers/db";
import { createTestUser } from "@/tests/helpers/auth";
import { seedChecklist } from "./seed";

setupTestDatabase();

describe("checklist seeding", () => {
  it("has seeded every phase and task once", async () => {
    const db = await getDb();
    // Other test files may add phases of their own to a shared Postgres run database.
    const taskSlugs = checklist.flatMap((p) => p.tasks.map((t) => t.slug));
    expect(await db.phase.count({ where: { slug: { in: checklist.map((p) => p.slug) } } })).toBe(checklist.length);
    expect(await db.task.count({ where: { slug: { in: taskSlugs } } })).toBe(taskSlugs.length);
  });

  it("is idempotent: a second run writes nothing", async () => {
    const db = await getDb();
    expect(await seedChecklist(db, checklist)).toEqual({ phasesCreated: 0, phasesUpdated: 0, tasksCreated: 0, tasksUpdated: 0 });
  });

  it("updates edited text in place and keeps founders' progress", async () => {
    const db = await getDb();
    const user = await createTestUser();
    const company = await db.company.create({ data: { userId: user.id, name: "Acme" } });
    const first = checklist[0].tasks[0];
    const task = await db.task.findUniqueOrThrow({ where: { slug: first.slug } });
    await db.companyProgress.create({ data: { companyId: company.id, taskId: task.id, completed: true, notes: "kept" } });

    const edited: ChecklistPhase[] = structuredClone(checklist);
    edited[0].tasks[0].title = `${first.title} (revised)`;
    edited[0].tasks[0].description = `${first.description}\n- Board resolution approving the revision`;
    edited[0].tasks.push({ ...edited[0].tasks[0], slug: `${first.slug}-new`, order: 999, title: "A new task" });

    expect(await seedChecklist(db, edited)).toEqual({ phasesCreated: 0, phasesUpdated: 0, tasksCreated: 1, tasksUpdated: 1 });
    const updated = await db.task.findUniqueOrThrow({ where: { slug: first.slug } });
    expect(updated.id).toBe(task.id);
    expect(updated.title).toBe(`${first.title} (revised)`);
    const progress = await db.companyProgress.findMany({ where: { companyId: company.id } });
    expect(progress).toHaveLength(1);
    expect(progress[0]).toMatchObject({ taskId: task.id, completed: true, notes: "kept" });

    await seedChecklist(db, checklist); // restore for other tests in this file
  });
});
