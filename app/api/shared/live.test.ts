import { PATCH as patchSpace } from "@/app/api/shared-spaces/[id]/route";
import { GET as listSpaces, POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { GET as openFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { getDb } from "@/lib/db";
import { documentKey } from "@/lib/progress/rules";
import { sharedView } from "@/lib/messages/shared-view";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { PDF_BYTES, uploadFile } from "@/tests/helpers/files";
import { call } from "@/tests/helpers/http";
import { OPEN_SPACE_SETTINGS } from "@/tests/helpers/sharing";
import { createTestCompany, createTestPhase } from "@/tests/helpers/workspace";

setupTestDatabase();

const TWO_DOCS = "Why investors ask.\n- Board minutes\n- Shareholder register";
/** These tests read the founder's progress, which visitors get only with "Show checklist status" on. */
const STATUS_SHOWN = { showChecklistStatus: true };
let founder: TestUser;
let companyId: string;
let ipCounter = 0;

beforeEach(async () => {
  founder = await createTestUser();
  companyId = (await createTestCompany(founder)).id;
});

/** A browser following a link (what Chromium sends for a click that opens a tab). */
const NAVIGATION = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

async function share(items: unknown[], extra: Record<string, unknown> = {}) {
  const res = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: founder.cookie,
    body: { companyId, name: "Data room", items, ...OPEN_SPACE_SETTINGS, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; accessCode: string; includeNotes: boolean };
}

async function visit(code: string) {
  const res = await call(openSpace, `/api/shared/${code}`, {
    params: { accessCode: code },
    query: { email: "vc@fund.example" },
    headers: { "x-forwarded-for": `198.51.100.${++ipCounter}` },
  });
  expect(res.status).toBe(200);
  return { body: res.body, cookie: (res.headers.get("set-cookie") ?? "").split(";")[0] };
}

function fetchFile(code: string, fileId: string, cookie?: string, headers: Record<string, string> = {}) {
  return call(openFile, `/api/shared/${code}/files/${fileId}`, { params: { accessCode: code, fileId }, cookie, headers });
}

async function upload(fileName = "deck.pdf") {
  const res = await uploadFile(founder.cookie, companyId, PDF_BYTES, fileName);
  expect(res.status).toBe(201);
  return res.body as { id: string; url: string; uploadedAt: string };
}

/** Saves documents of `taskId` through POST /api/progress, as the phase page does. */
async function saveDocs(taskId: string, documents: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await call(saveProgress, "/api/progress", { method: "POST", cookie: founder.cookie, body: { companyId, taskId, documents, ...extra } });
  expect(res.status).toBe(200);
}

const withFile = (taskId: string, index: number, file: { url: string; uploadedAt: string }, fileName = "deck.pdf") => ({
  [documentKey(taskId, index)]: {
    id: documentKey(taskId, index),
    name: `Document ${index}`,
    completed: true,
    fileUrl: file.url,
    fileName,
    uploadedAt: file.uploadedAt,
  },
});

describe("live shared items (issue 21)", () => {
  it("shows a file uploaded after the task was shared, then the one that replaced it; the replaced one is gone", async () => {
    const { tasks } = await createTestPhase([TWO_DOCS]);
    const task = tasks[0];
    const s = await share([{ itemType: "task", itemId: task.id }], STATUS_SHOWN);
    // Seen once before the upload, so a kept copy would be stale.
    expect((await visit(s.accessCode)).body.items[0].itemData.documents[0]).toMatchObject({ fileUrl: null, completed: false });

    const first = await upload("minutes-v1.pdf");
    await saveDocs(task.id, withFile(task.id, 0, first, "minutes-v1.pdf"));
    const afterUpload = await visit(s.accessCode);
    expect(afterUpload.body.items[0].itemData.documents[0]).toEqual({
      name: "Board minutes",
      completed: true,
      fileUrl: `/api/shared/${s.accessCode}/files/${first.id}`,
      fileName: "minutes-v1.pdf",
      status: "provided",
    });
    const bytes = await fetchFile(s.accessCode, first.id, afterUpload.cookie);
    expect(bytes.status).toBe(200);
    expect(bytes.body).toBe(PDF_BYTES.toString());

    const second = await upload("minutes-v2.pdf");
    await saveDocs(task.id, { ...withFile(task.id, 0, second, "minutes-v2.pdf"), ...withFile(task.id, 1, second, "register.pdf") });
    const afterReplace = await visit(s.accessCode);
    const item = afterReplace.body.items[0].itemData;
    expect(item.documents.map((d: { fileName: string }) => d.fileName)).toEqual(["minutes-v2.pdf", "register.pdf"]);
    expect(item.completed).toBe(true);
    expect((await fetchFile(s.accessCode, second.id, afterReplace.cookie)).status).toBe(200);
    expect((await fetchFile(s.accessCode, first.id, afterReplace.cookie)).status).toBe(404);
  });

  it("answers a shared phase with its tasks grouped by section, their documents and files", async () => {
    const { phase, tasks } = await createTestPhase([TWO_DOCS, TWO_DOCS, TWO_DOCS]);
    const db = await getDb();
    await db.task.update({ where: { id: tasks[0].id }, data: { category: "Legal" } });
    await db.task.update({ where: { id: tasks[1].id }, data: { category: "Finance" } });
    await db.task.update({ where: { id: tasks[2].id }, data: { category: "Legal" } });
    const s = await share([{ itemType: "phase", itemId: phase.id }], STATUS_SHOWN);
    const file = await upload("cap-table.pdf");
    await saveDocs(tasks[1].id, withFile(tasks[1].id, 0, file, "cap-table.pdf"), { priority: "high" });

    const { body, cookie } = await visit(s.accessCode);
    const data = body.items[0].itemData;
    expect(data).toMatchObject({ label: phase.name, taskCount: 3, completedCount: 0 });
    // Finance holds the only high-priority task, so it comes first (SPEC.md: by average priority).
    expect(data.sections.map((x: { category: string; tasks: { title: string }[] }) => [x.category, x.tasks.map((t) => t.title)])).toEqual([
      ["Finance", ["Task 1"]],
      ["Legal", ["Task 0", "Task 2"]],
    ]);
    expect(data.sections[0].tasks[0].documents).toEqual([
      {
        name: "Board minutes",
        completed: true,
        fileUrl: `/api/shared/${s.accessCode}/files/${file.id}`,
        fileName: "cap-table.pdf",
        status: "provided",
      },
      { name: "Shareholder register", completed: false, fileUrl: null, fileName: null, status: "pending" },
    ]);
    expect(JSON.stringify(body)).not.toContain(phase.id);
    expect((await fetchFile(s.accessCode, file.id, cookie)).status).toBe(200);
  });

  it("keeps the label of a task deleted since it was shared, marked removed", async () => {
    const { tasks } = await createTestPhase([TWO_DOCS, TWO_DOCS]);
    const s = await share(
      [
        { itemType: "task", itemId: tasks[0].id },
        { itemType: "task", itemId: tasks[1].id },
      ],
      STATUS_SHOWN,
    );
    await (await getDb()).task.delete({ where: { id: tasks[0].id } });
    const { body } = await visit(s.accessCode);
    expect(body.items.map((i: { itemData: { label: string }; removed?: boolean }) => [i.itemData.label, i.removed ?? false])).toEqual([
      ["Task 0", true],
      ["Task 1", false],
    ]);
    expect(body.items[0].itemData.documents).toEqual([]);
  });
});

describe("notes (issue 21: out unless the founder ticks them in)", () => {
  it("hides task notes from every kind of item until includeNotes, and hides them again when it is unticked", async () => {
    const { phase, tasks } = await createTestPhase([TWO_DOCS]);
    await saveDocs(tasks[0].id, {}, { notes: "Valuation floor is 40M" });
    const items = [
      { itemType: "task", itemId: tasks[0].id },
      { itemType: "category", phaseId: phase.id, category: "General" },
      { itemType: "phase", itemId: phase.id },
    ];
    const s = await share(items, STATUS_SHOWN);
    expect(s.includeNotes).toBe(false);
    const hidden = await visit(s.accessCode);
    expect(JSON.stringify(hidden.body)).not.toContain("Valuation floor");
    expect(hidden.body.items[0].itemData.notes).toBeNull();

    const ticked = await call(patchSpace, `/api/shared-spaces/${s.id}`, {
      method: "PATCH",
      cookie: founder.cookie,
      params: { id: s.id },
      body: { includeNotes: true },
    });
    expect(ticked.status).toBe(200);
    expect(ticked.body.includeNotes).toBe(true);
    const shown = (await visit(s.accessCode)).body.items;
    expect(shown[0].itemData.notes).toBe("Valuation floor is 40M");
    expect(shown[1].itemData.tasks[0].notes).toBe("Valuation floor is 40M");
    expect(shown[2].itemData.sections[0].tasks[0].notes).toBe("Valuation floor is 40M");

    const unticked = await call(patchSpace, `/api/shared-spaces/${s.id}`, {
      method: "PATCH",
      cookie: founder.cookie,
      params: { id: s.id },
      body: { includeNotes: false },
    });
    expect(unticked.status).toBe(200);
    expect(JSON.stringify((await visit(s.accessCode)).body)).not.toContain("Valuation floor");
  });

  it("stores includeNotes given at creation, lists it, and refuses a non-boolean", async () => {
    const s = await share([], { includeNotes: true });
    expect(s.includeNotes).toBe(true);
    const list = await call(listSpaces, "/api/shared-spaces", { cookie: founder.cookie });
    expect(list.body.data.find((x: { id: string }) => x.id === s.id).includeNotes).toBe(true);
    const bad = await call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie: founder.cookie,
      body: { companyId, name: "x", items: [], includeNotes: "yes" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("visitor links never end on JSON in a browser (issue 21)", () => {
  async function sharedFile() {
    const { tasks } = await createTestPhase([TWO_DOCS]);
    const file = await upload();
    await saveDocs(tasks[0].id, withFile(tasks[0].id, 0, file));
    const s = await share([{ itemType: "task", itemId: tasks[0].id }], STATUS_SHOWN);
    const { cookie } = await visit(s.accessCode);
    return { s, file, cookie, taskId: tasks[0].id };
  }

  it("sends a removed file's link to the space's page, says so in the list, and keeps JSON for API clients", async () => {
    const { s, file, cookie, taskId } = await sharedFile();
    await saveDocs(taskId, { [documentKey(taskId, 0)]: null });
    const page = await fetchFile(s.accessCode, file.id, cookie, NAVIGATION);
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe(`/shared/${s.accessCode}?state=removed`);
    expect(page.headers.get("content-type") ?? "").not.toContain("json");
    const api = await fetchFile(s.accessCode, file.id, cookie);
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: sharedView.fileNotFound });
    const doc = (await visit(s.accessCode)).body.items[0].itemData.documents[0];
    expect(doc).toMatchObject({ fileUrl: null, status: "removed" });
  });

  it("sends the links of an expired space, its own API link included, to the expired page", async () => {
    const { s, file, cookie } = await sharedFile();
    await (await getDb()).sharedSpace.update({ where: { id: s.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const page = await fetchFile(s.accessCode, file.id, cookie, NAVIGATION);
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe(`/shared/${s.accessCode}?state=expired`);
    const htmlOnly = await fetchFile(s.accessCode, file.id, cookie, { accept: "text/html" });
    expect(htmlOnly.headers.get("location")).toBe(`/shared/${s.accessCode}?state=expired`);
    const api = await fetchFile(s.accessCode, file.id, cookie, { accept: "*/*", "sec-fetch-mode": "cors" });
    expect(api.status).toBe(410);
    expect(api.body).toEqual({ message: sharedView.expired });
    const opened = await call(openSpace, `/api/shared/${s.accessCode}`, {
      params: { accessCode: s.accessCode },
      query: { email: "vc@fund.example" },
      headers: NAVIGATION,
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/shared/${s.accessCode}?state=expired`);
  });

  it("asks for the email again when the visitor's file access has lapsed (no cookie)", async () => {
    const { s, file } = await sharedFile();
    const page = await fetchFile(s.accessCode, file.id, undefined, NAVIGATION);
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe(`/shared/${s.accessCode}?state=email`);
    expect((await fetchFile(s.accessCode, file.id)).status).toBe(401);
  });
});
