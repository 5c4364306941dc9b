import { Readable } from "node:stream";
import { PDFDocument } from "pdf-lib";
import { PDFParse } from "pdf-parse";
import { PATCH as editSpace } from "@/app/api/shared-spaces/[id]/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { POST as revokeSpace } from "@/app/api/shared-spaces/[id]/revoke/route";
import { GET as openFile, HEAD as checkFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { getDb } from "@/lib/db";
import { sharedView } from "@/lib/messages/shared-view";
import { getStorage, newStorageKey } from "@/lib/storage";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { attachDocument, createFounder, OPEN_SPACE_SETTINGS, tasksWithDocuments, type Founder } from "@/tests/helpers/sharing";

setupTestDatabase();

let founder: Founder;
let other: Founder;
let tasks: Awaited<ReturnType<typeof tasksWithDocuments>>;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
let taskCursor = 0;

beforeAll(async () => {
  founder = await createFounder();
  other = await createFounder("Other");
  tasks = await tasksWithDocuments(1);
});

async function pdfBytes(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([400, 400]).drawText(`Board deck page ${i + 1}`, { x: 40, y: 300, size: 16 });
  return Buffer.from(await pdf.save());
}

async function storeBytes(companyId: string, bytes: Buffer, fileName: string, contentType: string) {
  const storageKey = newStorageKey();
  const { size } = await getStorage().write(storageKey, Readable.from([bytes]));
  const file = await (await getDb()).storedFile.create({ data: { companyId, storageKey, fileName, contentType, size } });
  return { id: file.id, url: `/api/files/${file.id}` };
}

/** A space showing one stored file, visited once: its code, the file and the visitor's cookie. */
async function spaceWithFile(
  options: { allowDownloads?: boolean; watermark?: boolean; contentType?: string; who?: Founder; ip?: string; secureDefaults?: boolean } = {},
) {
  const who = options.who ?? founder;
  const task = tasks[taskCursor++ % tasks.length];
  const contentType = options.contentType ?? "application/pdf";
  const bytes = contentType === "application/pdf" ? await pdfBytes(2) : Buffer.from("plain bytes");
  const file = await storeBytes(who.companyId, bytes, contentType === "application/pdf" ? "Deck.pdf" : "Notes.docx", contentType);
  await attachDocument(who.companyId, task.id, 0, file.url);
  // Visited with an email alone; `secureDefaults` leaves the viewer options to the server.
  const extra: Record<string, unknown> = options.secureDefaults ? { requireVerification: false } : { ...OPEN_SPACE_SETTINGS };
  if (options.allowDownloads !== undefined) extra.allowDownloads = options.allowDownloads;
  if (options.watermark !== undefined) extra.watermark = options.watermark;
  const created = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: who.cookie,
    body: { companyId: who.companyId, name: "Data room", items: [{ itemType: "document", itemId: `${task.id}-doc-0` }], ...extra },
  });
  expect(created.status).toBe(201);
  const s = created.body as { id: string; accessCode: string; allowDownloads: boolean; watermark: boolean };
  const ip = options.ip ?? freshIp();
  const visit = await call(openSpace, `/api/shared/${s.accessCode}`, {
    params: { accessCode: s.accessCode },
    query: { email: "Viewer@Fund.example" },
    headers: { "x-forwarded-for": ip },
  });
  expect(visit.status).toBe(200);
  const cookie = (visit.headers.get("set-cookie") ?? "").split(";")[0];
  return { s, file, cookie, ip, bytes, visit };
}

function fetchFile(code: string, fileId: string, cookie: string, ip: string, disposition?: string) {
  return call(openFile, `/api/shared/${code}/files/${fileId}`, {
    params: { accessCode: code, fileId },
    query: disposition ? { disposition } : {},
    cookie,
    headers: { "x-forwarded-for": ip },
  });
}

