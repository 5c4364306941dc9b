import { PATCH as editSpace } from "@/app/api/shared-spaces/[id]/route";
import { POST as addItems } from "@/app/api/shared-spaces/[id]/items/route";
import { getDb, getSql } from "@/lib/db";
import { generateAccessCode } from "@/lib/spaces/rules/access-code";
import { setupTestDatabase } from "@/tests/helpers/db";
import { setupSharedVisits } from "@/tests/helpers/shared-visits";
import { call } from "@/tests/helpers/http";
import { attachDocument, storeFile } from "@/tests/helpers/sharing";

setupTestDatabase();

const { world, freshIp, space, visit } = setupSharedVisits();

describe("GET /api/shared/{code}", () => {
  it("answers the space and its items, logs the visit and counts the view", async () => {
    const s = await space([
      { itemType: "task", itemId: world.tasks[0].id },
      { itemType: "phase", itemId: world.tasks[0].phaseId },
    ]);
    const res = await visit(s.accessCode, "  Investor@Fund.COM ", "10.0.0.1, 203.0.113.50");
    expect(res.status).toBe(200);
    expect(res.body.space).toEqual({
      name: "Data room",
      companyName: "Acme",
      companyLogoUrl: null,
      showChecklistStatus: false,
      description: "Series A",
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      isActive: true,
      itemCount: 2,
    });
    expect(res.body.items.map((i: { itemType: string }) => i.itemType)).toEqual(["task", "phase"]);
    expect(res.body.items[0].itemData.label).toBe(world.tasks[0].title);
    expect(typeof res.body.visitorToken).toBe("string");
    expect(res.headers.get("cache-control")).toContain("no-store");

    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/shared_visitor=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toContain(`Path=/api/shared/${s.accessCode}`);

    const db = await getDb();
    const rows = await db.sharedSpaceAccess.findMany({ where: { sharedSpaceId: s.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "investor@fund.com", ipAddress: "203.0.113.50", userAgent: "InvestorBrowser/1.0" });
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: s.id } })).viewCount).toBe(1);

    const again = await visit(s.accessCode, "investor@fund.com", "203.0.113.51");
    expect(again.status).toBe(200);
    const after = await db.sharedSpaceAccess.findMany({ where: { sharedSpaceId: s.id } });
    expect(after).toHaveLength(1);
    expect(after[0].lastViewedAt.getTime()).toBeGreaterThan(rows[0].lastViewedAt.getTime());
    expect(after[0].accessedAt.getTime()).toBe(rows[0].accessedAt.getTime());
    expect(after[0].ipAddress).toBe("203.0.113.51");
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: s.id } })).viewCount).toBe(2);
  });

  it("shows a repeat visitor the items as they are now, after the founder adds or replaces them", async () => {
    const s = await space([{ itemType: "task", itemId: world.tasks[0].id }]);
    const labels = async () => {
      const res = await visit(s.accessCode, "repeat@fund.com");
      expect(res.status).toBe(200);
      expect(res.body.space.itemCount).toBe(res.body.items.length);
      return res.body.items.map((i: { itemData: { label: string } }) => i.itemData.label);
    };
    expect(await labels()).toEqual([world.tasks[0].title]);
    // A repeat visit reads no items: they come from what the server kept.
    const sql = await getSql();
    const statements = jest.spyOn(sql, "rows");
    try {
      expect(await labels()).toEqual([world.tasks[0].title]);
      expect(statements).toHaveBeenCalledTimes(2);
      expect(statements.mock.calls.map(([text]) => text).join("\n")).not.toContain("shared_space_items");
    } finally {
      statements.mockRestore();
    }

    const added = await call(addItems, `/api/shared-spaces/${s.id}/items`, {
      method: "POST",
      cookie: world.founder.cookie,
      params: { id: s.id },
      body: { items: [{ itemType: "task", itemId: world.tasks[1].id }] },
    });
    expect(added.status).toBeLessThan(300);
    expect(await labels()).toEqual([world.tasks[0].title, world.tasks[1].title]);

    const edited = await call(editSpace, `/api/shared-spaces/${s.id}`, {
      method: "PATCH",
      cookie: world.founder.cookie,
      params: { id: s.id },
      body: { items: [{ itemType: "task", itemId: world.tasks[1].id }] },
    });
    expect(edited.status).toBe(200);
    expect(await labels()).toEqual([world.tasks[1].title]);
  });

  it("gives visitors no internal ids and routes file links through the visitor route", async () => {
    const task = world.tasks[1];
    const file = await storeFile(world.founder.companyId, "term sheet");
    await attachDocument(world.founder.companyId, task.id, 0, file.url, { notes: "Shared note" });
    await attachDocument(world.founder.companyId, task.id, 1, "https://example.com/board-minutes.pdf");
    // A task in no shared item: its notes stay out even with includeNotes (sections now carry their tasks' notes when included).
    const unshared = world.tasks.find((t) => t.phaseId !== task.phaseId)!;
    await attachDocument(world.founder.companyId, unshared.id, 0, file.url, { notes: "PRIVATE NOTE" });
    const s = await space(
      [
        { itemType: "task", itemId: task.id },
        { itemType: "category", phaseId: task.phaseId, category: task.category },
        { itemType: "document", itemId: `${task.id}-doc-0` },
        // Notes reach visitors only when the founder ticks them in.
      ],
      world.founder,
      { includeNotes: true },
    );
    const res = await visit(s.accessCode, "vc@example.com");
    const body = JSON.stringify(res.body);
    expect(body).not.toContain(world.founder.companyId);
    expect(body).not.toContain(task.id);
    expect(body).not.toContain(task.phaseId);
    expect(body).not.toContain(s.id);
    expect(body).not.toContain("/api/files/");
    expect(body).not.toContain("PRIVATE NOTE");
    const [taskItem, , docItem] = res.body.items;
    expect(taskItem.itemData.notes).toBe("Shared note");
    expect(taskItem.itemData.documents[0].fileUrl).toBe(`/api/shared/${s.accessCode}/files/${file.id}`);
    expect(taskItem.itemData.documents[1].fileUrl).toBe("https://example.com/board-minutes.pdf");
    expect(docItem.itemData.fileUrl).toBe(`/api/shared/${s.accessCode}/files/${file.id}`);
  });

  it("needs an email-shaped email and logs nothing without one", async () => {
    const s = await space([]);
    for (const email of [undefined, "", "not-an-email"]) {
      const res = await visit(s.accessCode, email);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Invalid email");
    }
    expect(await (await getDb()).sharedSpaceAccess.count({ where: { sharedSpaceId: s.id } })).toBe(0);
  });

  it("answers 404 for an unknown code", async () => {
    for (const code of [generateAccessCode(), "short", "../../etc"]) {
      const res = await visit(code, "vc@example.com", freshIp());
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "This shared space is not available" });
    }
  });

  it("answers 410 for an expired space and records no access", async () => {
    const s = await space([{ itemType: "task", itemId: world.tasks[0].id }]);
    const db = await getDb();
    await db.sharedSpace.update({ where: { id: s.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await visit(s.accessCode, "vc@example.com");
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ message: "This shared space has expired" });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await db.sharedSpaceAccess.count({ where: { sharedSpaceId: s.id } })).toBe(0);
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: s.id } })).viewCount).toBe(0);
  });

  it("answers 410 for a deactivated space", async () => {
    const s = await space([]);
    const db = await getDb();
    await db.sharedSpace.update({ where: { id: s.id }, data: { isActive: false } });
    const res = await visit(s.accessCode, "vc@example.com");
    expect(res.status).toBe(410);
    expect(res.body.message).toMatch(/deactivated/);
    expect(await db.sharedSpaceAccess.count({ where: { sharedSpaceId: s.id } })).toBe(0);
  });
});
