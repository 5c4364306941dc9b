import { GET as listPhases } from "@/app/api/phases/route";
import { GET as listTasks } from "@/app/api/phases/[phaseId]/tasks/route";
import { checklist } from "@/lib/checklist";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { getDb } from "@/lib/db";

setupTestDatabase();

let user: TestUser;
beforeAll(async () => {
  user = await createTestUser();
});

describe("GET /api/phases", () => {
  it("needs a session", async () => {
    expect((await call(listPhases, "/api/phases")).status).toBe(401);
  });

  it("answers { data } ordered by order", async () => {
    const res = await call(listPhases, "/api/phases", { cookie: user.cookie });
    expect(res.status).toBe(200);
    // On a shared Postgres run database other test files add phases of their own.
    const names = res.body.data.map((p: { name: string }) => p.name).filter((n: string) => checklist.some((c) => c.name === n));
    expect(names).toEqual(checklist.map((p) => p.name));
    const orders = res.body.data.map((p: { order: number }) => p.order);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    expect(res.body.data[0]).toEqual({
      id: expect.any(String),
      name: "Legal Due Diligence",
      description: expect.any(String),
      order: 1,
      icon: "file-contract",
      color: expect.any(String),
    });
  });
});

describe("GET /api/phases/{id}/tasks", () => {
  it("answers the phase's tasks ordered by order", async () => {
    const phases = (await call(listPhases, "/api/phases", { cookie: user.cookie })).body.data;
    const res = await call(listTasks, `/api/phases/${phases[1].id}/tasks`, { cookie: user.cookie, params: { phaseId: phases[1].id } });
    expect(res.status).toBe(200);
    const expected = checklist[1].tasks
      .slice()
      .sort((a, b) => a.order - b.order)
      .map((t) => t.title);
    expect(res.body.data.map((t: { title: string }) => t.title)).toEqual(expected);
    expect(res.body.data[0]).toMatchObject({ phaseId: phases[1].id, priority: expect.stringMatching(/^(high|medium|low)$/) });
  });

  it("answers a checklist change made behind its back (another instance's seed) on the very next request", async () => {
    const phases = (await call(listPhases, "/api/phases", { cookie: user.cookie })).body.data;
    const phaseId = phases[0].id;
    const read = async () => (await call(listTasks, `/api/phases/${phaseId}/tasks`, { cookie: user.cookie, params: { phaseId } })).body.data;
    const before = await read();
    expect(await read()).toEqual(before);
    const db = await getDb();
    const task = before[0];
    await db.task.update({ where: { id: task.id }, data: { title: `${task.title} (revised)` } });
    try {
      const after = await read();
      expect(after[0]).toEqual({ ...task, title: `${task.title} (revised)` });
      expect(after.slice(1)).toEqual(before.slice(1));
    } finally {
      await db.task.update({ where: { id: task.id }, data: { title: task.title } });
    }
    expect(await read()).toEqual(before);
  });

  it("gives each line that rests on a law its source and review date, and a core line none", async () => {
    const phases = (await call(listPhases, "/api/phases", { cookie: user.cookie })).body.data;
    const phaseId = phases[0].id;
    const tasks = (await call(listTasks, `/api/phases/${phaseId}/tasks`, { cookie: user.cookie, params: { phaseId } })).body.data;
    const byTitle = (slug: string) => {
      const title = checklist[0].tasks.find((t) => t.slug === slug)!.title;
      return tasks.find((t: { title: string }) => t.title === title);
    };
    const certificates = byTitle("legal-incorporation-certificates");
    expect(certificates.sources[0]).toEqual({ index: 0, source: expect.stringContaining("s. 7(2)"), asOf: "2026-11-29" });
    const capTable = byTitle("legal-cap-table-register-of-members");
    const lines = (capTable.description as string)
      .split("\n")
      .filter((l) => l.startsWith("- "))
      .map((l) => l.slice(2));
    const coreIndex = lines.indexOf("Fully diluted capitalisation table, reconciled to the register of members");
    expect(coreIndex).toBeGreaterThanOrEqual(0);
    expect(capTable.sources.map((s: { index: number }) => s.index)).not.toContain(coreIndex);
    expect(capTable.sources.length).toBeGreaterThan(0);
  });

  it.each(["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1; DROP TABLE tasks"])("answers 404 for unknown phase %s", async (id) => {
    const res = await call(listTasks, `/api/phases/${id}/tasks`, { cookie: user.cookie, params: { phaseId: id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Phase not found");
  });
});
