import { randomUUID } from "node:crypto";
import { checklist } from "@/lib/checklist";
import type { ChecklistPhase } from "@/lib/checklist/types";
import { getDb } from "@/lib/db";
import { documentKey } from "@/lib/progress/rules";
import { setupTestDatabase } from "@/tests/helpers/db";
import { createTestUser } from "@/tests/helpers/auth";
import { EMPTY_SEED_RESULT, seedChecklist } from "./seed";

const database = setupTestDatabase();

/** One seed run in its own transaction, as the start-up unit runs it (its statements on the transaction's connection). */
const seed = (phases: ChecklistPhase[]) =>
  database().prisma.$transaction(
    (tx) =>
      seedChecklist({ rows: <T extends object>(text: string, params: readonly unknown[] = []) => tx.$queryRawUnsafe<T[]>(text, ...params) }, phases),
    // The whole checklist in one transaction: longer than the 5 s Prisma allows a request by default.
    { timeout: 60_000 },
  );

/** The checklist with task `[phase][task]` given new document lines (its explanation is kept). */
function withLines(p: number, t: number, edit: (lines: string[]) => string[]): ChecklistPhase[] {
  const copy: ChecklistPhase[] = structuredClone(checklist);
  const task = copy[p].tasks[t];
  const text = task.description.split("\n");
  const explanation = text.filter((line) => !line.startsWith("- "));
  const lines = text.filter((line) => line.startsWith("- ")).map((line) => line.slice(2));
  task.description = [...explanation, ...edit(lines).map((line) => `- ${line}`)].join("\n");
  return copy;
}

/** A company with an uploaded file on every document line of the task (and a shared space with two of them). */
async function companyWithUploads(taskSlug: string) {
  const db = await getDb();
  const user = await createTestUser();
  const company = await db.company.create({ data: { userId: user.id, name: "Acme" } });
  const task = await db.task.findUniqueOrThrow({ where: { slug: taskSlug } });
  const names = checklist
    .flatMap((p) => p.tasks)
    .find((t) => t.slug === taskSlug)!
    .description.split("\n")
    .filter((l) => l.startsWith("- "))
    .map((l) => l.slice(2));
  const documents: Record<string, object> = {};
  const fileOf: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const file = await db.storedFile.create({
      data: {
        companyId: company.id,
        storageKey: randomUUID().replaceAll("-", ""),
        fileName: `${index}.pdf`,
        contentType: "application/pdf",
        size: 1,
      },
    });
    const key = documentKey(task.id, index);
    fileOf[name] = file.id;
    documents[key] = {
      id: key,
      name,
      completed: true,
      fileUrl: `/api/files/${file.id}`,
      fileName: `${index}.pdf`,
      uploadedAt: "2026-11-01T00:00:00.000Z",
    };
  }
  await db.companyProgress.create({ data: { companyId: company.id, taskId: task.id, completed: true, completedAt: new Date(), documents } });
  const space = await db.sharedSpace.create({
    data: {
      companyId: company.id,
      createdById: user.id,
      name: "Round",
      expiresAt: new Date(Date.now() + 86_400_000),
      accessCode: randomUUID().slice(0, 12),
      itemCount: 2,
    },
  });
  for (const index of [0, 1]) {
    await db.sharedSpaceItem.create({
      data: {
        sharedSpaceId: space.id,
        itemType: "document",
        itemId: documentKey(task.id, index),
        taskId: task.id,
        itemData: { label: names[index], fileUrl: `/api/files/${fileOf[names[index]]}` },
        order: index,
      },
    });
  }
  return { db, company, task, names, fileOf, space };
}

/**
 * The seed's counts are over every company. On the shared PostgreSQL run database other test files hold uploads on the
 * same tasks, so there they are a floor; on the test file's own database they are exact.
 */
function expectCounts(seeded: object, expected: Record<string, number>) {
  const result = seeded as Record<string, number>;
  for (const [key, count] of Object.entries(expected)) {
    if (process.env.TEST_DATABASE_URL) expect(result[key]).toBeGreaterThanOrEqual(count);
    else expect({ [key]: result[key] }).toEqual({ [key]: count });
  }
}

/** name of the line -> file id found on it, read back from the stored documents map. */
async function filesByLine(companyId: string, taskId: string, lines: string[]) {
  const db = await getDb();
  const row = await db.companyProgress.findUniqueOrThrow({ where: { companyId_taskId: { companyId, taskId } } });
  const documents = (row.documents ?? {}) as Record<string, { id: string; fileUrl: string }>;
  const byLine: Record<string, string | undefined> = {};
  for (const [index, name] of lines.entries()) {
    const doc = documents[documentKey(taskId, index)];
    if (doc) expect(doc.id).toBe(documentKey(taskId, index));
    byLine[name] = doc?.fileUrl.replace("/api/files/", "");
  }
  return { byLine, keys: Object.keys(documents).sort(), row };
}

afterEach(async () => {
  await seed(checklist); // back to the shipped checklist for the next test
});

