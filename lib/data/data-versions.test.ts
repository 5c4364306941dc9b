import { getDb, getSql } from "@/lib/db";
import { figuresVersionSql } from "@/lib/data/data-versions";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { createTestCompany, createTestPhase } from "@/tests/helpers/workspace";

setupTestDatabase();

/** What the caches compare: the version of a company's figures (its progress, the checklist) as the statements read it. */
async function versionOf(companyId: string): Promise<string> {
  const sql = await getSql();
  const [row] = await sql.rows<{ version: string }>(`SELECT ${figuresVersionSql("$1::uuid")} AS "version"`, [companyId]);
  return row.version;
}

async function setUp() {
  const user = await createTestUser();
  const ours = await createTestCompany(user, { name: "Ours" });
  const theirs = await createTestCompany(await createTestUser(), { name: "Theirs" });
  const { tasks } = await createTestPhase(["Why.\n- Share register", "Why.\n- Lease deed"]);
  return { db: await getDb(), ours: ours.id, theirs: theirs.id, tasks };
}

describe("data_versions: the database versions a company's progress and the checklist on every write", () => {
  it("changes a company's version on each insert, update and delete of its progress, and on none of another company's", async () => {
    const { db, ours, theirs, tasks } = await setUp();
    const seen = [await versionOf(ours)];
    const step = async (write: () => Promise<unknown>) => {
      const other = await versionOf(theirs);
      await write();
      const now = await versionOf(ours);
      expect(seen).not.toContain(now);
      seen.push(now);
      expect(await versionOf(theirs)).toBe(other);
    };
    await step(() => db.companyProgress.create({ data: { companyId: ours, taskId: tasks[0].id } }));
    await step(() => db.companyProgress.updateMany({ where: { companyId: ours }, data: { notes: "a note" } }));
    await step(() => db.companyProgress.create({ data: { companyId: ours, taskId: tasks[1].id, completed: true } }));
    await step(() => db.companyProgress.deleteMany({ where: { companyId: ours, taskId: tasks[0].id } }));

    // Another company's write leaves ours as it was.
    const held = await versionOf(ours);
    await db.companyProgress.create({ data: { companyId: theirs, taskId: tasks[0].id } });
    expect(await versionOf(ours)).toBe(held);
  });

  it("changes a company's version when its trash is written (the visitor view reads it), and no other company's", async () => {
    const { db, ours, theirs, tasks } = await setUp();
    await db.companyProgress.create({ data: { companyId: ours, taskId: tasks[0].id } });
    const other = await versionOf(theirs);
    const before = await versionOf(ours);
    const removed = await db.removedDocument.create({
      data: { companyId: ours, taskId: tasks[0].id, documentKey: `${tasks[0].id}-doc-0`, entry: { name: "Share register" } },
    });
    const afterInsert = await versionOf(ours);
    expect(afterInsert).not.toBe(before);
    await db.removedDocument.delete({ where: { id: removed.id } });
    expect(await versionOf(ours)).not.toBe(afterInsert);
    expect(await versionOf(theirs)).toBe(other);
  });

  it("changes every company's version when the checklist's tasks or phases change", async () => {
    const { db, ours, theirs, tasks } = await setUp();
    const before = [await versionOf(ours), await versionOf(theirs)];
    await db.task.update({ where: { id: tasks[0].id }, data: { description: "Why.\n- Share register\n- Board minutes" } });
    const afterTask = [await versionOf(ours), await versionOf(theirs)];
    expect(afterTask[0]).not.toBe(before[0]);
    expect(afterTask[1]).not.toBe(before[1]);
    await db.phase.update({ where: { id: tasks[0].phaseId }, data: { name: "Renamed" } });
    expect(await versionOf(ours)).not.toBe(afterTask[0]);
  });

  it("keeps the version of a write that rolled back, and drops every company's version on a truncate", async () => {
    const { db, ours, tasks } = await setUp();
    await db.companyProgress.create({ data: { companyId: ours, taskId: tasks[0].id } });
    const held = await versionOf(ours);
    await expect(
      db.$transaction(async (tx) => {
        await tx.companyProgress.updateMany({ where: { companyId: ours }, data: { completed: true } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await versionOf(ours)).toBe(held);

    const sql = await getSql();
    await sql.rows(`TRUNCATE company_progress CASCADE`);
    expect(await versionOf(ours)).not.toBe(held);
  });

  it("removes a company's row when the company is deleted, with or without progress left", async () => {
    const { db, ours, theirs, tasks } = await setUp();
    await db.companyProgress.create({ data: { companyId: ours, taskId: tasks[0].id } });
    await db.companyProgress.create({ data: { companyId: theirs, taskId: tasks[0].id } });
    await db.companyProgress.deleteMany({ where: { companyId: theirs } });
    const sql = await getSql();
    const rowsOf = async (id: string) => (await sql.rows<{ key: string }>(`SELECT key FROM data_versions WHERE key = $1`, [id])).length;
    expect([await rowsOf(ours), await rowsOf(theirs)]).toEqual([1, 1]);
    await db.company.delete({ where: { id: ours } });
    await db.company.delete({ where: { id: theirs } });
    expect([await rowsOf(ours), await rowsOf(theirs)]).toEqual([0, 0]);
  });
});
