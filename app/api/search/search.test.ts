import { GET as search } from "@/app/api/search/route";
import { getDb } from "@/lib/db";
import { documentKey } from "@/lib/progress/rules";
import { SEARCH_QUERY_MAX } from "@/lib/search/schema";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { uploadFile } from "@/tests/helpers/files";
import { call } from "@/tests/helpers/http";
import { createTestCompany, createTestPhase } from "@/tests/helpers/workspace";

setupTestDatabase();

let ada: TestUser;
let bob: TestUser;
let adaCompanyId: string;
let bobCompanyId: string;
let phaseId: string;
let taskIds: string[];

const find = (cookie: string | undefined, q: string, limit?: string) =>
  call(search, "/api/search", { cookie, query: limit === undefined ? { q } : { q, limit } });

async function saveProgress(companyId: string, taskId: string, data: { notes?: string; documents?: object }) {
  const db = await getDb();
  await db.companyProgress.create({ data: { companyId, taskId, ...data } });
}

beforeEach(async () => {
  [ada, bob] = [await createTestUser(), await createTestUser()];
  adaCompanyId = (await createTestCompany(ada)).id;
  bobCompanyId = (await createTestCompany(bob)).id;
  const { phase, tasks } = await createTestPhase([
    "Register the company.\n- Zephyrine certificate of formation\n- Board consent",
    "Keep the books.\n- Annual ledger",
  ]);
  phaseId = phase.id;
  taskIds = tasks.map((t) => t.id);
  const db = await getDb();
  await db.task.update({ where: { id: taskIds[0] }, data: { title: "Quillmarsh Incorporation" } });
});

describe("GET /api/search", () => {
  it("answers 401 when signed out and 404 without a company", async () => {
    expect((await find(undefined, "quill")).status).toBe(401);
    const loner = await createTestUser();
    expect((await find(loner.cookie, "quill")).status).toBe(404);
  });

  it("finds a task by a prefix of its title, with its phase", async () => {
    const res = await find(ada.cookie, "quillm");
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({
      kind: "task",
      taskId: taskIds[0],
      phaseId,
      phaseName: expect.any(String),
      taskTitle: "Quillmarsh Incorporation",
      label: "Quillmarsh Incorporation",
    });
  });

  it("finds a document line of a task description", async () => {
    const res = await find(ada.cookie, "zephyr cert");
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual(
      expect.objectContaining({ kind: "document", taskId: taskIds[0], label: "Zephyrine certificate of formation" }),
    );
  });

  it("finds the company's notes and document names, never another company's", async () => {
    await saveProgress(adaCompanyId, taskIds[1], { notes: "Ask the accountant about the Xylobrand audit." });
    await saveProgress(bobCompanyId, taskIds[0], {
      notes: "Xylobrand secret plans",
      documents: { [documentKey(taskIds[0], 0)]: { id: documentKey(taskIds[0], 0), name: "Xylobrand term sheet", completed: false } },
    });
    const res = await find(ada.cookie, "xylobr");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ kind: "note", taskId: taskIds[1], label: "Ask the accountant about the Xylobrand audit." }),
    ]);
    const bobs = await find(bob.cookie, "xylobrand");
    expect(bobs.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "note", taskId: taskIds[0] }),
        expect.objectContaining({ kind: "document", taskId: taskIds[0], label: "Xylobrand term sheet" }),
      ]),
    );
  });

  it("finds an uploaded file by name on the task that holds it, never another company's", async () => {
    const mine = await uploadFile(ada.cookie, adaCompanyId, undefined, "Vortigan cap table.pdf");
    const theirs = await uploadFile(bob.cookie, bobCompanyId, undefined, "Vortigan cap table.pdf");
    const entry = (taskId: string, url: string) => {
      const key = documentKey(taskId, 0);
      return { [key]: { id: key, name: "Annual ledger", completed: true, fileUrl: url, fileName: "Vortigan cap table.pdf" } };
    };
    await saveProgress(adaCompanyId, taskIds[1], { documents: entry(taskIds[1], mine.body.url) });
    // On another task, so a leak could not hide behind the per-task deduplication.
    await saveProgress(bobCompanyId, taskIds[0], { documents: entry(taskIds[0], theirs.body.url) });
    const res = await find(ada.cookie, "vortigan");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        kind: "file",
        taskId: taskIds[1],
        phaseId,
        phaseName: expect.any(String),
        taskTitle: "Task 1",
        label: "Vortigan cap table.pdf",
        documentName: "Annual ledger",
      },
    ]);
  });

  it("ranks and deduplicates: one result per task and kind, at most `limit`", async () => {
    const all = await find(ada.cookie, "board");
    const keys = all.body.data.map((r: { taskId: string; kind: string }) => `${r.taskId}:${r.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    const one = await find(ada.cookie, "c", "1");
    expect(one.status).toBe(200);
    expect(one.body.data).toHaveLength(1);
    const many = await find(ada.cookie, "c", "3");
    expect(many.body.data).toHaveLength(3);
  });

  it.each(["'&|!:*()<>", "quill' & !", ":*", "a:* | b", "(((", "<script>", "\\", "%_", "'; DROP TABLE tasks; --"])(
    "never fails on special characters: %s",
    async (q) => {
      const res = await find(ada.cookie, q);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.data)).toBe(true);
    },
  );

  it("refuses empty, too long and out-of-range input with 400, never 500", async () => {
    expect((await find(ada.cookie, "")).status).toBe(400);
    expect((await find(ada.cookie, "   ")).status).toBe(400);
    expect((await find(ada.cookie, "x".repeat(SEARCH_QUERY_MAX + 1))).status).toBe(400);
    expect((await find(ada.cookie, "quill", "0")).status).toBe(400);
    expect((await find(ada.cookie, "quill", "51")).status).toBe(400);
    expect((await find(ada.cookie, "quill", "abc")).status).toBe(400);
    const long = await find(ada.cookie, "incorporation ".repeat(14).slice(0, SEARCH_QUERY_MAX));
    expect(long.status).toBe(200);
    const manyWords = await find(
      ada.cookie,
      Array.from({ length: 60 }, (_, i) => `w${i}`)
        .join(" ")
        .slice(0, SEARCH_QUERY_MAX),
    );
    expect(manyWords.status).toBe(200);
  });
});
