import { existsSync } from "node:fs";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { GET as openSharedFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { getDb } from "@/lib/db";
import { lifecycleMessages } from "@/lib/messages/documents";
import { VISITOR_COOKIE } from "@/lib/visitor/token";
import { setupTestDatabase } from "@/tests/helpers/db";
import { setupNoLostWork } from "@/tests/helpers/no-lost-work";
import { call } from "@/tests/helpers/http";
import { OPEN_SPACE_SETTINGS } from "@/tests/helpers/sharing";

setupTestDatabase();

const { ws, save, key, empty, withFile, optional, upload, bytesPath, removedList, restoreEntry } = setupNoLostWork();

describe("two tabs on one task", () => {
  it("keeps tab A's upload when tab B, opened before it, saves another document with its stale map", async () => {
    const file = await upload();
    // Tab A attaches the file to document 0 (its map: both documents empty before).
    const a = await save({ documents: { [key(0)]: withFile(0, file), [key(1)]: empty(1) } });
    expect(a.status).toBe(200);
    // Tab B still holds the map from before tab A's save, marks document 1 optional and sends it whole.
    const b = await save({ documents: { [key(0)]: empty(0), [key(1)]: optional(1) }, base: { documents: { [key(1)]: null } } });
    // Document 0 changed since tab B's view: with its full stale map, B is told instead of overwriting.
    expect(b.status).toBe(409);
    expect(b.body.message).toBe(lifecycleMessages.conflict);
    expect(b.body.current.documents[key(0)].fileUrl).toBe(file.url);

    // A client that sends only what it changes (as the UI does) merges without conflict.
    const onlyB = await save({ documents: { [key(1)]: optional(1) }, base: { documents: { [key(1)]: null } } });
    expect(onlyB.status).toBe(200);
    expect(onlyB.body.documents[key(0)].fileUrl).toBe(file.url);
    expect(onlyB.body.documents[key(1)].optional).toBe(true);
    expect(onlyB.body.completed).toBe(true);
    expect(existsSync((await bytesPath(file.id))!)).toBe(true);
  });

  it("merges a save without a version: documents it does not mention keep their state", async () => {
    const file = await upload();
    await save({ documents: { [key(0)]: withFile(0, file) } });
    const res = await save({ documents: { [key(1)]: optional(1) } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.documents).sort()).toEqual([key(0), key(1)].sort());
    expect(res.body.documents[key(0)].fileUrl).toBe(file.url);
    expect(await (await getDb()).storedFile.count({ where: { id: file.id } })).toBe(1);
  });

  it("answers 409 with the current record when the notes or the priority changed since the version", async () => {
    await save({ notes: "tab A's notes", priority: "high" });
    const notes = await save({ notes: "tab B's notes", base: { notes: null } });
    expect(notes.status).toBe(409);
    expect(notes.body.current).toMatchObject({ notes: "tab A's notes", priority: "high", taskId: ws.taskId });
    const priority = await save({ priority: "low", base: { priority: null } });
    expect(priority.status).toBe(409);
    // Nothing was written by the refused saves.
    const ok = await save({ notes: "re-applied", base: { notes: "tab A's notes" } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ notes: "re-applied", priority: "high" });
  });
});

describe("shared spaces", () => {
  it("shows a file the founder removed as removed and refuses its bytes at once", async () => {
    const file = await upload();
    await save({ documents: { [key(0)]: withFile(0, file) } });
    const space = await call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie: ws.ada.cookie,
      body: {
        companyId: ws.companyId,
        name: "Data room",
        items: [{ itemType: "task", itemId: ws.taskId }],
        ...OPEN_SPACE_SETTINGS,
        showChecklistStatus: true,
      },
    });
    expect(space.status).toBe(201);
    const code = space.body.accessCode as string;
    const visit = () => call(openSpace, `/api/shared/${code}`, { params: { accessCode: code }, query: { email: "investor@fund.example" } });
    const fetchFile = (token: string) =>
      call(openSharedFile, `/api/shared/${code}/files/${file.id}`, {
        params: { accessCode: code, fileId: file.id },
        cookie: `${VISITOR_COOKIE}=${token}`,
      });

    const before = await visit();
    const docBefore = before.body.items[0].itemData.documents[0];
    expect(docBefore.fileUrl).toContain(`/files/${file.id}`);
    expect((await fetchFile(before.body.visitorToken)).status).toBe(200);

    await save({ documents: { [key(0)]: null } });
    const after = await visit();
    // With the checklist status on the line stays, labelled removed (by default it is not listed at all).
    expect(after.body.items[0].itemData.documents[0]).toMatchObject({ fileUrl: null, status: "removed" });
    expect((await fetchFile(after.body.visitorToken)).status).toBe(404);

    // Restored: the visitor sees and opens it again.
    const [entry] = (await removedList()).body.data;
    await restoreEntry(entry.id);
    const restored = await visit();
    expect(restored.body.items[0].itemData.documents[0].fileUrl).toContain(`/files/${file.id}`);
    expect((await fetchFile(restored.body.visitorToken)).status).toBe(200);
  });
});
