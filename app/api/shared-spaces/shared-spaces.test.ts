import { GET as listSpaces, POST as createSpace } from "@/app/api/shared-spaces/route";
import { DELETE as deleteSpace, PATCH as updateSpace } from "@/app/api/shared-spaces/[id]/route";
import { POST as addItems } from "@/app/api/shared-spaces/[id]/items/route";
import { GET as accessLogs } from "@/app/api/shared-spaces/[id]/access-logs/route";
import { createSpace as createSpaceRow } from "@/lib/data/shared-spaces";
import { getDb } from "@/lib/db";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { attachDocument, createFounder, storeFile, tasksWithDocuments, type Founder } from "@/tests/helpers/sharing";

setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
let founder: Founder;
let other: Founder;
let tasks: Awaited<ReturnType<typeof tasksWithDocuments>>;

beforeAll(async () => {
  founder = await createFounder("Acme");
  other = await createFounder("Other Co");
  tasks = await tasksWithDocuments(2);
});

function create(body: Record<string, unknown>, cookie = founder.cookie) {
  return call(createSpace, "/api/shared-spaces", { method: "POST", cookie, body: { companyId: founder.companyId, name: "Seed round", ...body } });
}

async function createOwn(items: unknown[] = [], who: Founder = founder) {
  const res = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: who.cookie,
    body: { companyId: who.companyId, name: "Space", items },
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe("auth", () => {
  it("answers 401 to every founder call without a session", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await call(listSpaces, "/api/shared-spaces")).status).toBe(401);
    expect((await call(createSpace, "/api/shared-spaces", { method: "POST", body: {} })).status).toBe(401);
    expect((await call(updateSpace, `/api/shared-spaces/${id}`, { method: "PATCH", body: { items: [] }, params: { id } })).status).toBe(401);
    expect((await call(addItems, `/api/shared-spaces/${id}/items`, { method: "POST", body: [], params: { id } })).status).toBe(401);
    expect((await call(deleteSpace, `/api/shared-spaces/${id}`, { method: "DELETE", params: { id } })).status).toBe(401);
    expect((await call(accessLogs, `/api/shared-spaces/${id}/access-logs`, { params: { id } })).status).toBe(401);
  });
});