describe("checklist seeding", () => {
  it("has seeded every phase and task once, with the slugs of its document lines", async () => {
    const db = await getDb();
    // Other test files may add phases of their own to a shared Postgres run database.
    const taskSlugs = checklist.flatMap((p) => p.tasks.map((t) => t.slug));
    expect(await db.phase.count({ where: { slug: { in: checklist.map((p) => p.slug) } } })).toBe(checklist.length);
    expect(await db.task.count({ where: { slug: { in: taskSlugs } } })).toBe(taskSlugs.length);
    const task = await db.task.findUniqueOrThrow({ where: { slug: checklist[0].tasks[0].slug } });
    expect(Array.isArray(task.documentSlugs)).toBe(true);
  });

  it("is idempotent: a second run writes nothing", async () => {
    expect(await seed(checklist)).toEqual(EMPTY_SEED_RESULT);
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

    // The new line is a document nobody has uploaded yet, so the task is no longer complete.
    expectCounts(await seed(edited), { ...EMPTY_SEED_RESULT, tasksCreated: 1, tasksUpdated: 1, progressRecomputed: 1 });
    const updated = await db.task.findUniqueOrThrow({ where: { slug: first.slug } });
    expect(updated.id).toBe(task.id);
    expect(updated.title).toBe(`${first.title} (revised)`);
    const progress = await db.companyProgress.findMany({ where: { companyId: company.id } });
    expect(progress).toHaveLength(1);
    expect(progress[0]).toMatchObject({ taskId: task.id, completed: false, notes: "kept" });
  });
});

describe("stable document identity (issue 13 section 2)", () => {
  it("keeps every upload on its own document when a line is inserted at the top, and a re-run changes nothing", async () => {
    const slug = checklist[1].tasks[0].slug;
    const { db, company, task, names, fileOf, space } = await companyWithUploads(slug);
    const moved = withLines(1, 0, (lines) => ["Certified copy of the new bank mandate form", ...lines]);

    const result = await seed(moved);
    expectCounts(result, { documentsMoved: names.length, documentsRemoved: 0, sharedItemsMoved: 2, progressRecomputed: 1 });

    const lines = ["Certified copy of the new bank mandate form", ...names];
    const { byLine, row } = await filesByLine(company.id, task.id, lines);
    for (const name of names) expect(byLine[name]).toBe(fileOf[name]);
    expect(byLine[lines[0]]).toBeUndefined();
    expect(row.completed).toBe(false); // the new line has no file yet

    const items = await db.sharedSpaceItem.findMany({ where: { sharedSpaceId: space.id }, orderBy: { order: "asc" } });
    expect(items.map((i) => i.itemId)).toEqual([documentKey(task.id, 1), documentKey(task.id, 2)]);

    const before = row.updatedAt;
    expect(await seed(moved)).toEqual(EMPTY_SEED_RESULT);
    const again = await filesByLine(company.id, task.id, lines);
    expect(again.byLine).toEqual(byLine);
    expect(again.row.updatedAt).toEqual(before);
  });

  it("follows reordered lines", async () => {
    const slug = checklist[1].tasks[1].slug;
    const { company, task, names, fileOf } = await companyWithUploads(slug);
    const reversed = [...names].reverse();
    await seed(withLines(1, 1, () => reversed));
    const { byLine, row } = await filesByLine(company.id, task.id, reversed);
    for (const name of names) expect(byLine[name]).toBe(fileOf[name]);
    expect(row.completed).toBe(true);
  });

  it("moves the file of a removed line to removed_documents, never onto a neighbour", async () => {
    const slug = checklist[1].tasks[2].slug;
    const { db, company, task, names, fileOf, space } = await companyWithUploads(slug);
    const gone = names[0];
    const result = await seed(withLines(1, 2, (lines) => lines.slice(1)));
    expectCounts(result, { documentsRemoved: 1, documentsMoved: names.length - 1, sharedItemsRemoved: 1, sharedItemsMoved: 1 });

    const rest = names.slice(1);
    const { byLine, keys } = await filesByLine(company.id, task.id, rest);
    for (const name of rest) expect(byLine[name]).toBe(fileOf[name]);
    expect(Object.values(byLine)).not.toContain(fileOf[gone]);
    expect(keys).toHaveLength(rest.length);

    const trash = await db.removedDocument.findMany({ where: { companyId: company.id } });
    expect(trash).toHaveLength(1);
    expect(trash[0]).toMatchObject({ taskId: task.id, documentKey: documentKey(task.id, 0), fileId: fileOf[gone] });
    expect(trash[0].documentSlug).toBeTruthy();
    expect((trash[0].entry as { name: string }).name).toBe(gone);

    // The shared item of the removed line leaves its space; the other one follows its line.
    const items = await db.sharedSpaceItem.findMany({ where: { sharedSpaceId: space.id } });
    expect(items.map((i) => i.itemId)).toEqual([documentKey(task.id, 0)]);
    expect((items[0].itemData as { label: string }).label).toBe(names[1]);
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: space.id } })).itemCount).toBe(1);

    expect(await seed(withLines(1, 2, (lines) => lines.slice(1)))).toEqual(EMPTY_SEED_RESULT);
    expect(await db.removedDocument.count({ where: { companyId: company.id } })).toBe(1);
  });

  it("re-keys on the first seed after the slugs column arrives, from the stored description", async () => {
    const slug = checklist[1].tasks[3].slug;
    const { db, company, task, names, fileOf } = await companyWithUploads(slug);
    await db.$executeRawUnsafe(`UPDATE tasks SET document_slugs = NULL WHERE id = $1::uuid`, task.id);
    const lines = ["Register of charges kept under the Companies Act", ...names];
    await seed(withLines(1, 3, (current) => ["Register of charges kept under the Companies Act", ...current]));
    const { byLine } = await filesByLine(company.id, task.id, lines);
    for (const name of names) expect(byLine[name]).toBe(fileOf[name]);
  });
});
