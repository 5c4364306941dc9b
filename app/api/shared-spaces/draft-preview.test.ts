import { POST as previewDraft } from "@/app/api/shared-spaces/preview/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { getDb } from "@/lib/db";
import { documentKey } from "@/lib/progress/rules";
import { investorView } from "@/lib/messages/shared-view";
import { PDF_BYTES, uploadFile } from "@/tests/helpers/files";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createFounder, OPEN_SPACE_SETTINGS, type Founder } from "@/tests/helpers/sharing";
import { createTestPhase } from "@/tests/helpers/workspace";

// "Preview as investor" from the create dialog: the visitor page of a space that does not exist yet.
setupTestDatabase();

let founder: Founder;

beforeEach(async () => {
  founder = await createFounder();
});

afterEach(async () => {
  await (await getDb()).company.deleteMany({ where: { id: founder.companyId } });
});

const LINES = ["Board minutes", "Drive folder", "Optional memo", "Nothing yet"];
const DOCS = `Why investors ask.\n${LINES.map((l) => `- ${l}`).join("\n")}`;

/** A task with a file, a link, an Optional line and a pending one, and the create body sharing it four ways. */
async function world() {
  const { phase, tasks } = await createTestPhase([DOCS]);
  const [task] = tasks;
  const uploaded = await uploadFile(founder.cookie, founder.companyId, PDF_BYTES, "minutes.pdf");
  expect(uploaded.status).toBe(201);
  const file = uploaded.body as { id: string; url: string; uploadedAt: string };
  const key = (i: number) => documentKey(task.id, i);
  const saved = await call(saveProgress, "/api/progress", {
    method: "POST",
    cookie: founder.cookie,
    body: {
      companyId: founder.companyId,
      taskId: task.id,
      documents: {
        [key(0)]: { id: key(0), name: LINES[0], completed: true, fileUrl: file.url, fileName: "minutes.pdf", uploadedAt: file.uploadedAt },
        [key(1)]: { id: key(1), name: LINES[1], completed: true, fileUrl: "https://drive.example.com/folder", fileName: "Link attached" },
        [key(2)]: { id: key(2), name: LINES[2], completed: true, fileName: "Marked as optional", optional: true },
      },
    },
  });
  expect(saved.status).toBe(200);
  const body = {
    companyId: founder.companyId,
    name: "Series A data room",
    description: "For the partners",
    items: [
      { itemType: "task", itemId: task.id },
      { itemType: "category", phaseId: phase.id, category: "General" },
      { itemType: "phase", itemId: phase.id },
      { itemType: "document", itemId: key(3), taskId: task.id, phaseId: phase.id },
      { itemType: "document", itemId: key(0), taskId: task.id, phaseId: phase.id },
    ],
    ...OPEN_SPACE_SETTINGS,
  };
  return { task, file, body };
}

const preview = (body: unknown, cookie = founder.cookie) => call(previewDraft, "/api/shared-spaces/preview", { method: "POST", cookie, body });

const spaceCount = async () => (await getDb()).sharedSpace.count({ where: { companyId: founder.companyId } });

/** The payload without what only a saved space has: item ids, the visit's token and dates, and the file route's code. */
function comparable(payload: { space: Record<string, unknown>; items: { id: string }[] }, code: string) {
  const items = payload.items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => key !== "id")));
  const text = JSON.stringify(items).replaceAll(`/api/shared/${code}/files/`, "/api/files/");
  const space = Object.fromEntries(Object.entries(payload.space).filter(([key]) => key !== "createdAt" && key !== "expiresAt"));
  return { space, items: JSON.parse(text) as unknown };
}

