import { existsSync } from "node:fs";
import path from "node:path";
import { GET as openOwnerFile } from "@/app/api/files/[id]/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { GET as openSharedFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { runSweep } from "@/lib/files/sweep";
import { getDb } from "@/lib/db";
import { documentKey, LINK_FILE_NAME } from "@/lib/progress/rules";
import { lifecycleMessages } from "@/lib/messages/documents";
import { VISITOR_COOKIE } from "@/lib/visitor/token";
import { storageRoot } from "@/lib/storage";
import { setupTestDatabase } from "@/tests/helpers/db";
import { uploadFile } from "@/tests/helpers/files";
import { call } from "@/tests/helpers/http";
import { OPEN_SPACE_SETTINGS } from "@/tests/helpers/sharing";
import { DAY, setupTwoFounders } from "@/tests/helpers/workspace";
import { POST as restoreRoute } from "./[versionId]/restore/route";
import { GET as listRoute } from "./route";

setupTestDatabase();

const ws = setupTwoFounders();

type Uploaded = { id: string; url: string; uploadedAt: string };
const key = (index = 0) => documentKey(ws.taskId, index);
const withFile = (file: Uploaded, fileName: string, index = 0) => ({
  id: key(index),
  name: "Board minutes",
  completed: true,
  fileUrl: file.url,
  fileName,
  uploadedAt: file.uploadedAt,
});
const withLink = (url: string, index = 0) => ({
  id: key(index),
  name: "Board minutes",
  completed: true,
  fileUrl: url,
  fileName: LINK_FILE_NAME,
  uploadedAt: new Date().toISOString(),
});

async function upload(
  fileName: string,
  bytes = Buffer.from(`%PDF-1.7 ${fileName}\n%%EOF\n`),
  cookie = ws.ada.cookie,
  company = ws.companyId,
): Promise<Uploaded> {
  const res = await uploadFile(cookie, company, bytes, fileName);
  expect(res.status).toBe(201);
  return res.body as Uploaded;
}
const save = (documents: object, extra: object = {}) =>
  call(saveProgress, "/api/progress", {
    method: "POST",
    cookie: ws.ada.cookie,
    body: { companyId: ws.companyId, taskId: ws.taskId, documents, ...extra },
  });
const list = (cookie = ws.ada.cookie, company = ws.companyId, documentKeyValue = key(), task = ws.taskId) =>
  call(listRoute, `/api/progress/${task}/versions`, {
    cookie,
    params: { taskId: task },
    query: { companyId: company, documentKey: documentKeyValue },
  });
const restore = (versionId: string, body: object = {}, cookie = ws.ada.cookie, company = ws.companyId) =>
  call(restoreRoute, `/api/progress/${ws.taskId}/versions/${versionId}/restore`, {
    method: "POST",
    cookie,
    params: { taskId: ws.taskId, versionId },
    body: { companyId: company, ...body },
  });

/** Uploads A, attaches it, replaces it with B: answers both. */
async function replaceAWithB() {
  const a = await upload("a.pdf");
  const b = await upload("b-longer.pdf");
  expect((await save({ [key()]: withFile(a, "a.pdf") })).status).toBe(200);
  expect((await save({ [key()]: withFile(b, "b-longer.pdf") })).status).toBe(200);
  return { a, b };
}

