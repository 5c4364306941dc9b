import { Readable } from "node:stream";
import { PDFDocument } from "pdf-lib";
import { PATCH as editSpace } from "@/app/api/shared-spaces/[id]/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { POST as revokeSpace } from "@/app/api/shared-spaces/[id]/revoke/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { GET as openFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { getDb } from "@/lib/db";
import { sharedView } from "@/lib/messages/shared-view";
import { getStorage, newStorageKey } from "@/lib/storage";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { attachDocument, createFounder, OPEN_SPACE_SETTINGS, tasksWithDocuments, type Founder } from "@/tests/helpers/sharing";

setupTestDatabase();

let founder: Founder;
let tasks: Awaited<ReturnType<typeof tasksWithDocuments>>;
let cursor = 0;

beforeAll(async () => {
  founder = await createFounder();
  tasks = await tasksWithDocuments(1);
});

async function pdfBytes(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([400, 400]).drawText(`Range deck page ${i + 1}`, { x: 40, y: 300, size: 16 });
  return Buffer.from(await pdf.save());
}

/** A space showing one stored PDF, visited once: its code, the file, the bytes and the visitor's cookie. */
async function visitedSpace(options: { allowDownloads?: boolean; watermark?: boolean; allowCopying?: boolean } = {}) {
  const task = tasks[cursor++ % tasks.length];
  const bytes = await pdfBytes(6);
  const storageKey = newStorageKey();
  const { size } = await getStorage().write(storageKey, Readable.from([bytes]));
  const file = await (
    await getDb()
  ).storedFile.create({
    data: { companyId: founder.companyId, storageKey, fileName: "Deck.pdf", contentType: "application/pdf", size },
  });
  await attachDocument(founder.companyId, task.id, 0, `/api/files/${file.id}`);
  const created = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: founder.cookie,
    body: {
      companyId: founder.companyId,
      name: "Range room",
      items: [{ itemType: "document", itemId: `${task.id}-doc-0` }],
      ...OPEN_SPACE_SETTINGS,
      watermark: false,
      ...options,
    },
  });
  expect(created.status).toBe(201);
  const s = created.body as { id: string; accessCode: string };
  const ip = `198.51.100.${200 + cursor}`;
  const visit = await call(openSpace, `/api/shared/${s.accessCode}`, {
    params: { accessCode: s.accessCode },
    query: { email: "viewer@fund.example" },
    headers: { "x-forwarded-for": ip },
  });
  expect(visit.status).toBe(200);
  const cookie = (visit.headers.get("set-cookie") ?? "").split(";")[0];
  return { s, fileId: file.id, bytes, cookie, ip, visit };
}

function get(code: string, fileId: string, cookie: string, ip: string, headers: Record<string, string> = {}, disposition = "inline") {
  return call(openFile, `/api/shared/${code}/files/${fileId}`, {
    params: { accessCode: code, fileId },
    query: disposition ? { disposition } : {},
    cookie,
    headers: { "x-forwarded-for": ip, ...headers },
  });
}

const body = async (res: { response: Response }) => Buffer.from(await res.response.arrayBuffer());

