import { NextRequest } from "next/server";
import { POST as upload } from "@/app/api/files/route";
import { GET as download } from "@/app/api/files/[id]/route";
import { GET as sharedFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { getDb } from "@/lib/db";
import { MAX_UPLOAD_BYTES } from "@/lib/storage/upload";
import { VISITOR_COOKIE } from "@/lib/visitor/token";
import { setupTestDatabase } from "@/tests/helpers/db";
import { PDF_BYTES, uploadForm } from "@/tests/helpers/files";
import { call } from "@/tests/helpers/http";
import { createTenant, isolateStorageDir, type Tenant } from "./fixtures";
import { orphanedBytes } from "./stored-invariants";

/**
 * Uploads as an attacker sends them: oversized streams, lying names and types, hostile file names.
 * Size is capped while streaming, the type comes from the bytes against an allow-list, storage
 * keys are generated, and downloads carry RFC 6266 names and nosniff.
 */
setupTestDatabase();
isolateStorageDir();

let alpha: Tenant;
beforeAll(async () => {
  alpha = await createTenant("alpha");
}, 60_000);

const post = (form: FormData | string, headers?: Record<string, string>) =>
  call(upload, "/api/files", { method: "POST", cookie: alpha.user.cookie, rawBody: form, headers });
const get = (id: string) => call(download, `/api/files/${id}`, { cookie: alpha.user.cookie, params: { id } });

const zipHead = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
const ole2Head = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const pad = (head: Buffer) => Buffer.concat([head, Buffer.alloc(600, 0x01)]);

const ALLOWED: [string, string, Buffer][] = [
  ["deck.pdf", "application/pdf", PDF_BYTES],
  ["logo.png", "image/png", pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ["photo.jpg", "image/jpeg", pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))],
  ["anim.gif", "image/gif", pad(Buffer.from("GIF89a"))],
  ["pic.webp", "image/webp", pad(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))],
  ["memo.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", pad(zipHead)],
  ["model.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", pad(zipHead)],
  ["pitch.pptx", "application/vnd.openxmlformats-officedocument.presentationml.presentation", pad(zipHead)],
  ["old.doc", "application/msword", pad(ole2Head)],
  ["old.xls", "application/vnd.ms-excel", pad(ole2Head)],
  ["old.ppt", "application/vnd.ms-powerpoint", pad(ole2Head)],
  ["bundle.zip", "application/zip", pad(zipHead)],
  ["cap-table.csv", "text/csv", Buffer.from("holder,shares\nAda,1000\n")],
  ["notes.txt", "text/plain", Buffer.from("plain notes, é ü\n")],
];

const REFUSED: [string, Buffer][] = [
  ["page.html", Buffer.from("<!doctype html><script>alert(1)</script>")],
  ["page.pdf", Buffer.from("<html><body onload=alert(1)>")],
  ["image.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ["notes.txt", Buffer.from("  <script>alert(1)</script>")],
  ["run.exe", pad(Buffer.from("MZ\x90\0", "latin1"))],
  ["run.pdf", pad(Buffer.from("MZ\x90\0", "latin1"))],
  ["elf.bin", pad(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))],
  ["installer.msi", pad(ole2Head)],
  ["script.js", Buffer.from("alert(document.cookie)")],
  ["binary.txt", Buffer.from([0x41, 0x00, 0x42])],
  ["latin1.csv", Buffer.from([0x41, 0xe9, 0x42])],
];

describe("type allow-list, sniffed from the bytes", () => {
  it.each(ALLOWED)("accepts %s as %s whatever the declared type", async (name, type, bytes) => {
    const res = await post(uploadForm(alpha.companyId, bytes, name, "text/html"));
    expect({ status: res.status, type: res.body.contentType }).toEqual({ status: 201, type });
  });

  it.each(REFUSED)("refuses %s with 415 and stores nothing", async (name, bytes) => {
    const res = await post(uploadForm(alpha.companyId, bytes, name, "application/pdf"));
    expect(res.status).toBe(415);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await orphanedBytes()).toEqual([]);
  });
});

describe("size cap, enforced while streaming", () => {
  it("answers 413 having read little more than the cap of an endless body, and keeps nothing", async () => {
    const boundary = "----security-test";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n${alpha.companyId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = pulled === 0 ? new Uint8Array(Buffer.concat([head, PDF_BYTES])) : chunk;
        pulled += next.length;
        if (pulled > 1024 * 1024 * 1024) controller.close();
        else controller.enqueue(next);
      },
    });
    const rowsBefore = await (await getDb()).storedFile.count();
    const req = new NextRequest("http://localhost:3000/api/files", {
      method: "POST",
      headers: { cookie: alpha.user.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await upload(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(MAX_UPLOAD_BYTES + 4 * 1024 * 1024);
    expect(await (await getDb()).storedFile.count()).toBe(rowsBefore);
    expect(await orphanedBytes()).toEqual([]);
  });

  it("refuses a declared Content-Length over the cap before reading the body", async () => {
    const res = await post(uploadForm(alpha.companyId, PDF_BYTES, "a.pdf"), { "content-length": String(MAX_UPLOAD_BYTES * 2) });
    expect(res.status).toBe(413);
  });
});

describe("storage keys and file names", () => {
  const HOSTILE = [
    "../../etc/passwd.pdf",
    "C:\\Windows\\evil.pdf",
    'quote".pdf',
    "new\r\nline.pdf",
    "ümlaut 報告.pdf",
    "100%.pdf",
    "\u202eexe.pdf",
    "a".repeat(400) + ".pdf",
  ];

  it.each(HOSTILE.map((n) => [JSON.stringify(n).slice(0, 40), n]))("%s is metadata only: generated key, RFC 6266 header", async (_label, name) => {
    const res = await post(uploadForm(alpha.companyId, PDF_BYTES, name));
    expect(res.status).toBe(201);
    const row = await (await getDb()).storedFile.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.storageKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row.storageKey).not.toContain(name.slice(0, 5));
    expect(row.fileName).not.toMatch(/[\\/\u0000-\u001f\u202e]/);
    expect(row.fileName.length).toBeLessThanOrEqual(255);

    const file = await get(res.body.id);
    expect(file.status).toBe(200);
    const disposition = file.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~-]+$/);
    expect(disposition).not.toMatch(/[\r\n]/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1];
    expect(decodeURIComponent(encoded)).toBe(row.fileName);
    const ascii = /filename="([^"]*)"/.exec(disposition)![1];
    expect(ascii).not.toMatch(/["\\]/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-security-policy")).toContain("sandbox");
    expect(await orphanedBytes()).toEqual([]);
  });

  it("serves shared files with nosniff and an RFC 6266 name too", async () => {
    const res = await call(sharedFile, "/", {
      params: { accessCode: alpha.accessCode, fileId: alpha.fileId },
      cookie: `${VISITOR_COOKIE}=${alpha.visitorToken}`,
      headers: { "x-forwarded-for": "192.0.2.200" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(/^(inline|attachment); filename="[^"]*"; filename\*=UTF-8''/);
    expect(res.headers.get("cache-control")).toContain("no-store");
  });
});
