import { PATCH as patchSpace } from "@/app/api/shared-spaces/[id]/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { GET as openFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { GET as previewSpace } from "@/app/api/shared/[accessCode]/preview/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { getDb } from "@/lib/db";
import { documentKey, parseDocumentLines } from "@/lib/progress/rules";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { PDF_BYTES, uploadFile } from "@/tests/helpers/files";
import { call } from "@/tests/helpers/http";
import { createFounder, OPEN_SPACE_SETTINGS, type Founder } from "@/tests/helpers/sharing";
import { createTestPhase } from "@/tests/helpers/workspace";

// What investors see: only the lines that apply to the company, and by default only what was provided.
setupTestDatabase();

let founder: Founder;
let ip = 0;

beforeEach(async () => {
  founder = await createFounder();
});

// The shipped tasks are shared by every test file on the run's database: this file's progress goes with its company.
afterEach(async () => {
  await (await getDb()).company.deleteMany({ where: { id: founder.companyId } });
});

async function share(items: unknown[], extra: Record<string, unknown> = {}) {
  const res = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: founder.cookie,
    body: { companyId: founder.companyId, name: "Series A data room", items, ...OPEN_SPACE_SETTINGS, ...extra },
  });
  expect({ status: res.status, body: res.status === 201 ? null : res.body }).toEqual({ status: 201, body: null });
  return res.body as { id: string; accessCode: string; showChecklistStatus: boolean };
}

async function visit(code: string) {
  const res = await call(openSpace, `/api/shared/${code}`, {
    params: { accessCode: code },
    query: { email: "vc@fund.example" },
    headers: { "x-forwarded-for": `198.51.101.${++ip}` },
  });
  expect(res.status).toBe(200);
  return { body: res.body, cookie: (res.headers.get("set-cookie") ?? "").split(";")[0] };
}

const setStatus = (spaceId: string, showChecklistStatus: boolean) =>
  call(patchSpace, `/api/shared-spaces/${spaceId}`, {
    method: "PATCH",
    cookie: founder.cookie,
    params: { id: spaceId },
    body: { showChecklistStatus },
  });

async function upload(fileName: string) {
  const res = await uploadFile(founder.cookie, founder.companyId, PDF_BYTES, fileName);
  expect(res.status).toBe(201);
  return res.body as { id: string; url: string; uploadedAt: string };
}

async function saveDocs(taskId: string, documents: Record<string, unknown>) {
  const res = await call(saveProgress, "/api/progress", {
    method: "POST",
    cookie: founder.cookie,
    body: { companyId: founder.companyId, taskId, documents },
  });
  expect({ status: res.status, body: res.status === 200 ? null : res.body }).toEqual({ status: 200, body: null });
}

const fileDoc = (taskId: string, index: number, name: string, file: { url: string; uploadedAt: string }, fileName: string) => ({
  [documentKey(taskId, index)]: { id: documentKey(taskId, index), name, completed: true, fileUrl: file.url, fileName, uploadedAt: file.uploadedAt },
});

/** Every document name anywhere in a visitor payload (task, section and phase documents, document items). */
function documentNames(body: { items: { itemType: string; itemData: Record<string, unknown> }[] }): string[] {
  const names: string[] = [];
  const ofTasks = (tasks: unknown) => (tasks as { documents: { name: string }[] }[]).forEach((t) => names.push(...t.documents.map((d) => d.name)));
  for (const item of body.items) {
    const data = item.itemData as Record<string, unknown>;
    if (item.itemType === "task") ofTasks([data]);
    if (item.itemType === "category") ofTasks(data.tasks);
    if (item.itemType === "phase") (data.sections as { tasks: unknown }[]).forEach((s) => ofTasks(s.tasks));
    if (item.itemType === "document") names.push(data.label as string);
  }
  return names;
}

const INDIAN_LINES = [
  "Register of members (MGT-1)",
  "Share certificates (SH-1) issued to each shareholder, as copies",
  "ISIN allotment letter from NSDL or CDSL for each class of shares",
];