describe("the viewer's range requests", () => {
  it("answer 206 with exactly the bytes asked for, and say the file takes ranges", async () => {
    const { s, fileId, bytes, cookie, ip } = await visitedSpace();
    const whole = await get(s.accessCode, fileId, cookie, ip);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");

    const first = await get(s.accessCode, fileId, cookie, ip, { range: "bytes=0-99" });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-99/${bytes.length}`);
    expect(first.headers.get("content-length")).toBe("100");
    const head = await body(first);
    expect(head.equals(bytes.subarray(0, 100))).toBe(true);

    const tail = await get(s.accessCode, fileId, cookie, ip, { range: `bytes=100-` });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-range")).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
    expect(Buffer.concat([head, await body(tail)]).equals(bytes)).toBe(true);
  });

  it("answer 416 with the file's size for a range past its end", async () => {
    const { s, fileId, bytes, cookie, ip } = await visitedSpace();
    const res = await get(s.accessCode, fileId, cookie, ip, { range: `bytes=${bytes.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
    expect(await body(res)).toHaveLength(0);
  });

  it("cut ranges from the same stamped bytes when the space watermarks", async () => {
    const { s, fileId, cookie, ip } = await visitedSpace({ watermark: true });
    const whole = await body(await get(s.accessCode, fileId, cookie, ip));
    expect(whole.subarray(0, 5).toString()).toBe("%PDF-");
    const half = Math.floor(whole.length / 2);
    const a = await get(s.accessCode, fileId, cookie, ip, { range: `bytes=0-${half - 1}` });
    const b = await get(s.accessCode, fileId, cookie, ip, { range: `bytes=${half}-${whole.length - 1}` });
    expect([a.status, b.status]).toEqual([206, 206]);
    expect(b.headers.get("content-range")).toBe(`bytes ${half}-${whole.length - 1}/${whole.length}`);
    expect(Buffer.concat([await body(a), await body(b)]).equals(whole)).toBe(true);
  });

  it("count one open for a viewer's first range, not one per chunk", async () => {
    const { s, fileId, cookie, ip } = await visitedSpace();
    for (const range of ["bytes=0-63", "bytes=64-127", "bytes=128-191"])
      expect((await get(s.accessCode, fileId, cookie, ip, { range })).status).toBe(206);
    expect(await (await getDb()).sharedSpaceEvent.count({ where: { sharedSpaceId: s.id } })).toBe(1);
  });

  it("are refused once the founder revokes the space: no bytes of a chunk not loaded yet", async () => {
    const { s, fileId, cookie, ip } = await visitedSpace();
    expect((await get(s.accessCode, fileId, cookie, ip, { range: "bytes=0-99" })).status).toBe(206);
    const revoked = await call(revokeSpace, `/api/shared-spaces/${s.id}/revoke`, { method: "POST", cookie: founder.cookie, params: { id: s.id } });
    expect(revoked.status).toBe(200);
    const refused = await get(s.accessCode, fileId, cookie, ip, { range: "bytes=100-199" });
    expect(refused.status).toBe(410);
    expect(refused.headers.get("content-type")).toMatch(/json/);
    expect(refused.headers.get("content-range")).toBeNull();
  });
});

describe("a file URL opened directly in a browser with downloads off", () => {
  const navigation = { "sec-fetch-mode": "navigate", accept: "text/html" };

  it("answers a short page saying why, linking back to the space, with or without the visitor's cookie", async () => {
    const { s, fileId, cookie, ip } = await visitedSpace({ allowDownloads: false });
    for (const who of [cookie, ""]) {
      const res = await get(s.accessCode, fileId, who, ip, navigation, "");
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
      const html = String(res.body);
      expect(html).toContain(sharedView.downloadsOff);
      expect(html).toContain(`href="/shared/${s.accessCode}"`);
      expect(html).not.toContain("%PDF");
    }
  });

  it("still sends a script's fetch its JSON refusal, and the viewer its bytes", async () => {
    const { s, fileId, cookie, ip } = await visitedSpace({ allowDownloads: false });
    const fetched = await get(s.accessCode, fileId, cookie, ip, { accept: "application/json" }, "attachment");
    expect(fetched.status).toBe(403);
    expect(fetched.body.message).toBe(sharedView.downloadsOff);
    expect((await get(s.accessCode, fileId, cookie, ip, navigation)).status).toBe(200);
  });

  it("with downloads on, a navigation without the cookie still goes to the space's gate", async () => {
    const { s, fileId, ip } = await visitedSpace({ allowDownloads: true });
    const res = await get(s.accessCode, fileId, "", ip, navigation, "");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/shared/${s.accessCode}?state=email`);
  });
});

describe("the space's Allow copying option", () => {
  it("is on by default, reaches the visitor's payload, and the founder can turn it off", async () => {
    const { s, visit, ip } = await visitedSpace();
    expect(s).toMatchObject({ allowCopying: true });
    expect(visit.body.allowCopying).toBe(true);
    const edited = await call(editSpace, `/api/shared-spaces/${s.id}`, {
      method: "PATCH",
      cookie: founder.cookie,
      params: { id: s.id },
      body: { allowCopying: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ allowCopying: false });
    const again = await call(openSpace, `/api/shared/${s.accessCode}`, {
      params: { accessCode: s.accessCode },
      query: { email: "viewer@fund.example" },
      headers: { "x-forwarded-for": ip },
    });
    expect(again.body.allowCopying).toBe(false);
  });

  it("can be off from creation, and refuses a non-boolean", async () => {
    const { s, visit } = await visitedSpace({ allowCopying: false });
    expect(s).toMatchObject({ allowCopying: false });
    expect(visit.body.allowCopying).toBe(false);
    const bad = await call(editSpace, `/api/shared-spaces/${s.id}`, {
      method: "PATCH",
      cookie: founder.cookie,
      params: { id: s.id },
      body: { allowCopying: "no" },
    });
    expect(bad.status).toBe(400);
  });
});
