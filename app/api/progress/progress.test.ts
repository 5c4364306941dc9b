import { existsSync } from "node:fs";
import path from "node:path";
import { GET as listProgress } from "@/app/api/company/[id]/progress/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { getDb, getSql } from "@/lib/db";
import { documentKey, LINK_FILE_NAME, OPTIONAL_FILE_NAME, type DocumentsMap } from "@/lib/progress/rules";
import { storageRoot } from "@/lib/storage";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { uploadFile } from "@/tests/helpers/files";
import { call } from "@/tests/helpers/http";
import { createTestCompany, createTestPhase } from "@/tests/helpers/workspace";

setupTestDatabase();

const TWO_DOCS = "Why investors ask.\n- Board minutes\n- Shareholder register";
let ada: TestUser;
let bob: TestUser;
let adaCompanyId: string;
let bobCompanyId: string;
let taskId: string;
let phaseId: string;

beforeEach(async () => {
  [ada, bob] = [await createTestUser(), await createTestUser()];
  adaCompanyId = (await createTestCompany(ada)).id;
  bobCompanyId = (await createTestCompany(bob)).id;
  const { phase, tasks } = await createTestPhase([TWO_DOCS]);
  phaseId = phase.id;
  taskId = tasks[0].id;
});

const save = (cookie: string | undefined, body: unknown) => call(saveProgress, "/api/progress", { method: "POST", cookie, body });
const list = (companyId: string, cookie: string | undefined) =>
  call(listProgress, `/api/company/${companyId}/progress`, { cookie, params: { id: companyId } });

function doc(task: string, index: number, fields: Partial<DocumentsMap[string]> = {}) {
  return { id: documentKey(task, index), name: `Document ${index}`, completed: false, fileUrl: null, fileName: null, uploadedAt: null, ...fields };
}
const link = (task: string, index: number, url = "https://drive.example.com/minutes") =>
  doc(task, index, { completed: true, fileUrl: url, fileName: LINK_FILE_NAME, uploadedAt: new Date().toISOString() });
const optional = (task: string, index: number) => doc(task, index, { completed: true, fileName: OPTIONAL_FILE_NAME, optional: true });
const docs = (...entries: ReturnType<typeof doc>[]) => Object.fromEntries(entries.map((entry) => [entry.id, entry]));

async function storedFile(id: string) {
  const db = await getDb();
  return db.storedFile.findUnique({ where: { id } });
}