describe("a US company's shared space", () => {
  it("never returns a line that does not apply to the company, with or without the checklist status, nor its file", async () => {
    const db = await getDb();
    await db.company.update({ where: { id: founder.companyId }, data: { countryOfIncorporation: "US" } });
    const task = await db.task.findFirstOrThrow({ where: { slug: "legal-cap-table-register-of-members" } });
    const lines = parseDocumentLines(task.description);
    const indian = lines.filter((line) => INDIAN_LINES.includes(line.name));
    expect(indian.map((line) => line.name)).toEqual(INDIAN_LINES);
    // The founder uploaded everything before saying the company is American: the Indian files exist.
    const file = await upload("register.pdf");
    await db.companyProgress.create({
      data: {
        companyId: founder.companyId,
        taskId: task.id,
        documents: Object.assign({}, ...lines.map((line) => fileDoc(task.id, line.index, line.name, file, `${line.index}.pdf`))),
      },
    });
    const s = await share([
      { itemType: "task", itemId: task.id },
      { itemType: "category", phaseId: task.phaseId, category: task.category },
      { itemType: "phase", itemId: task.phaseId },
    ]);
    for (const showChecklistStatus of [false, true]) {
      expect((await setStatus(s.id, showChecklistStatus)).status).toBe(200);
      const { body } = await visit(s.accessCode);
      const names = documentNames(body);
      expect(names).toContain(lines[0].name);
      for (const line of INDIAN_LINES) expect(names).not.toContain(line);
      expect(JSON.stringify(body)).not.toMatch(/NSDL|\(SH-1\)|\(MGT-1\)/);
    }
  });

  it("leaves out a shared document line that does not apply, and a task none of whose lines applies", async () => {
    const db = await getDb();
    await db.company.update({ where: { id: founder.companyId }, data: { countryOfIncorporation: "US" } });
    const task = await db.task.findFirstOrThrow({ where: { slug: "legal-cap-table-register-of-members" } });
    const mgt1 = parseDocumentLines(task.description).find((line) => line.name === INDIAN_LINES[0])!;
    const s = await share([
      { itemType: "document", itemId: documentKey(task.id, mgt1.index), taskId: task.id, phaseId: task.phaseId },
      { itemType: "task", itemId: task.id },
    ]);
    const { body } = await visit(s.accessCode);
    expect(body.items.map((i: { itemType: string }) => i.itemType)).toEqual(["task"]);
    expect(body.space.itemCount).toBe(1);
  });
});

const LINES = ["Board minutes", "Drive folder", "Optional memo", "N/A filing", "Nothing yet", "Withdrawn deck"];
const SIX_DOCS = `Why investors ask.\n${LINES.map((l) => `- ${l}`).join("\n")}`;

