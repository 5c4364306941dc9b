import { GET as listSpaces, POST as createSpace } from "@/app/api/shared-spaces/route";
import { DELETE as deleteSpace, PATCH as updateSpace } from "@/app/api/shared-spaces/[id]/route";
import { POST as addItems } from "@/app/api/shared-spaces/[id]/items/route";
import { GET as accessLogs } from "@/app/api/shared-spaces/[id]/access-logs/route";
import { createSpace as createSpaceRow } from "@/lib/spaces/shared-spaces";
import { scopeCompany } from "@/lib/data/membership";
import { getDb } from "@/lib/db";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { setupSpaceOwners } from "@/tests/helpers/space-owners";
import { DAY } from "@/tests/helpers/workspace";
import { call } from "@/tests/helpers/http";
import { attachDocument, storeFile } from "@/tests/helpers/sharing";

setupTestDatabase();

const { owners, create } = setupSpaceOwners();

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
    const user = { id: owners.founder.id, companyId: null, role: null };
    const space = await createSpaceRow({
      company: await scopeCompany({ user, companyId: owners.founder.companyId, action: "share" }),
      actorId: owners.founder.id,
      input: { companyId: owners.founder.companyId, name: "Edge", items: [], expiresAt: new Date(now.getTime() + 1).toISOString() },
      now,
    });
    const row = await (await getDb()).sharedSpace.findUniqueOrThrow({ where: { id: space.id } });
    expect(row.createdAt.getTime()).toBe(now.getTime());
    expect(row.expiresAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
  });

  it("creates a space with a random access code and server-built snapshots", async () => {
    const task = owners.tasks[0];
    const file = await storeFile(owners.founder.companyId, "pdf bytes");
    await attachDocument(owners.founder.companyId, task.id, 0, file.url, { notes: "Signed in 2021", completed: true });
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
    const noCompany = await call(createSpace, "/api/shared-spaces", { method: "POST", cookie: owners.founder.cookie, body: { name: "x" } });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.message).toMatch("Company ID required");
    const foreign = await create({ companyId: owners.other.companyId });
    expect(foreign.status).toBe(404);
    const noCompanyYet = await createTestUser();
    expect((await create({}, noCompanyYet.cookie)).status).toBe(404);
    expect(
      (
        await call(createSpace, "/api/shared-spaces", {
          method: "POST",
          cookie: owners.founder.cookie,
          rawBody: "{",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);
  });

  it("answers 400 for an item whose task, phase, section or document does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const task = owners.tasks[0];
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