describe("POST /api/progress", () => {
  it("answers 401 when signed out", async () => {
    expect((await save(undefined, { companyId: adaCompanyId, taskId })).status).toBe(401);
  });

  it("creates a record and answers it in the list shape", async () => {
    const res = await save(ada.cookie, { companyId: adaCompanyId, taskId, priority: "high", notes: "Ask the CS", completed: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      taskId,
      phaseId,
      completed: false,
      completedAt: null,
      priority: "high",
      notes: "Ask the CS",
      documents: null,
      isOptional: false,
      updatedAt: expect.any(String),
      phase: { id: phaseId },
    });
    expect((await list(adaCompanyId, ada.cookie)).body).toEqual({ data: [res.body] });
  });

  it("derives completion from the documents, ignoring the client's flag, and sets/clears completedAt", async () => {
    const one = await save(ada.cookie, { companyId: adaCompanyId, taskId, completed: true, documents: docs(link(taskId, 0), doc(taskId, 1)) });
    expect(one.body).toMatchObject({ completed: false, completedAt: null });

    const both = await save(ada.cookie, { companyId: adaCompanyId, taskId, completed: false, documents: docs(link(taskId, 0), link(taskId, 1)) });
    expect(both.body.completed).toBe(true);
    expect(Date.parse(both.body.completedAt)).not.toBeNaN();

    // Saving notes on a complete task keeps the original completion time and the documents.
    const notes = await save(ada.cookie, { companyId: adaCompanyId, taskId, notes: "done" });
    expect(notes.body).toMatchObject({ completed: true, completedAt: both.body.completedAt, notes: "done" });
    expect(Object.keys(notes.body.documents)).toHaveLength(2);
    // So does saving the documents again while the task stays complete.
    const again = await save(ada.cookie, { companyId: adaCompanyId, taskId, documents: docs(link(taskId, 0), link(taskId, 1)) });
    expect(again.body).toMatchObject({ completed: true, completedAt: both.body.completedAt });

    const removed = await save(ada.cookie, { companyId: adaCompanyId, taskId, documents: docs(link(taskId, 0), doc(taskId, 1)) });
    expect(removed.body).toMatchObject({ completed: false, completedAt: null });
  });

  it("counts a task complete when its required documents are done and the rest marked optional", async () => {
    const res = await save(ada.cookie, { companyId: adaCompanyId, taskId, documents: docs(link(taskId, 0), optional(taskId, 1)) });
    expect(res.body.completed).toBe(true);
  });

  it("counts an all-optional task complete only when every document is completed", async () => {
    const all = await save(ada.cookie, { companyId: adaCompanyId, taskId, documents: docs(optional(taskId, 0), optional(taskId, 1)) });
    expect(all.body.completed).toBe(true);
    const pendingOptional = { ...optional(taskId, 1), completed: false };
    const notAll = await save(ada.cookie, { companyId: adaCompanyId, taskId, documents: docs(optional(taskId, 0), pendingOptional) });
    expect(notAll.body.completed).toBe(false);
  });

  it("counts a task with no documents complete", async () => {
    const { tasks } = await createTestPhase([null]);
    const res = await save(ada.cookie, { companyId: adaCompanyId, taskId: tasks[0].id, priority: "low" });
    expect(res.body).toMatchObject({ completed: true, priority: "low" });
  });

  it("clears documents with null", async () => {
    await save(ada.cookie, { companyId: adaCompanyId, taskId, documents: docs(link(taskId, 0), link(taskId, 1)) });
    const res = await save(ada.cookie, { companyId: adaCompanyId, taskId, documents: null });
    expect(res.body).toMatchObject({ documents: null, completed: false, completedAt: null });
  });

  it("answers 404 for another user's company and writes nothing", async () => {
    const res = await save(ada.cookie, { companyId: bobCompanyId, taskId, notes: "x" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Company not found" });
    const db = await getDb();
    expect(await db.companyProgress.count({ where: { companyId: bobCompanyId } })).toBe(0);
  });

  it("answers 404 for an unknown task", async () => {
    const res = await save(ada.cookie, { companyId: adaCompanyId, taskId: "00000000-0000-4000-8000-000000000000" });
    expect(res.status).toBe(404);
  });

  it.each([
    ["a document key of another task", () => docs(doc("00000000-0000-4000-8000-000000000000", 0))],
    ["a document index past the task's lines", () => docs(doc(taskId, 2))],
    ["a malformed key", () => ({ nonsense: doc(taskId, 0) })],
  ])("answers 400 for %s", async (_label, documents) => {
    const res = await save(ada.cookie, { companyId: adaCompanyId, taskId, documents: documents() });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Unknown document/);
  });

  it.each([
    ["malformed JSON", { rawBody: "{", headers: { "content-type": "application/json" } }],
    ["an unknown field", { body: { companyId: "$company", taskId: "$task", completedAt: "2020-01-01T00:00:00Z" } }],
    ["a bad priority", { body: { companyId: "$company", taskId: "$task", priority: "urgent" } }],
    ["notes of the wrong type", { body: { companyId: "$company", taskId: "$task", notes: 5 } }],
    ["a non-uuid task id", { body: { companyId: "$company", taskId: "task-1" } }],
    ["a missing company id", { body: { taskId: "$task" } }],
    ["documents as an array", { body: { companyId: "$company", taskId: "$task", documents: [] } }],
    ["a javascript: link", { body: { companyId: "$company", taskId: "$task", documents: "$jsLink" } }],
    ["an unknown document field", { body: { companyId: "$company", taskId: "$task", documents: "$extraField" } }],
  ])("answers 400 for %s", async (_label, options) => {
    const fill = (value: unknown): unknown => {
      if (value === "$company") return adaCompanyId;
      if (value === "$task") return taskId;
      if (value === "$jsLink") return docs(link(taskId, 0, "javascript:alert(1)"));
      if (value === "$extraField") return { [documentKey(taskId, 0)]: { ...doc(taskId, 0), html: "<b>" } };
      if (value && typeof value === "object" && !Array.isArray(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
      return value;
    };
    const res = await call(saveProgress, "/api/progress", { method: "POST", cookie: ada.cookie, ...(fill(options) as object) });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });

  it("answers 400 for a file url of another company's file, and for a file that does not exist", async () => {
    const bobFile = await uploadFile(bob.cookie, bobCompanyId);
    expect(bobFile.status).toBe(201);
    const foreign = await save(ada.cookie, {
      companyId: adaCompanyId,
      taskId,
      documents: docs(doc(taskId, 0, { completed: true, fileUrl: bobFile.body.url, fileName: "deck.pdf" })),
    });
    expect(foreign.status).toBe(400);
    const missing = await save(ada.cookie, {
      companyId: adaCompanyId,
      taskId,
      documents: docs(doc(taskId, 0, { completed: true, fileUrl: "/api/files/00000000-0000-4000-8000-000000000000", fileName: "x.pdf" })),
    });
    expect(missing.status).toBe(400);
    expect(await storedFile(bobFile.body.id)).not.toBeNull();
  });

  // Removal never deletes bytes on the spot; the file waits in the 30-day trash.
  it("moves the stored file to the trash (row and bytes kept) when its document is removed", async () => {
    const upload = await uploadFile(ada.cookie, adaCompanyId);
    const row = (await storedFile(upload.body.id))!;
    const bytesPath = path.join(storageRoot(), row.storageKey);
    expect(existsSync(bytesPath)).toBe(true);

    const uploaded = doc(taskId, 0, { completed: true, fileUrl: upload.body.url, fileName: "deck.pdf", uploadedAt: upload.body.uploadedAt });
    const first = await save(ada.cookie, { companyId: adaCompanyId, taskId, documents: docs(uploaded, link(taskId, 1)) });
    expect(first.status).toBe(200);
    expect(first.body.completed).toBe(true);

    // Saving notes alone does not touch the documents or their files.
    await save(ada.cookie, { companyId: adaCompanyId, taskId, notes: "keep" });
    expect(await storedFile(upload.body.id)).not.toBeNull();

    const removed = await save(ada.cookie, { companyId: adaCompanyId, taskId, documents: docs(doc(taskId, 0), link(taskId, 1)) });
    expect(removed.status).toBe(200);
    expect(removed.body.completed).toBe(false);
    expect(await storedFile(upload.body.id)).not.toBeNull();
    expect(existsSync(bytesPath)).toBe(true);
    const trash = await (await getDb()).removedDocument.findMany({ where: { companyId: adaCompanyId } });
    expect(trash).toMatchObject([{ taskId, documentKey: documentKey(taskId, 0), fileId: upload.body.id }]);
  });

  it("keeps a file that another task of the company still references", async () => {
    const { tasks } = await createTestPhase(["- Only document"]);
    const upload = await uploadFile(ada.cookie, adaCompanyId);
    const attach = (task: string) => doc(task, 0, { completed: true, fileUrl: upload.body.url, fileName: "deck.pdf" });
    await save(ada.cookie, { companyId: adaCompanyId, taskId, documents: docs(attach(taskId)) });
    await save(ada.cookie, { companyId: adaCompanyId, taskId: tasks[0].id, documents: docs(attach(tasks[0].id)) });
    await save(ada.cookie, { companyId: adaCompanyId, taskId, documents: {} });
    expect(await storedFile(upload.body.id)).not.toBeNull();
  });
});

describe("GET /api/company/{id}/progress", () => {
  it("answers 401 when signed out", async () => {
    expect((await list(adaCompanyId, undefined)).status).toBe(401);
  });

  it("answers { data: [] } for a company with no progress", async () => {
    expect((await list(adaCompanyId, ada.cookie)).body).toEqual({ data: [] });
  });

  it("answers 404 for another user's company (and non-uuid ids) without their data", async () => {
    await save(bob.cookie, { companyId: bobCompanyId, taskId, notes: "secret" });
    for (const id of [bobCompanyId, "nope"]) {
      const res = await list(id, ada.cookie);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("secret");
    }
    expect((await list(bobCompanyId, bob.cookie)).body.data).toHaveLength(1);
  });

  // The list is kept per company at its progress version (lib/progress/read.ts). These writes go
  // around this server's save path, the way another instance's (or a cascade's) would.
  describe("a list already built and kept by this server", () => {
    beforeEach(async () => {
      await save(ada.cookie, { companyId: adaCompanyId, taskId, notes: "first" });
      expect((await list(adaCompanyId, ada.cookie)).body.data).toMatchObject([{ notes: "first" }]);
    });

    it("answers a repeat read from what it kept: the statement checks the version and builds nothing", async () => {
      const sql = await getSql();
      const rows = jest.spyOn(sql, "rows");
      try {
        const again = await list(adaCompanyId, ada.cookie);
        expect(again.body.data).toMatchObject([{ notes: "first" }]);
        const answers = await Promise.all(rows.mock.results.map((result) => result.value));
        expect(answers.at(-1)).toEqual([{ version: expect.any(String), data: null }]);
      } finally {
        rows.mockRestore();
      }
    });

    it("shows the first save of a company whose empty list it kept", async () => {
      expect((await list(bobCompanyId, bob.cookie)).body).toEqual({ data: [] });
      await save(bob.cookie, { companyId: bobCompanyId, taskId, notes: "bob's first" });
      expect((await list(bobCompanyId, bob.cookie)).body.data).toMatchObject([{ notes: "bob's first" }]);
    });

    it("shows a row changed through another connection", async () => {
      await (await getDb()).companyProgress.updateMany({ where: { companyId: adaCompanyId }, data: { notes: "changed elsewhere" } });
      expect((await list(adaCompanyId, ada.cookie)).body.data).toMatchObject([{ notes: "changed elsewhere" }]);
    });

    it("shows a row added, then removed by a cascade (its task deleted)", async () => {
      const { tasks } = await createTestPhase([null]);
      await (await getDb()).companyProgress.create({ data: { companyId: adaCompanyId, taskId: tasks[0].id, notes: "added" } });
      expect((await list(adaCompanyId, ada.cookie)).body.data.map((row: { notes: string }) => row.notes).sort()).toEqual(["added", "first"]);
      await (await getDb()).task.delete({ where: { id: tasks[0].id } });
      expect((await list(adaCompanyId, ada.cookie)).body.data).toMatchObject([{ notes: "first" }]);
    });

    it("shows a task moved to another phase (the rows carry phaseId)", async () => {
      const { phase: other } = await createTestPhase([]);
      await (await getDb()).task.update({ where: { id: taskId }, data: { phaseId: other.id } });
      expect((await list(adaCompanyId, ada.cookie)).body.data).toMatchObject([{ phaseId: other.id, phase: { id: other.id } }]);
    });

    it("still answers 404 to another user, and shows the owner's next save", async () => {
      expect((await list(adaCompanyId, bob.cookie)).status).toBe(404);
      await save(bob.cookie, { companyId: bobCompanyId, taskId, notes: "bob" });
      expect((await list(adaCompanyId, ada.cookie)).body.data).toMatchObject([{ notes: "first" }]);
      await save(ada.cookie, { companyId: adaCompanyId, taskId, notes: "second" });
      expect((await list(adaCompanyId, ada.cookie)).body.data).toMatchObject([{ notes: "second" }]);
    });
  });
});
