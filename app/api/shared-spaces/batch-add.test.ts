import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { POST as addItems } from "@/app/api/shared-spaces/[id]/items/route";
import { getDb } from "@/lib/db";
import { categoryItemId } from "@/lib/sharing/item-keys";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createFounder, tasksWithDocuments, type Founder } from "@/tests/helpers/sharing";

setupTestDatabase();

// Adding several items where one is already there adds the rest and names the duplicate.
let founder: Founder;
let other: Founder;
let tasks: Awaited<ReturnType<typeof tasksWithDocuments>>;

beforeAll(async () => {
  founder = await createFounder("Batch Co");
  other = await createFounder("Other Co");
  tasks = await tasksWithDocuments(2);
});

async function createOwn(items: unknown[], who: Founder = founder) {
  const res = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: who.cookie,
    body: { companyId: who.companyId, name: "Room", items },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

const post = (id: string, body: unknown, cookie = founder.cookie) =>
  call(addItems, `/api/shared-spaces/${id}/items`, { method: "POST", cookie, params: { id }, body });

async function storedKeys(spaceId: string) {
  const db = await getDb();
  const rows = await db.sharedSpaceItem.findMany({
    where: { sharedSpaceId: spaceId },
    orderBy: { order: "asc" },
    select: { itemType: true, itemId: true, order: true },
  });
  return rows.map((r) => `${r.order}:${r.itemType}|${r.itemId}`);
}

describe("POST /api/shared-spaces/{id}/items with several items", () => {
  it("adds the new items, skips the one already there and names it", async () => {
    const [first, second] = tasks;
    const space = await createOwn([{ itemType: "task", itemId: first.id }]);
    const res = await post(space.id, [
      { itemType: "document", itemId: `${second.id}-doc-0`, taskId: second.id },
      // The duplicate, sent the way an older client sends it (taskId, phaseId, category).
      { itemType: "task", taskId: first.id, phaseId: first.phaseId, category: first.category, label: "a label the server must not echo" },
      {
        itemType: "category",
        itemId: categoryItemId(second.phaseId, second.category ?? "General"),
        phaseId: second.phaseId,
        category: second.category ?? "General",
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.itemCount).toBe(3);
    expect(res.body.skipped).toEqual([{ itemType: "task", itemId: first.id, label: first.title }]);
    expect(res.body.added.map((a: { itemType: string }) => a.itemType)).toEqual(["document", "category"]);
    expect(res.body.added[1].label).toBe(second.category ?? "General");
    expect(await storedKeys(space.id)).toEqual([
      `0:task|${first.id}`,
      `1:document|${second.id}-doc-0`,
      `2:category|${categoryItemId(second.phaseId, second.category ?? "General")}`,
    ]);
    const db = await getDb();
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: space.id } })).itemCount).toBe(3);
  });

  it("answers an empty skipped list when nothing was there", async () => {
    const space = await createOwn([]);
    const res = await post(space.id, [
      { itemType: "task", itemId: tasks[0].id },
      { itemType: "task", itemId: tasks[1].id },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([]);
    expect(res.body.added.map((a: { label: string }) => a.label)).toEqual([tasks[0].title, tasks[1].title]);
  });

  it("refuses with 409 naming every item when all are already there, and changes nothing", async () => {
    const items = [
      { itemType: "task", itemId: tasks[0].id },
      { itemType: "document", itemId: `${tasks[1].id}-doc-1` },
    ];
    const space = await createOwn(items);
    const res = await post(space.id, items);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^These items are already in the space: /);
    expect(res.body.message).toContain(tasks[0].title);
    expect(res.body.skipped).toHaveLength(2);
    expect(await storedKeys(space.id)).toHaveLength(2);
  });

  it("keeps the single-item answer of SPEC.md: 409 'This item is already in the space'", async () => {
    const space = await createOwn([{ itemType: "task", itemId: tasks[0].id }]);
    const res = await post(space.id, { itemType: "task", itemId: tasks[0].id, taskId: tasks[0].id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This item is already in the space");
    expect(await storedKeys(space.id)).toHaveLength(1);
  });

  it("adds nothing to another company's space (404), duplicates or not", async () => {
    const theirs = await createOwn([{ itemType: "task", itemId: tasks[0].id }], other);
    const res = await post(theirs.id, [
      { itemType: "task", itemId: tasks[0].id },
      { itemType: "task", itemId: tasks[1].id },
    ]);
    expect(res.status).toBe(404);
    expect(res.body.skipped).toBeUndefined();
    expect(await storedKeys(theirs.id)).toHaveLength(1);
  });
});
