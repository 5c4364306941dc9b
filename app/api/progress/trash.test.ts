import { existsSync } from "node:fs";
import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { POST as saveProgress } from "@/app/api/progress/route";
import { runSweep } from "@/lib/files/sweep";
import { getDb } from "@/lib/db";
import { documentKey } from "@/lib/progress/rules";
import { lifecycleMessages } from "@/lib/messages/documents";
import { storageRoot } from "@/lib/storage";
import { tempFileName } from "@/lib/storage/local-disk";
import { setupTestDatabase } from "@/tests/helpers/db";
import { setupNoLostWork } from "@/tests/helpers/no-lost-work";
import { call } from "@/tests/helpers/http";
import { createTestPhase, DAY } from "@/tests/helpers/workspace";

setupTestDatabase();

const { ws, save, key, empty, withFile, optional, upload, bytesPath, removedList, restoreEntry } = setupNoLostWork();

describe("the trash", () => {
  it("moves a removed file to the trash (row and bytes kept) and restores it with Undo", async () => {
    const file = await upload();
    await save({ documents: { [key(0)]: withFile(0, file), [key(1)]: optional(1) } });
    const removed = await save({ documents: { [key(0)]: null } });
    expect(removed.status).toBe(200);
    expect(removed.body.documents[key(0)]).toBeUndefined();
    expect(removed.body.completed).toBe(false);
    expect(existsSync((await bytesPath(file.id))!)).toBe(true);

    const list = await removedList();
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: expect.any(String),
        taskId: ws.taskId,
        documentKey: key(0),
        name: "Document 0",
        fileName: "deck.pdf",
        fileUrl: file.url,
        removedAt: expect.any(String),
      },
    ]);
    // Someone else's entry is a 404, for the list and the restore.
    expect((await removedList(ws.bob.cookie)).status).toBe(404);
    expect((await restoreEntry(list.body.data[0].id, ws.bob.cookie)).status).toBe(404);
    expect((await restoreEntry(list.body.data[0].id, ws.bob.cookie, ws.bobCompanyId)).status).toBe(404);

    const restored = await restoreEntry(list.body.data[0].id);
    expect(restored.status).toBe(200);
    expect(restored.body.documents[key(0)].fileUrl).toBe(file.url);
    expect(restored.body.completed).toBe(true);
    expect((await removedList()).body.data).toEqual([]);
    expect((await restoreEntry(list.body.data[0].id)).status).toBe(404);
  });

  it("puts a replaced file in the trash and refuses to restore it over the new one (409)", async () => {
    const first = await upload();
    const second = await upload();
    await save({ documents: { [key(0)]: withFile(0, first) } });
    const replaced = await save({ documents: { [key(0)]: withFile(0, second, "v2.pdf") } });
    expect(replaced.body.documents[key(0)].fileUrl).toBe(second.url);
    const [entry] = (await removedList()).body.data;
    expect(entry.fileUrl).toBe(first.url);
    const refused = await restoreEntry(entry.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(lifecycleMessages.restoreOccupied);
    expect((await removedList()).body.data).toHaveLength(1);
  });

  it("keeps a link in the trash too (no file id)", async () => {
    const link = {
      ...empty(0),
      completed: true,
      fileUrl: "https://drive.example.com/minutes",
      fileName: "Link attached",
      uploadedAt: new Date().toISOString(),
    };
    await save({ documents: { [key(0)]: link } });
    await save({ documents: null });
    const trash = await (await getDb()).removedDocument.findMany({ where: { companyId: ws.companyId } });
    expect(trash).toMatchObject([{ documentKey: key(0), fileId: null }]);
  });
});

describe("the sweep", () => {
  it("deletes a trashed file (row and bytes) after 30 days, not at 29", async () => {
    const file = await upload();
    await save({ documents: { [key(0)]: withFile(0, file) } });
    await save({ documents: { [key(0)]: null } });
    const bytes = (await bytesPath(file.id))!;
    const now = Date.now();

    await runSweep({ now: new Date(now + 29 * DAY) });
    expect(await (await getDb()).storedFile.count({ where: { id: file.id } })).toBe(1);
    expect(existsSync(bytes)).toBe(true);
    expect((await removedList()).body.data).toHaveLength(1);

    await runSweep({ now: new Date(now + 30 * DAY + 1000) });
    expect(await (await getDb()).storedFile.count({ where: { id: file.id } })).toBe(0);
    expect(await (await getDb()).removedDocument.count({ where: { companyId: ws.companyId } })).toBe(0);
    expect(existsSync(bytes)).toBe(false);
  });

  it("keeps a trashed file that a document still links to after 30 days", async () => {
    const file = await upload();
    const other = (await createTestPhase(["- Only"])).tasks[0].id;
    await save({ documents: { [key(0)]: withFile(0, file) } });
    await call(saveProgress, "/api/progress", {
      method: "POST",
      cookie: ws.ada.cookie,
      body: { companyId: ws.companyId, taskId: other, documents: { [documentKey(other, 0)]: { ...withFile(0, file), id: documentKey(other, 0) } } },
    });
    await save({ documents: { [key(0)]: null } });
    await runSweep({ now: new Date(Date.now() + 31 * DAY) });
    expect(existsSync((await bytesPath(file.id))!)).toBe(true);
  });

  it("deletes an upload never attached to any document after 24 h, and keeps attached ones", async () => {
    const loose = await upload();
    const attached = await upload();
    await save({ documents: { [key(0)]: withFile(0, attached) } });
    const looseBytes = (await bytesPath(loose.id))!;

    await runSweep({ now: new Date(Date.now() + 23 * 60 * 60 * 1000) });
    expect(existsSync(looseBytes)).toBe(true);

    await runSweep({ now: new Date(Date.now() + DAY + 60_000) });
    expect(await (await getDb()).storedFile.count({ where: { id: loose.id } })).toBe(0);
    expect(existsSync(looseBytes)).toBe(false);
    expect(existsSync((await bytesPath(attached.id))!)).toBe(true);
  });

  it("deletes leftover temporary upload files at start-up", async () => {
    await mkdir(storageRoot(), { recursive: true });
    const leftover = path.join(storageRoot(), tempFileName("crashedUploadKey0123"));
    await writeFile(leftover, "partial");
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(leftover, old, old);
    const report = await runSweep();
    expect(report.tempFiles).toBeGreaterThanOrEqual(1);
    expect(existsSync(leftover)).toBe(false);
  });
});