describe("POST /api/shared-spaces/preview", () => {
  it("answers the page a visitor of the space would get, before the space exists, and saves nothing", async () => {
    const { body } = await world();
    for (const showChecklistStatus of [false, true]) {
      const draft = await preview({ ...body, showChecklistStatus });
      expect(draft.status).toBe(200);
      expect(await spaceCount()).toBe(0);
      const created = await call(createSpace, "/api/shared-spaces", {
        method: "POST",
        cookie: founder.cookie,
        body: { ...body, showChecklistStatus },
      });
      expect(created.status).toBe(201);
      const code = created.body.accessCode as string;
      const visit = await call(openSpace, `/api/shared/${code}`, {
        params: { accessCode: code },
        query: { email: "vc@fund.example" },
        headers: { "x-forwarded-for": `198.51.102.${showChecklistStatus ? 2 : 1}` },
      });
      expect(visit.status).toBe(200);
      // Same items, same documents, same labels and options: only ids, dates and the file route differ.
      expect(comparable(draft.body, code)).toEqual(comparable(visit.body, code));
      await (await getDb()).sharedSpace.deleteMany({ where: { companyId: founder.companyId } });
    }
  });

  it("lists only what was provided by default, brands the page with the company, and links files through the founder's own route", async () => {
    const { file, body } = await world();
    const res = await preview(body);
    expect(res.status).toBe(200);
    expect(res.body.space).toMatchObject({ name: "Series A data room", companyName: "Acme", description: "For the partners", itemCount: 5 });
    expect(res.body.allowDownloads).toBe(true);
    const [task, , , pending, provided] = res.body.items;
    expect(task.itemData.documents).toEqual([
      { name: LINES[0], fileUrl: `/api/files/${file.id}`, fileName: "minutes.pdf" },
      { name: LINES[1], fileUrl: "https://drive.example.com/folder", fileName: "Link attached" },
    ]);
    expect(task.itemData).not.toHaveProperty("completed");
    expect(pending.itemData).toMatchObject({ label: LINES[3], fileUrl: null });
    expect(provided.itemData).toMatchObject({ label: LINES[0], fileUrl: `/api/files/${file.id}` });
    expect(JSON.stringify(res.body)).not.toContain(LINES[2]);
  });

  it("names a space not named yet, and takes the create dialog's body as it is", async () => {
    const { body } = await world();
    const res = await preview({ ...body, name: "  ", items: [], rememberVisitorDays: 30, denyList: ["rival.com"], requireVerification: true });
    expect(res.status).toBe(200);
    expect(res.body.space).toMatchObject({ name: investorView.untitledSpace, itemCount: 0 });
    expect(res.body.items).toEqual([]);
  });

  it("refuses another company's draft (404), an unknown item (400), bad input (400) and a signed-out caller (401)", async () => {
    const { body } = await world();
    const other = await createFounder("Other");
    try {
      expect((await preview(body, other.cookie)).status).toBe(404);
      // Items are checked as on create: an id that names no task is refused.
      const unknown = await preview({ ...body, items: [{ itemType: "task", itemId: "00000000-0000-4000-8000-000000000000" }] });
      expect(unknown.status).toBe(400);
      expect((await preview({ ...body, rememberVisitorDays: 91 })).status).toBe(400);
      expect((await preview({ ...body, surprise: true })).status).toBe(400);
      expect((await preview(body, "")).status).toBe(401);
    } finally {
      await (await getDb()).company.deleteMany({ where: { id: other.companyId } });
    }
  });
});

describe("POST /api/shared-spaces: how long a verified visitor is remembered", () => {
  it("keeps the create dialog's number of days, 7 when it says nothing, and refuses one past 90", async () => {
    const base = { companyId: founder.companyId, name: "Remembered", items: [] };
    const create = (extra: Record<string, unknown>) =>
      call(createSpace, "/api/shared-spaces", { method: "POST", cookie: founder.cookie, body: { ...base, ...extra } });
    expect((await create({ rememberVisitorDays: 30 })).body.rememberVisitorDays).toBe(30);
    expect((await create({ rememberVisitorDays: 0 })).body.rememberVisitorDays).toBe(0);
    expect((await create({})).body.rememberVisitorDays).toBe(7);
    const refused = await create({ rememberVisitorDays: 91 });
    expect(refused.status).toBe(400);
  });
});