describe("POST /api/shared-spaces", () => {
  it("records the creation time on the clock the expiry was checked against", async () => {
    // An expiry one millisecond after "now": the row must still say it was created before it expires.
    const now = new Date(Date.now() - 60_000);
    const space = await createSpaceRow({
      userId: founder.id,
      input: { companyId: founder.companyId, name: "Edge", items: [], expiresAt: new Date(now.getTime() + 1).toISOString() },
      now,
    });
    const row = await (await getDb()).sharedSpace.findUniqueOrThrow({ where: { id: space.id } });
    expect(row.createdAt.getTime()).toBe(now.getTime());
    expect(row.expiresAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
  });

  it("creates a space with a random access code and server-built snapshots", async () => {
    const task = tasks[0];
    const file = await storeFile(founder.companyId, "pdf bytes");
    await attachDocument(founder.companyId, task.id, 0, file.url, { notes: "Signed in 2021", completed: true });
    const res = await create({
      description: "For the lead investor",
      expirationPeriod: "2-weeks",
      items: [
        {
          itemType: "task",
          itemId: task.id,
          taskId: task.id,
          phaseId: task.phaseId,
          label: "FORGED",
          itemData: { label: "FORGED", notes: "<script>" },
        },
        { itemType: "category", phaseId: task.phaseId, category: task.category, itemId: "anything" },
        { itemType: "phase", itemId: task.phaseId },
        { itemType: "document", itemId: `${task.id}-doc-0`, taskId: task.id },
      ],
    });
    expect(res.status).toBe(201);
    const space = res.body;
    expect(space.accessCode).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(space.shareCode).toBe(space.accessCode);
    expect(space.accessCode).not.toContain(space.id.slice(0, 8));
    expect(space).toMatchObject({ name: "Seed round", description: "For the lead investor", isActive: true, viewCount: 0, itemCount: 4 });
    const expires = new Date(space.expiresAt).getTime();
    expect(Math.abs(expires - (Date.now() + 14 * DAY))).toBeLessThan(60_000);

    const [taskItem, categoryItem, phaseItem, docItem] = space.items;
    expect(taskItem).toMatchObject({ itemType: "task", itemId: task.id, taskId: task.id, phaseId: task.phaseId, category: task.category, order: 0 });
    expect(taskItem.itemData).toMatchObject({
      label: task.title,
      category: task.category,
      completed: true,
      priority: task.priority,
      notes: "Signed in 2021",
      documentUrl: null,
    });
    expect(taskItem.itemData.documents[0]).toEqual({ name: expect.any(String), completed: true, fileUrl: file.url, fileName: "deck.pdf" });
    expect(taskItem.itemData.documents[1]).toMatchObject({ completed: false, fileUrl: null });
    expect(JSON.stringify(taskItem.itemData)).not.toContain("FORGED");

    expect(categoryItem).toMatchObject({
      itemType: "category",
      itemId: `${task.phaseId}:${task.category}`,
      phaseId: task.phaseId,
      category: task.category,
    });
    expect(categoryItem.itemData.label).toBe(task.category);
    expect(categoryItem.itemData.tasks.map((t: { title: string }) => t.title)).toContain(task.title);
    expect(categoryItem.itemData.tasks[0].description).not.toMatch(/^\s*-/m);

    expect(phaseItem.itemData).toMatchObject({ label: task.phase.name, taskCount: expect.any(Number), completedCount: 1 });
    expect(docItem).toMatchObject({ itemType: "document", itemId: `${task.id}-doc-0` });
    expect(docItem.itemData).toEqual({
      label: expect.any(String),
      taskTitle: task.title,
      category: task.category,
      completed: true,
      fileUrl: file.url,
      fileName: "deck.pdf",
    });
  });

  it.each([
    ["1-day", 1],
    ["1-week", 7],
    ["2-weeks", 14],
    ["1-month", 28],
    ["3-months", 89],
    ["6-months", 181],
    ["1-year", 365],
    ["never", 36524], // 100 calendar years, leap days included
  ])("sets the expiry for %s", async (expirationPeriod, minDays) => {
    const res = await create({ expirationPeriod });
    expect(res.status).toBe(201);
    const days = (new Date(res.body.expiresAt).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(minDays - 0.01);
    expect(days).toBeLessThan(minDays + 4);
  });

  it("takes a custom date, defaults custom without a date to 7 days, and refuses a past one", async () => {
    const future = new Date(Date.now() + 30 * DAY).toISOString();
    expect((await create({ expirationPeriod: "custom", expiresAt: future })).body.expiresAt).toBe(future);
    expect((await create({ expiresAt: future })).body.expiresAt).toBe(future);
    const fallback = await create({ expirationPeriod: "custom" });
    expect(Math.abs(new Date(fallback.body.expiresAt).getTime() - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    const defaulted = await create({});
    expect(Math.abs(new Date(defaulted.body.expiresAt).getTime() - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    const past = await create({ expirationPeriod: "custom", expiresAt: new Date(Date.now() - DAY).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("Expiry date cannot be in the past");
    expect((await create({ expiresAt: new Date(Date.now() - 1000).toISOString() })).status).toBe(400);
    expect((await create({ expirationPeriod: "fortnight" })).status).toBe(400);
  });

  it("validates the name and the company id", async () => {
    const blank = await create({ name: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch("Please provide a name for the new shared space");
    const noCompany = await call(createSpace, "/api/shared-spaces", { method: "POST", cookie: founder.cookie, body: { name: "x" } });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.message).toMatch("Company ID required");
    const foreign = await create({ companyId: other.companyId });
    expect(foreign.status).toBe(404);
    const noCompanyYet = await createTestUser();
    expect((await create({}, noCompanyYet.cookie)).status).toBe(404);
    expect(
      (
        await call(createSpace, "/api/shared-spaces", {
          method: "POST",
          cookie: founder.cookie,
          rawBody: "{",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);
  });

  it("answers 400 for an item whose task, phase, section or document does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const task = tasks[0];
    for (const item of [
      { itemType: "task", itemId: missing },
      { itemType: "task", itemId: "not-a-uuid" },
      { itemType: "phase", phaseId: missing },
      { itemType: "category", phaseId: task.phaseId, category: "No such section" },
      { itemType: "document", itemId: `${task.id}-doc-99` },
      { itemType: "document", itemId: `${missing}-doc-0` },
    ]) {
      const res = await create({ items: [item] });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/not found/);
    }
    const db = await getDb();
    expect(await db.sharedSpace.count({ where: { name: "Seed round", itemCount: { gt: 0 }, items: { none: {} } } })).toBe(0);
  });
});

describe("GET /api/shared-spaces", () => {
  it("lists only the user's own spaces, newest first, with their items", async () => {
    const mine = await createOwn([{ itemType: "task", itemId: tasks[1].id }]);
    const theirs = await createOwn([], other);
    const res = await call(listSpaces, "/api/shared-spaces", { cookie: founder.cookie });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((s: { id: string }) => s.id);
    expect(ids[0]).toBe(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(res.body.data[0].items).toHaveLength(1);
    expect(res.body.data[0].shareCode).toBe(res.body.data[0].accessCode);
  });
});

describe("PATCH /api/shared-spaces/{id}", () => {
  it("replaces the items and keeps itemCount in sync", async () => {
    const space = await createOwn([
      { itemType: "task", itemId: tasks[0].id },
      { itemType: "task", itemId: tasks[1].id },
    ]);
    const res = await call(updateSpace, `/api/shared-spaces/${space.id}`, {
      method: "PATCH",
      cookie: founder.cookie,
      params: { id: space.id },
      body: { items: [{ itemType: "task", itemId: tasks[2].id }], name: "Renamed" },
    });
    expect(res.status).toBe(200);
    expect(res.body.itemCount).toBe(1);
    expect(res.body.name).toBe("Renamed");
    expect(res.body.items.map((i: { itemId: string }) => i.itemId)).toEqual([tasks[2].id]);
    const db = await getDb();
    expect(await db.sharedSpaceItem.count({ where: { sharedSpaceId: space.id } })).toBe(1);
    const empty = await call(updateSpace, `/api/shared-spaces/${space.id}`, {
      method: "PATCH",
      cookie: founder.cookie,
      params: { id: space.id },
      body: { items: [] },
    });
    expect(empty.body.itemCount).toBe(0);
  });

  it("answers 404 for another user's space or a malformed id, and 400 for a bad item", async () => {
    const theirs = await createOwn([{ itemType: "task", itemId: tasks[0].id }], other);
    const res = await call(updateSpace, `/api/shared-spaces/${theirs.id}`, {
      method: "PATCH",
      cookie: founder.cookie,
      params: { id: theirs.id },
      body: { items: [] },
    });
    expect(res.status).toBe(404);
    const db = await getDb();
    expect(await db.sharedSpaceItem.count({ where: { sharedSpaceId: theirs.id } })).toBe(1);
    expect(
      (await call(updateSpace, "/api/shared-spaces/nope", { method: "PATCH", cookie: founder.cookie, params: { id: "nope" }, body: { items: [] } }))
        .status,
    ).toBe(404);
    const mine = await createOwn([{ itemType: "task", itemId: tasks[0].id }]);
    const bad = await call(updateSpace, `/api/shared-spaces/${mine.id}`, {
      method: "PATCH",
      cookie: founder.cookie,
      params: { id: mine.id },
      body: { items: [{ itemType: "phase", itemId: "00000000-0000-4000-8000-000000000000" }] },
    });
    expect(bad.status).toBe(400);
    expect(await db.sharedSpaceItem.count({ where: { sharedSpaceId: mine.id } })).toBe(1);
  });
});

describe("POST /api/shared-spaces/{id}/items", () => {
  const post = (id: string, body: unknown, cookie = founder.cookie) =>
    call(addItems, `/api/shared-spaces/${id}/items`, { method: "POST", cookie, params: { id }, body });

  it("adds a single item, an array, or { items }, after the existing ones", async () => {
    const space = await createOwn([{ itemType: "task", itemId: tasks[0].id }]);
    const single = await post(space.id, { itemType: "task", itemId: tasks[1].id, taskId: tasks[1].id });
    expect(single.status).toBe(200);
    expect(single.body.itemCount).toBe(2);
    const many = await post(space.id, [
      { itemType: "phase", phaseId: tasks[0].phaseId },
      { itemType: "document", itemId: `${tasks[0].id}-doc-1` },
    ]);
    expect(many.body.itemCount).toBe(4);
    const wrapped = await post(space.id, { items: [{ itemType: "category", phaseId: tasks[0].phaseId, category: tasks[0].category }] });
    expect(wrapped.body.itemCount).toBe(5);
    expect(wrapped.body.items.map((i: { order: number }) => i.order)).toEqual([0, 1, 2, 3, 4]);
    expect((await post(space.id, [])).status).toBe(400);
  });

  it("refuses an item already in the space with 409 and adds nothing (batches: batch-add.test.ts)", async () => {
    const space = await createOwn([{ itemType: "task", itemId: tasks[0].id }]);
    const res = await post(space.id, { itemType: "task", taskId: tasks[0].id, phaseId: tasks[0].phaseId, category: tasks[0].category });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This item is already in the space");
    const db = await getDb();
    expect(await db.sharedSpaceItem.count({ where: { sharedSpaceId: space.id } })).toBe(1);
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: space.id } })).itemCount).toBe(1);
    // Two different documents of one task are not duplicates of each other.
    expect((await post(space.id, { itemType: "document", itemId: `${tasks[0].id}-doc-0` })).status).toBe(200);
    expect((await post(space.id, { itemType: "document", itemId: `${tasks[0].id}-doc-1` })).status).toBe(200);
    expect((await post(space.id, { itemType: "document", itemId: `${tasks[0].id}-doc-1` })).status).toBe(409);
  });

  it("answers 404 for another user's space", async () => {
    const theirs = await createOwn([], other);
    expect((await post(theirs.id, { itemType: "task", itemId: tasks[0].id })).status).toBe(404);
    const db = await getDb();
    expect(await db.sharedSpaceItem.count({ where: { sharedSpaceId: theirs.id } })).toBe(0);
  });
});

describe("DELETE /api/shared-spaces/{id}", () => {
  it("deletes the space with its items and access rows", async () => {
    const space = await createOwn([{ itemType: "task", itemId: tasks[0].id }]);
    const db = await getDb();
    await db.sharedSpaceAccess.create({ data: { sharedSpaceId: space.id, email: "vc@example.com" } });
    const res = await call(deleteSpace, `/api/shared-spaces/${space.id}`, { method: "DELETE", cookie: founder.cookie, params: { id: space.id } });
    expect(res.status).toBe(204);
    expect(await db.sharedSpace.count({ where: { id: space.id } })).toBe(0);
    expect(await db.sharedSpaceItem.count({ where: { sharedSpaceId: space.id } })).toBe(0);
    expect(await db.sharedSpaceAccess.count({ where: { sharedSpaceId: space.id } })).toBe(0);
    expect(
      (await call(deleteSpace, `/api/shared-spaces/${space.id}`, { method: "DELETE", cookie: founder.cookie, params: { id: space.id } })).status,
    ).toBe(404);
  });

  it("answers 404 for another user's space and leaves it alone", async () => {
    const theirs = await createOwn([], other);
    expect(
      (await call(deleteSpace, `/api/shared-spaces/${theirs.id}`, { method: "DELETE", cookie: founder.cookie, params: { id: theirs.id } })).status,
    ).toBe(404);
    expect(await (await getDb()).sharedSpace.count({ where: { id: theirs.id } })).toBe(1);
  });
});

describe("GET /api/shared-spaces/{id}/access-logs", () => {
  it("lists the visits of the user's own space, latest first", async () => {
    const space = await createOwn();
    const db = await getDb();
    await db.sharedSpaceAccess.create({
      data: { sharedSpaceId: space.id, email: "a@example.com", ipAddress: "203.0.113.9", lastViewedAt: new Date(Date.now() - DAY) },
    });
    await db.sharedSpaceAccess.create({ data: { sharedSpaceId: space.id, email: "b@example.com" } });
    const res = await call(accessLogs, `/api/shared-spaces/${space.id}/access-logs`, { cookie: founder.cookie, params: { id: space.id } });
    expect(res.status).toBe(200);
    expect(res.body.map((l: { email: string }) => l.email)).toEqual(["b@example.com", "a@example.com"]);
    expect(res.body[1]).toEqual({
      id: expect.any(String),
      email: "a@example.com",
      ipAddress: "203.0.113.9",
      userAgent: null,
      accessedAt: expect.any(String),
      lastViewedAt: expect.any(String),
      verifiedAt: null,
      agreementAcceptedAt: null,
      agreementIp: null,
    });
  });

  it("answers 404 for another user's space", async () => {
    const theirs = await createOwn([], other);
    await (await getDb()).sharedSpaceAccess.create({ data: { sharedSpaceId: theirs.id, email: "secret@example.com" } });
    const res = await call(accessLogs, `/api/shared-spaces/${theirs.id}/access-logs`, { cookie: founder.cookie, params: { id: theirs.id } });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("secret@");
  });
});
