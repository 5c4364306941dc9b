import { existsSync } from "node:fs";
import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { GET as listRemoved } from "@/app/api/company/[id]/removed-documents/route";
import { POST as restore } from "@/app/api/company/[id]/removed-documents/[removedId]/restore/route";
import { GET as usage } from "@/app/api/files/usage/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { GET as openSharedFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { UPLOAD_RATE_LIMIT } from "@/lib/data/files";
import { runSweep } from "@/lib/data/sweep";
import { getDb } from "@/lib/db";
import { documentKey } from "@/lib/domain/documents";
import { lifecycleMessages } from "@/lib/messages/documents";
import { VISITOR_COOKIE } from "@/lib/sharing/visitor-token";
import { storageRoot } from "@/lib/storage";
import { tempFileName } from "@/lib/storage/local-disk";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { PDF_BYTES, uploadFile } from "@/tests/helpers/files";
import { call } from "@/tests/helpers/http";
import { createTestCompany, createTestPhase } from "@/tests/helpers/workspace";

setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const TWO_DOCS = "Why investors ask.\n- Board minutes\n- Shareholder register";
let ada: TestUser;
let bob: TestUser;
let companyId: string;
let bobCompanyId: string;
let taskId: string;

beforeEach(async () => {
  [ada, bob] = [await createTestUser(), await createTestUser()];
  companyId = (await createTestCompany(ada)).id;
  bobCompanyId = (await createTestCompany(bob)).id;
  taskId = (await createTestPhase([TWO_DOCS])).tasks[0].id;
});

afterEach(() => {
  delete process.env.STORAGE_QUOTA_BYTES;
});

const save = (body: object, cookie = ada.cookie) =>
  call(saveProgress, "/api/progress", { method: "POST", cookie, body: { companyId, taskId, ...body } });
const key = (index: number) => documentKey(taskId, index);
const empty = (index: number) => ({ id: key(index), name: `Document ${index}`, completed: false, fileUrl: null, fileName: null, uploadedAt: null });
const withFile = (index: number, file: { url: string; uploadedAt: string }, fileName = "deck.pdf") => ({
  ...empty(index),
  completed: true,
  fileUrl: file.url,
  fileName,
  uploadedAt: file.uploadedAt,
});
const optional = (index: number) => ({ ...empty(index), completed: true, fileName: "Marked as optional", optional: true });

async function upload(cookie = ada.cookie, company = companyId) {
  const res = await uploadFile(cookie, company);
  expect(res.status).toBe(201);
  return res.body as { id: string; url: string; uploadedAt: string };
}

async function bytesPath(fileId: string) {
  const row = await (await getDb()).storedFile.findUnique({ where: { id: fileId } });
  return row ? path.join(storageRoot(), row.storageKey) : null;
}

const removedList = (cookie = ada.cookie, company = companyId) =>
  call(listRemoved, `/api/company/${company}/removed-documents`, { cookie, params: { id: company }, query: { taskId } });
const restoreEntry = (removedId: string, cookie = ada.cookie, company = companyId) =>
  call(restore, `/api/company/${company}/removed-documents/${removedId}/restore`, { method: "POST", cookie, params: { id: company, removedId } });

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
    expect(notes.body.current).toMatchObject({ notes: "tab A's notes", priority: "high", taskId });
    const priority = await save({ priority: "low", base: { priority: null } });
    expect(priority.status).toBe(409);
    // Nothing was written by the refused saves.
    const ok = await save({ notes: "re-applied", base: { notes: "tab A's notes" } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ notes: "re-applied", priority: "high" });
  });
});

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
        taskId,
        documentKey: key(0),
        name: "Document 0",
        fileName: "deck.pdf",
        fileUrl: file.url,
        removedAt: expect.any(String),
      },
    ]);
    // Someone else's entry is a 404, for the list and the restore.
    expect((await removedList(bob.cookie)).status).toBe(404);
    expect((await restoreEntry(list.body.data[0].id, bob.cookie)).status).toBe(404);
    expect((await restoreEntry(list.body.data[0].id, bob.cookie, bobCompanyId)).status).toBe(404);

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
    const trash = await (await getDb()).removedDocument.findMany({ where: { companyId } });
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
    expect(await (await getDb()).removedDocument.count({ where: { companyId } })).toBe(0);
    expect(existsSync(bytes)).toBe(false);
  });

  it("keeps a trashed file that a document still links to after 30 days", async () => {
    const file = await upload();
    const other = (await createTestPhase(["- Only"])).tasks[0].id;
    await save({ documents: { [key(0)]: withFile(0, file) } });
    await call(saveProgress, "/api/progress", {
      method: "POST",
      cookie: ada.cookie,
      body: { companyId, taskId: other, documents: { [documentKey(other, 0)]: { ...withFile(0, file), id: documentKey(other, 0) } } },
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

describe("upload quota and rate limit", () => {
  it("refuses an upload past the company's storage quota with 413, counting the trash", async () => {
    process.env.STORAGE_QUOTA_BYTES = String(PDF_BYTES.length * 2);
    const file = await upload();
    await save({ documents: { [key(0)]: withFile(0, file) } });
    await save({ documents: { [key(0)]: null } });
    await upload();
    const third = await uploadFile(ada.cookie, companyId);
    expect(third.status).toBe(413);
    expect(third.body.message).toMatch(/storage is full/);
    const figures = await call(usage, "/api/files/usage", { cookie: ada.cookie, query: { companyId } });
    expect(figures.body).toEqual({ usedBytes: PDF_BYTES.length * 2, quotaBytes: PDF_BYTES.length * 2 });
    expect((await call(usage, "/api/files/usage", { cookie: bob.cookie, query: { companyId } })).status).toBe(404);
  });

  it("answers 429 past the upload rate limit of a company", async () => {
    for (let i = 0; i < UPLOAD_RATE_LIMIT; i++) expect((await uploadFile(ada.cookie, companyId)).status).toBe(201);
    const refused = await uploadFile(ada.cookie, companyId);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(lifecycleMessages.uploadRateLimited);
    // Another company's budget is its own.
    expect((await uploadFile(bob.cookie, bobCompanyId)).status).toBe(201);
  });
});

describe("shared spaces", () => {
  it("shows a file the founder removed as removed and refuses its bytes at once", async () => {
    const file = await upload();
    await save({ documents: { [key(0)]: withFile(0, file) } });
    const space = await call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie: ada.cookie,
      body: { companyId, name: "Data room", items: [{ itemType: "task", itemId: taskId }] },
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
    expect(after.body.items[0].itemData.documents[0]).toMatchObject({ fileUrl: null, fileName: lifecycleMessages.removedByCompany });
    expect((await fetchFile(after.body.visitorToken)).status).toBe(404);

    // Restored: the visitor sees and opens it again.
    const [entry] = (await removedList()).body.data;
    await restoreEntry(entry.id);
    const restored = await visit();
    expect(restored.body.items[0].itemData.documents[0].fileUrl).toContain(`/files/${file.id}`);
    expect((await fetchFile(restored.body.visitorToken)).status).toBe(200);
  });
});