describe("document versions", () => {
  it("records the replaced file as a version with its date, name, size and uploader", async () => {
    const { a } = await replaceAWithB();
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.versions).toEqual([
      {
        id: expect.any(String),
        documentKey: key(),
        fileName: "a.pdf",
        url: a.url,
        isLink: false,
        size: Buffer.from("%PDF-1.7 a.pdf\n%%EOF\n").length,
        contentType: "application/pdf",
        uploadedBy: expect.any(String),
        uploadedAt: a.uploadedAt,
        replacedAt: expect.any(String),
      },
    ]);
    expect(res.body.versions[0].uploadedBy).not.toBe("");
  });

  it("records nothing for a first upload, a removal or a save that keeps the file", async () => {
    const a = await upload("a.pdf");
    await save({ [key()]: withFile(a, "a.pdf") });
    await save({ [key()]: { ...withFile(a, "a.pdf"), expiresOn: "2030-01-01" } });
    await save({ [key()]: null });
    expect((await list()).body.versions).toEqual([]);
  });

  it("lists the most recently replaced first, links included, per document", async () => {
    const [a, b, c] = [await upload("a.pdf"), await upload("b.pdf"), await upload("c.pdf")];
    await save({ [key()]: withFile(a, "a.pdf") });
    await save({ [key()]: withLink("https://drive.example.com/minutes") });
    await save({ [key()]: withFile(b, "b.pdf") });
    await save({ [key()]: withFile(c, "c.pdf"), [key(1)]: withFile(a, "a.pdf", 1) });
    const versions = (await list()).body.versions as { fileName: string; url: string; isLink: boolean }[];
    expect(versions.map((v) => v.fileName)).toEqual(["b.pdf", "https://drive.example.com/minutes", "a.pdf"]);
    expect(versions[1]).toMatchObject({ url: "https://drive.example.com/minutes", isLink: true });
    expect((await list(ws.ada.cookie, ws.companyId, key(1))).body.versions).toEqual([]);
  });

  it("restores a version: it becomes current and the current file becomes a version", async () => {
    const { a, b } = await replaceAWithB();
    const [version] = (await list()).body.versions;
    const res = await restore(version.id, { base: withFile(b, "b-longer.pdf") });
    expect(res.status).toBe(200);
    expect(res.body.documents[key()]).toMatchObject({ fileUrl: a.url, fileName: "a.pdf", completed: true });
    const after = (await list()).body.versions;
    expect(after.map((v: { fileName: string; url: string }) => [v.fileName, v.url])).toEqual([["b-longer.pdf", b.url]]);
    // The restored file left "recently removed"; the replaced one (b) was not put there.
    const trash = await (await getDb()).removedDocument.findMany({ where: { companyId: ws.companyId }, select: { entry: true } });
    expect(trash.map((r) => (r.entry as { fileUrl: string }).fileUrl)).toEqual([]);
    // Restoring the same version twice: it is no longer a version.
    expect((await restore(version.id)).status).toBe(404);
  });

  it("refuses a restore from a stale tab (409 with the current state) and changes nothing", async () => {
    const { a, b } = await replaceAWithB();
    const [version] = (await list()).body.versions;
    const res = await restore(version.id, { base: withFile(a, "a.pdf") });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(lifecycleMessages.conflict);
    expect(res.body.current.documents[key()].fileUrl).toBe(b.url);
    expect((await list()).body.versions.map((v: { id: string }) => v.id)).toEqual([version.id]);
  });

  it("answers 404 for another company's document, version or company, 401 signed out, 400/404 for bad input", async () => {
    await replaceAWithB();
    const [version] = (await list()).body.versions;
    expect((await list(ws.bob.cookie)).status).toBe(404);
    expect((await list(ws.bob.cookie, ws.bobCompanyId)).body.versions).toEqual([]);
    expect((await restore(version.id, {}, ws.bob.cookie)).status).toBe(404);
    expect((await restore(version.id, {}, ws.bob.cookie, ws.bobCompanyId)).status).toBe(404);
    expect((await list("")).status).toBe(401);
    expect((await restore(version.id, {}, "")).status).toBe(401);
    expect((await list(ws.ada.cookie, ws.companyId, `${ws.taskId}-doc-9`)).status).toBe(404);
    expect((await list(ws.ada.cookie, "not-a-uuid")).status).toBe(400);
    expect((await restore("not-a-uuid")).status).toBe(404);
    expect((await restore(version.id, { companyId: ws.companyId, extra: 1 })).status).toBe(400);
    // Bob's files stay his: the version stays Ada's.
    expect((await list()).body.versions).toHaveLength(1);
  });

  it("serves an older version's file through the owner file route, only to its company", async () => {
    const { a } = await replaceAWithB();
    const open = (cookie: string) => call(openOwnerFile, a.url, { cookie, params: { id: a.id } });
    expect((await open(ws.ada.cookie)).status).toBe(200);
    expect((await open(ws.bob.cookie)).status).toBe(404);
  });

  it("keeps a version's file through the sweep, after the trash entry of the replacement expired", async () => {
    const { a } = await replaceAWithB();
    const row = await (await getDb()).storedFile.findUnique({ where: { id: a.id } });
    const bytes = path.join(storageRoot(), row!.storageKey);
    await runSweep({ now: new Date(Date.now() + 31 * DAY) });
    expect(await (await getDb()).storedFile.count({ where: { id: a.id } })).toBe(1);
    expect(existsSync(bytes)).toBe(true);
    expect((await list()).body.versions[0].url).toBe(a.url);
  });

  it("a shared space shows the latest version, before and after a restore", async () => {
    const { a, b } = await replaceAWithB();
    const space = await call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie: ws.ada.cookie,
      body: { companyId: ws.companyId, name: "Data room", items: [{ itemType: "task", itemId: ws.taskId }], ...OPEN_SPACE_SETTINGS },
    });
    expect(space.status).toBe(201);
    const code = space.body.accessCode as string;
    const visit = () => call(openSpace, `/api/shared/${code}`, { params: { accessCode: code }, query: { email: "investor@fund.example" } });
    const fetchFile = (fileId: string, token: string) =>
      call(openSharedFile, `/api/shared/${code}/files/${fileId}`, { params: { accessCode: code, fileId }, cookie: `${VISITOR_COOKIE}=${token}` });

    const first = await visit();
    expect(first.body.items[0].itemData.documents[0].fileUrl).toContain(`/files/${b.id}`);
    expect((await fetchFile(b.id, first.body.visitorToken)).status).toBe(200);
    // An older version is not part of the space.
    expect((await fetchFile(a.id, first.body.visitorToken)).status).toBe(404);

    const [version] = (await list()).body.versions;
    expect((await restore(version.id)).status).toBe(200);
    const second = await visit();
    expect(second.body.items[0].itemData.documents[0].fileUrl).toContain(`/files/${a.id}`);
    expect((await fetchFile(a.id, second.body.visitorToken)).status).toBe(200);
    expect((await fetchFile(b.id, second.body.visitorToken)).status).toBe(404);
  });
});
