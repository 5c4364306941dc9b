import { GET as listSpaces } from "@/app/api/shared-spaces/route";
import { DELETE as deleteSpace, PATCH as updateSpace } from "@/app/api/shared-spaces/[id]/route";
import { POST as addItems } from "@/app/api/shared-spaces/[id]/items/route";
import { GET as accessLogs } from "@/app/api/shared-spaces/[id]/access-logs/route";
import { getDb } from "@/lib/db";
import { setupTestDatabase } from "@/tests/helpers/db";
import { setupSpaceOwners } from "@/tests/helpers/space-owners";
import { DAY } from "@/tests/helpers/workspace";
import { call } from "@/tests/helpers/http";

setupTestDatabase();

const { owners, createOwn } = setupSpaceOwners();

describe("GET /api/shared-spaces", () => {
  it("lists only the user's own spaces, newest first, with their items", async () => {
    const mine = await createOwn([{ itemType: "task", itemId: owners.tasks[1].id }]);
    const theirs = await createOwn([], owners.other);
    const res = await call(listSpaces, "/api/shared-spaces", { cookie: owners.founder.cookie });
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
      { itemType: "task", itemId: owners.tasks[0].id },
      { itemType: "task", itemId: owners.tasks[1].id },
    ]);
    const res = await call(updateSpace, `/api/shared-spaces/${space.id}`, {
      method: "PATCH",
      cookie: owners.founder.cookie,
      params: { id: space.id },
      body: { items: [{ itemType: "task", itemId: owners.tasks[2].id }], name: "Renamed" },
    });
    expect(res.status).toBe(200);
    expect(res.body.itemCount).toBe(1);
    expect(res.body.name).toBe("Renamed");
    expect(res.body.items.map((i: { itemId: string }) => i.itemId)).toEqual([owners.tasks[2].id]);
    const db = await getDb();
    expect(await db.sharedSpaceItem.count({ where: { sharedSpaceId: space.id } })).toBe(1);
    const empty = await call(updateSpace, `/api/shared-spaces/${space.id}`, {
      method: "PATCH",
      cookie: owners.founder.cookie,
      params: { id: space.id },
      body: { items: [] },
    });
    expect(empty.body.itemCount).toBe(0);
  });

  it("answers 404 for another user's space or a malformed id, and 400 for a bad item", async () => {
    const theirs = await createOwn([{ itemType: "task", itemId: owners.tasks[0].id }], owners.other);
    const res = await call(updateSpace, `/api/shared-spaces/${theirs.id}`, {
      method: "PATCH",
      cookie: owners.founder.cookie,
      params: { id: theirs.id },
      body: { items: [] },
    });
    expect(res.status).toBe(404);
    const db = await getDb();
    expect(await db.sharedSpaceItem.count({ where: { sharedSpaceId: theirs.id } })).toBe(1);
    expect(
      (
        await call(updateSpace, "/api/shared-spaces/nope", {
          method: "PATCH",
          cookie: owners.founder.cookie,
          params: { id: "nope" },
          body: { items: [] },
        })
      ).status,
    ).toBe(404);
    const mine = await createOwn([{ itemType: "task", itemId: owners.tasks[0].id }]);
    const bad = await call(updateSpace, `/api/shared-spaces/${mine.id}`, {
      method: "PATCH",
      cookie: owners.founder.cookie,
      params: { id: mine.id },
      body: { items: [{ itemType: "phase", itemId: "00000000-0000-4000-8000-000000000000" }] },
    });
    expect(bad.status).toBe(400);
    expect(await db.sharedSpaceItem.count({ where: { sharedSpaceId: mine.id } })).toBe(1);
  });
});