describe("what was provided, and the checklist status on request", () => {
  async function world() {
    const { phase, tasks } = await createTestPhase([SIX_DOCS, "Nothing attached here.\n- Empty line"]);
    const [task, empty] = tasks;
    const minutes = await upload("minutes.pdf");
    const deck = await upload("deck.pdf");
    const key = (i: number) => documentKey(task.id, i);
    await saveDocs(task.id, {
      ...fileDoc(task.id, 0, LINES[0], minutes, "minutes.pdf"),
      [key(1)]: { id: key(1), name: LINES[1], completed: true, fileUrl: "https://drive.example.com/folder", fileName: "Link attached" },
      [key(2)]: { id: key(2), name: LINES[2], completed: true, fileName: "Marked as optional", optional: true },
      [key(3)]: { id: key(3), name: LINES[3], completed: true, notApplicable: true, notApplicableReason: "Not a listed company" },
      ...fileDoc(task.id, 5, LINES[5], deck, "deck.pdf"),
    });
    // Removed: the deck goes to the company's trash.
    await saveDocs(task.id, { [key(5)]: null });
    const s = await share([
      { itemType: "task", itemId: task.id },
      { itemType: "task", itemId: empty.id },
      { itemType: "category", phaseId: phase.id, category: "General" },
      { itemType: "phase", itemId: phase.id },
      { itemType: "document", itemId: key(4), taskId: task.id, phaseId: phase.id },
      { itemType: "document", itemId: key(2), taskId: task.id, phaseId: phase.id },
      { itemType: "document", itemId: key(0), taskId: task.id, phaseId: phase.id },
    ]);
    return { s, task, empty, minutes, deck };
  }

  it("by default lists only documents with a file or a link, shows no progress, and keeps every shared item's title", async () => {
    const { s, task, empty, minutes, deck } = await world();
    expect(s.showChecklistStatus).toBe(false);
    const { body, cookie } = await visit(s.accessCode);
    const [taskItem, emptyItem, category, phase, nothing, optional, provided] = body.items;
    expect(body.items.map((i: { itemData: { label: string } }) => i.itemData.label)).toEqual([
      task.title,
      empty.title,
      "General",
      expect.any(String),
      LINES[4],
      LINES[2],
      LINES[0],
    ]);
    expect(taskItem.itemData.documents).toEqual([
      { name: LINES[0], fileUrl: `/api/shared/${s.accessCode}/files/${minutes.id}`, fileName: "minutes.pdf" },
      { name: LINES[1], fileUrl: "https://drive.example.com/folder", fileName: "Link attached" },
    ]);
    expect(emptyItem.itemData.documents).toEqual([]);
    // Inside a section or phase, a task with nothing provided is not listed.
    expect(category.itemData.tasks.map((t: { title: string }) => t.title)).toEqual([task.title]);
    expect(phase.itemData.sections.flatMap((x: { tasks: { title: string }[] }) => x.tasks.map((t) => t.title))).toEqual([task.title]);
    const containers = { items: body.items.filter((i: { itemType: string }) => i.itemType !== "document") };
    expect(documentNames(containers)).toEqual([LINES[0], LINES[1], LINES[0], LINES[1], LINES[0], LINES[1]]);
    expect(nothing.itemData).toMatchObject({ label: LINES[4], fileUrl: null, fileName: null });
    expect(optional.itemData).toMatchObject({ label: LINES[2], fileUrl: null, fileName: null });
    expect(provided.itemData.fileUrl).toBe(`/api/shared/${s.accessCode}/files/${minutes.id}`);
    // No progress of any kind: no completed flag, priority, counts or statuses, and no state names.
    const json = JSON.stringify(body.items);
    expect(json).not.toMatch(/"completed"|"priority"|"taskCount"|"completedCount"|"status"/);
    expect(json).not.toMatch(/Marked as optional|Removed by the company|Not applicable|Not a listed company/);
    expect(
      (await call(openFile, `/api/shared/${s.accessCode}/files/${deck.id}`, { params: { accessCode: s.accessCode, fileId: deck.id }, cookie }))
        .status,
    ).toBe(404);
  });

  it("with Show checklist status on, shows the founder's progress, and labels Optional and Not applicable, never as provided", async () => {
    const { s } = await world();
    const on = await setStatus(s.id, true);
    expect(on.status).toBe(200);
    expect(on.body.showChecklistStatus).toBe(true);
    const { body } = await visit(s.accessCode);
    expect(body.space.showChecklistStatus).toBe(true);
    const [taskItem, emptyItem, category, phase, nothing, optional] = body.items;
    expect(taskItem.itemData.documents.map((d: { name: string; status: string; completed: boolean }) => [d.name, d.status, d.completed])).toEqual([
      [LINES[0], "provided", true],
      [LINES[1], "provided", true],
      [LINES[2], "optional", false],
      [LINES[3], "notApplicable", false],
      [LINES[4], "pending", false],
      [LINES[5], "removed", false],
    ]);
    expect(taskItem.itemData).toMatchObject({ completed: expect.any(Boolean), priority: expect.any(String) });
    expect(emptyItem.itemData.documents).toEqual([{ name: "Empty line", completed: false, fileUrl: null, fileName: null, status: "pending" }]);
    expect(category.itemData.tasks).toHaveLength(2);
    expect(phase.itemData).toMatchObject({ taskCount: 2, completedCount: expect.any(Number) });
    expect(nothing.itemData).toMatchObject({ status: "pending", completed: false });
    expect(optional.itemData).toMatchObject({ status: "optional", completed: false, fileName: null });
  });

  it("is off at creation unless asked, and refuses a non-boolean", async () => {
    expect((await share([], { showChecklistStatus: true })).showChecklistStatus).toBe(true);
    const bad = await call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie: founder.cookie,
      body: { companyId: founder.companyId, name: "x", items: [], showChecklistStatus: "yes" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("Preview as investor", () => {
  it("shows a member the visitor's page without logging a visit, and is a 404 for anyone else", async () => {
    const { tasks } = await createTestPhase([SIX_DOCS]);
    const s = await share([{ itemType: "task", itemId: tasks[0].id }]);
    const preview = (cookie?: string) =>
      call(previewSpace, `/api/shared/${s.accessCode}/preview`, {
        params: { accessCode: s.accessCode },
        cookie,
        headers: { "x-forwarded-for": "198.51.102.1" },
      });

    const own = await preview(founder.cookie);
    expect(own.status).toBe(200);
    expect(own.body.space).toMatchObject({ name: "Series A data room", companyName: "Acme" });
    expect(own.body.items.map((i: { itemData: { label: string } }) => i.itemData.label)).toEqual([tasks[0].title]);
    const db = await getDb();
    expect(await db.sharedSpaceAccess.count({ where: { sharedSpaceId: s.id } })).toBe(0);
    expect(await db.sharedSpaceVisit.count({ where: { sharedSpaceId: s.id } })).toBe(0);
    expect((await db.sharedSpace.findUniqueOrThrow({ where: { id: s.id } })).viewCount).toBe(0);

    const stranger = await createFounder("Other Co");
    try {
      const refused = await preview(stranger.cookie);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).not.toContain("Series A");
      expect((await preview(undefined)).status).toBe(401);
      const noCompany = await createTestUser();
      expect((await preview(noCompany.cookie)).status).toBe(404);
    } finally {
      await db.company.deleteMany({ where: { id: stranger.companyId } });
    }
  });
});