async function pdfText(res: Response): Promise<string> {
  const parser = new PDFParse({ data: Buffer.from(await res.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe("space options", () => {
  it("default to downloads off and a watermark, and the founder can change them", async () => {
    const { s, visit } = await spaceWithFile({ secureDefaults: true });
    expect(s).toMatchObject({ allowDownloads: false, watermark: true });
    expect(visit.body.allowDownloads).toBe(false);
    const edited = await call(editSpace, `/api/shared-spaces/${s.id}`, {
      method: "PATCH",
      cookie: founder.cookie,
      params: { id: s.id },
      body: { allowDownloads: true, watermark: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ allowDownloads: true, watermark: false });
  });

  it("refuses a non-boolean option (zod)", async () => {
    const { s } = await spaceWithFile();
    const res = await call(editSpace, `/api/shared-spaces/${s.id}`, {
      method: "PATCH",
      cookie: founder.cookie,
      params: { id: s.id },
      body: { allowDownloads: "no" },
    });
    expect(res.status).toBe(400);
  });
});

describe("downloads off", () => {
  it("refuses the download route with 403 and a clear message, and still serves the viewer inline", async () => {
    const { s, file, cookie, ip, bytes, visit } = await spaceWithFile({ allowDownloads: false });
    expect(visit.body.allowDownloads).toBe(false);
    for (const disposition of [undefined, "attachment"]) {
      const refused = await fetchFile(s.accessCode, file.id, cookie, ip, disposition);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(sharedView.downloadsOff);
    }
    const viewed = await fetchFile(s.accessCode, file.id, cookie, ip, "inline");
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(Buffer.from(await viewed.response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("refuses viewing a type the browser cannot show", async () => {
    const { s, file, cookie, ip } = await spaceWithFile({
      allowDownloads: false,
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    expect((await fetchFile(s.accessCode, file.id, cookie, ip, "inline")).status).toBe(403);
  });

  it("with downloads on, a forced download is an attachment", async () => {
    const { s, file, cookie, ip } = await spaceWithFile();
    const res = await fetchFile(s.accessCode, file.id, cookie, ip, "attachment");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("refuses an unknown disposition", async () => {
    const { s, file, cookie, ip } = await spaceWithFile();
    expect((await fetchFile(s.accessCode, file.id, cookie, ip, "evil")).status).toBe(400);
  });
});

describe("watermark", () => {
  it("stamps the visitor's email (from the token), the date and IP on every PDF served, viewed or downloaded", async () => {
    const { s, file, cookie, ip } = await spaceWithFile({ watermark: true, ip: "203.0.113.77" });
    for (const disposition of ["inline", "attachment", undefined]) {
      const res = await fetchFile(s.accessCode, file.id, cookie, ip, disposition);
      expect(res.status).toBe(200);
      expect(res.headers.get("location")).toBeNull();
      const text = await pdfText(res.response);
      expect(text).toContain("viewer@fund.example");
      expect(text).toContain("203.0.113.77");
      expect(text).toContain(new Date().toISOString().slice(0, 10));
      expect(text).toContain("Board deck page 2");
    }
  });

  it("serves the raw PDF without the stamp when the watermark is off", async () => {
    const { s, file, cookie, ip } = await spaceWithFile();
    const text = await pdfText((await fetchFile(s.accessCode, file.id, cookie, ip, "inline")).response);
    expect(text).not.toContain("viewer@fund.example");
  });

  it("a PDF that cannot be stamped is not served at all", async () => {
    const { s, file, cookie, ip } = await spaceWithFile({ watermark: true });
    const db = await getDb();
    const row = await db.storedFile.findUniqueOrThrow({ where: { id: file.id } });
    await getStorage().write(row.storageKey, Readable.from([Buffer.from("%PDF-broken")]));
    const res = await fetchFile(s.accessCode, file.id, cookie, ip, "inline");
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(sharedView.watermarkFailed);
  });
});

describe("isolation and lifecycle", () => {
  it("another space's file is 404 with this space's cookie", async () => {
    const mine = await spaceWithFile();
    const theirs = await spaceWithFile({ who: other });
    const res = await fetchFile(mine.s.accessCode, theirs.file.id, mine.cookie, mine.ip, "inline");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(sharedView.fileNotFound);
  });

  it.each([
    ["inactive", { isActive: false }],
    ["expired", { expiresAt: new Date(Date.now() - 1000) }],
  ])("an %s space serves 0 bytes", async (_label, data) => {
    const { s, file, cookie, ip } = await spaceWithFile({ watermark: true });
    await (await getDb()).sharedSpace.update({ where: { id: s.id }, data });
    for (const disposition of ["inline", "attachment"]) {
      const res = await fetchFile(s.accessCode, file.id, cookie, ip, disposition);
      expect(res.status).toBe(410);
      expect(res.headers.get("content-type")).toMatch(/json/);
      expect(res.body.message).not.toContain("%PDF");
    }
  });
});

describe("the viewer's Download check (HEAD)", () => {
  const check = (code: string, fileId: string, cookie: string, ip: string) =>
    call(checkFile, `/api/shared/${code}/files/${fileId}`, {
      method: "HEAD",
      params: { accessCode: code, fileId },
      query: { disposition: "attachment" },
      cookie,
      headers: { "x-forwarded-for": ip },
    });
  const events = async (spaceId: string) => (await getDb()).sharedSpaceEvent.count({ where: { sharedSpaceId: spaceId } });

  it("answers 200 with no bytes and records no download while the space is live, 410 once it is revoked", async () => {
    const { s, file, cookie, ip } = await spaceWithFile();
    const live = await check(s.accessCode, file.id, cookie, ip);
    expect(live.status).toBe(200);
    expect(await live.response.arrayBuffer()).toHaveProperty("byteLength", 0);
    expect(await events(s.id)).toBe(0);
    // The download itself is counted (so the 0 above means the check counted nothing).
    expect((await fetchFile(s.accessCode, file.id, cookie, ip, "attachment")).status).toBe(200);
    expect(await events(s.id)).toBe(1);
    expect(
      (await call(revokeSpace, `/api/shared-spaces/${s.id}/revoke`, { method: "POST", cookie: founder.cookie, params: { id: s.id } })).status,
    ).toBe(200);
    expect((await check(s.accessCode, file.id, cookie, ip)).status).toBe(410);
    expect(await events(s.id)).toBe(1);
  });

  it("answers what the download would: 403 with downloads off, 401 without the visitor's cookie", async () => {
    const { s, file, cookie, ip } = await spaceWithFile({ allowDownloads: false });
    expect((await check(s.accessCode, file.id, cookie, ip)).status).toBe(403);
    expect((await check(s.accessCode, file.id, "", ip)).status).toBe(401);
  });
});