describe("POST /api/shared-spaces/{id}/items", () => {
  const post = (id: string, body: unknown, cookie = owners.founder.cookie) =>
    call(addItems, `/api/shared-spaces/${id}/items`, { method: "POST", cookie, params: { id }, body });

  it("adds a single item, an array, or { items }, after the existing ones", async () => {
    const space = await createOwn([{ itemType: "task", itemId: owners.tasks[0].id }]);
    const single = await post(space.id, { itemType: "task", itemId: owners.tasks[1].id, taskId: owners.tasks[1].id });
    expect(single.status).toBe(200);
    expect(single.body.itemCount).toBe(2);
    const many = await post(space.id, [
      { itemType: "phase", phaseId: owners.tasks[0].phaseId },
      { itemType: "document", itemId: `${owners.tasks[0].id}-doc-1` },
    ]);
    expect(many.body.itemCount).toBe(4);
    const wrapped = await post(space.id, { items: [{ itemType: "category", phaseId: owners.tasks[0].phaseId, category: owners.tasks[0].category }] });
    expect(wrapped.body.itemCount).toBe(5);
    expect(wrapped.body.items.map((i: { order: number }) => i.order)).toEqual([0, 1, 2, 3, 4]);
    expect((await post(space.id, [])).status).toBe(400);
  });

  it("refuses an item already in the space with 409 and adds nothing (batches: batch-add.test.ts)", async () => {
    const space = await createOwn([{ itemType: "task", itemId: owners.tasks[0].id }]);
    const res = await post(space.id, {
      itemType: "task",
      taskId: owners.tasks[0].id,
      phaseId: owners.tasks[0].phaseId,
      category: owners.tasks[0].category,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This item is already in the space");
    const db = await getDb();
    expect(await db.sharedSpaceItem.count({ where: { sharedSpaceId: space.id } })).toBe(1);
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: space.id } })).itemCount).toBe(1);
    // Two different documents of one task are not duplicates of each other.
    expect((await post(space.id, { itemType: "document", itemId: `${owners.tasks[0].id}-doc-0` })).status).toBe(200);
    expect((await post(space.id, { itemType: "document", itemId: `${owners.tasks[0].id}-doc-1` })).status).toBe(200);
    expect((await post(space.id, { itemType: "document", itemId: `${owners.tasks[0].id}-doc-1` })).status).toBe(409);
  });

  it("answers 404 for another user's space", async () => {
    const theirs = await createOwn([], owners.other);
    expect((await post(theirs.id, { itemType: "task", itemId: owners.tasks[0].id })).status).toBe(404);
    const db = await getDb();
    expect(await db.sharedSpaceItem.count({ where: { sharedSpaceId: theirs.id } })).toBe(0);
  });
});

describe("DELETE /api/shared-spaces/{id}", () => {
  it("deletes the space with its items and access rows", async () => {
    const space = await createOwn([{ itemType: "task", itemId: owners.tasks[0].id }]);
    const db = await getDb();
    await db.sharedSpaceAccess.create({ data: { sharedSpaceId: space.id, email: "vc@example.com" } });
    const res = await call(deleteSpace, `/api/shared-spaces/${space.id}`, {
      method: "DELETE",
      cookie: owners.founder.cookie,
      params: { id: space.id },
    });
    expect(res.status).toBe(204);
    expect(await db.sharedSpace.count({ where: { id: space.id } })).toBe(0);
    expect(await db.sharedSpaceItem.count({ where: { sharedSpaceId: space.id } })).toBe(0);
    expect(await db.sharedSpaceAccess.count({ where: { sharedSpaceId: space.id } })).toBe(0);
    expect(
      (await call(deleteSpace, `/api/shared-spaces/${space.id}`, { method: "DELETE", cookie: owners.founder.cookie, params: { id: space.id } }))
        .status,
    ).toBe(404);
  });

  it("answers 404 for another user's space and leaves it alone", async () => {
    const theirs = await createOwn([], owners.other);
    expect(
      (await call(deleteSpace, `/api/shared-spaces/${theirs.id}`, { method: "DELETE", cookie: owners.founder.cookie, params: { id: theirs.id } }))
        .status,
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
    const res = await call(accessLogs, `/api/shared-spaces/${space.id}/access-logs`, { cookie: owners.founder.cookie, params: { id: space.id } });
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
    const theirs = await createOwn([], owners.other);
    await (await getDb()).sharedSpaceAccess.create({ data: { sharedSpaceId: theirs.id, email: "secret@example.com" } });
    const res = await call(accessLogs, `/api/shared-spaces/${theirs.id}/access-logs`, { cookie: owners.founder.cookie, params: { id: theirs.id } });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("secret@");
  });
});
