import path from "node:path";
import { GET as listRemoved } from "@/app/api/company/[id]/removed-documents/route";
import { POST as restore } from "@/app/api/company/[id]/removed-documents/[removedId]/restore/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { getDb } from "@/lib/db";
import { documentKey } from "@/lib/progress/rules";
import { storageRoot } from "@/lib/storage";
import { uploadFile } from "./files";
import { call } from "./http";
import { setupTwoFounders } from "./workspace";

/**
 * The opening of the no-lost-work tests (app/api/progress/{no-lost-work,trash,upload-limits}.test.ts):
 * Ada's and Bob's companies and a two-document task before each test (setupTwoFounders), the
 * storage quota reset after each, and the calls they make on Ada's task: `save` a progress body,
 * build document states (`empty`, `withFile`, `optional`), `upload` a PDF, find a file's bytes,
 * list and restore the trash.
 */
export function setupNoLostWork() {
  const ws = setupTwoFounders();
  afterEach(() => {
    delete process.env.STORAGE_QUOTA_BYTES;
  });

  const save = (body: object, cookie = ws.ada.cookie) =>
    call(saveProgress, "/api/progress", { method: "POST", cookie, body: { companyId: ws.companyId, taskId: ws.taskId, ...body } });
  const key = (index: number) => documentKey(ws.taskId, index);
  const empty = (index: number) => ({ id: key(index), name: `Document ${index}`, completed: false, fileUrl: null, fileName: null, uploadedAt: null });
  const withFile = (index: number, file: { url: string; uploadedAt: string }, fileName = "deck.pdf") => ({
    ...empty(index),
    completed: true,
    fileUrl: file.url,
    fileName,
    uploadedAt: file.uploadedAt,
  });
  const optional = (index: number) => ({ ...empty(index), completed: true, fileName: "Marked as optional", optional: true });

  async function upload(cookie = ws.ada.cookie, company = ws.companyId) {
    const res = await uploadFile(cookie, company);
    expect(res.status).toBe(201);
    return res.body as { id: string; url: string; uploadedAt: string };
  }

  async function bytesPath(fileId: string) {
    const row = await (await getDb()).storedFile.findUnique({ where: { id: fileId } });
    return row ? path.join(storageRoot(), row.storageKey) : null;
  }

  const removedList = (cookie = ws.ada.cookie, company = ws.companyId) =>
    call(listRemoved, `/api/company/${company}/removed-documents`, { cookie, params: { id: company }, query: { taskId: ws.taskId } });
  const restoreEntry = (removedId: string, cookie = ws.ada.cookie, company = ws.companyId) =>
    call(restore, `/api/company/${company}/removed-documents/${removedId}/restore`, { method: "POST", cookie, params: { id: company, removedId } });

  return { ws, save, key, empty, withFile, optional, upload, bytesPath, removedList, restoreEntry };
}
