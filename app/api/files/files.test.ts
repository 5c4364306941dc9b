import { readdir } from "node:fs/promises";
import { NextRequest } from "next/server";
import { POST as upload } from "@/app/api/files/route";
import { GET as download } from "@/app/api/files/[id]/route";
import { getDb, getSql } from "@/lib/db";
import { storageRoot } from "@/lib/storage";
import { MAX_UPLOAD_BYTES } from "@/lib/storage/upload";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { PDF_BYTES, uploadForm } from "@/tests/helpers/files";
import { call } from "@/tests/helpers/http";
import { createTestCompany } from "@/tests/helpers/workspace";

setupTestDatabase();

let ada: TestUser;
let bob: TestUser;
let adaCompanyId: string;
let bobCompanyId: string;

beforeEach(async () => {
  [ada, bob] = [await createTestUser(), await createTestUser()];
  adaCompanyId = (await createTestCompany(ada)).id;
  bobCompanyId = (await createTestCompany(bob)).id;
});

const post = (cookie: string | undefined, form: FormData | string, headers?: Record<string, string>) =>
  call(upload, "/api/files", { method: "POST", cookie, rawBody: form, headers });
const get = (id: string, cookie: string | undefined, query?: Record<string, string>) =>
  call(download, `/api/files/${id}`, { cookie, params: { id }, query });

async function storedNames(): Promise<string[]> {
  return readdir(storageRoot()).catch(() => []);
}
async function fileRows(companyId: string) {
  const db = await getDb();
  return db.storedFile.count({ where: { companyId } });
}

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(64)]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.alloc(64)]);
const HTML = Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");

describe("POST /api/files", () => {
  it("answers 401 when signed out and stores nothing", async () => {
    const before = await storedNames();
    expect((await post(undefined, uploadForm(adaCompanyId, PDF_BYTES, "deck.pdf"))).status).toBe(401);
    expect(await storedNames()).toEqual(before);
  });

  it("stores a PDF, sniffs its type and answers 201 with the file", async () => {
    const res = await post(ada.cookie, uploadForm(adaCompanyId, PDF_BYTES, "Pitch deck.pdf", "text/html"));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: `/api/files/${res.body.id}`,
      fileName: "Pitch deck.pdf",
      contentType: "application/pdf",
      size: PDF_BYTES.length,
      uploadedAt: expect.any(String),
    });
    const db = await getDb();
    const row = await db.storedFile.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.companyId).toBe(adaCompanyId);
    expect(row.storageKey).not.toContain("Pitch");
    expect(await storedNames()).toContain(row.storageKey);
  });

  it("takes the type from the bytes, refining zip-based office files by extension only", async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]);
    const docx = await post(ada.cookie, uploadForm(adaCompanyId, zip, "minutes.docx"));
    expect(docx.body.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const pdfNamedDocx = await post(ada.cookie, uploadForm(adaCompanyId, PDF_BYTES, "minutes.docx"));
    expect(pdfNamedDocx.body.contentType).toBe("application/pdf");
    const csv = await post(ada.cookie, uploadForm(adaCompanyId, Buffer.from("name,amount\nÅsa,12.50\n"), "cap-table.csv"));
    expect(csv.body.contentType).toBe("text/csv");
  });

  it.each([
    ["an ELF binary", ELF, "tool"],
    ["a Windows .exe", EXE, "setup.exe"],
    ["an .exe renamed to .pdf", EXE, "invoice.pdf"],
    ["an HTML page", HTML, "page.html"],
    ["an HTML page named .txt", HTML, "notes.txt"],
    ["an SVG image", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg"],
  ])("refuses %s with 415 and leaves nothing behind", async (_label, bytes, name) => {
    const before = await storedNames();
    const res = await post(ada.cookie, uploadForm(adaCompanyId, bytes, name));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: "This file type is not allowed" });
    expect(await storedNames()).toEqual(before);
    expect(await fileRows(adaCompanyId)).toBe(0);
  });

  it("refuses a file over 25 MB with 413, leaving no row and no bytes", async () => {
    const before = await storedNames();
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x41);
    PDF_BYTES.copy(big);
    const res = await post(ada.cookie, uploadForm(adaCompanyId, big, "huge.pdf"));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "File is too large (max 25 MB)" });
    expect(await storedNames()).toEqual(before);
    expect(await fileRows(adaCompanyId)).toBe(0);
  });

  it("accepts a file of exactly 25 MB", async () => {
    const exact = Buffer.alloc(MAX_UPLOAD_BYTES, 0x41);
    PDF_BYTES.copy(exact);
    const res = await post(ada.cookie, uploadForm(adaCompanyId, exact, "exact.pdf"));
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(MAX_UPLOAD_BYTES);
  });

  it("deletes the written bytes when the database row cannot be inserted", async () => {
    const sql = await getSql();
    const before = await storedNames();
    const rows = sql.rows.bind(sql);
    // The row is inserted with the quota check in one hand-written statement (lib/files/files.ts).
    const create = jest
      .spyOn(sql, "rows")
      .mockImplementation((text, params) =>
        /INSERT INTO stored_files/.test(text) ? Promise.reject(new Error("database went away")) : rows(text, params),
      );
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await post(ada.cookie, uploadForm(adaCompanyId, PDF_BYTES, "deck.pdf"));
      expect(res.status).toBe(500);
      expect(create).toHaveBeenCalled();
    } finally {
      create.mockRestore();
      error.mockRestore();
    }
    expect(await storedNames()).toEqual(before);
  });

  it("stops reading a streamed body soon after 25 MB (the body is never buffered)", async () => {
    const boundary = "----raise-ready-test";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n${adaCompanyId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="endless.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    const declaredTotal = 200 * 1024 * 1024;
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = pulled === 0 ? Buffer.concat([head, PDF_BYTES]) : chunk;
        pulled += next.length;
        if (pulled > declaredTotal) controller.close();
        else controller.enqueue(new Uint8Array(next));
      },
      cancel() {
        cancelled = true;
      },
    });
    const before = await storedNames();
    const req = new NextRequest("http://localhost:3000/api/files", {
      method: "POST",
      headers: { cookie: ada.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await upload(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(MAX_UPLOAD_BYTES + 4 * 1024 * 1024);
    expect(cancelled).toBe(true);
    expect(await storedNames()).toEqual(before);
    expect(await fileRows(adaCompanyId)).toBe(0);
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    const res = await post(ada.cookie, uploadForm(adaCompanyId, PDF_BYTES, "deck.pdf"), { "content-length": String(MAX_UPLOAD_BYTES * 2) });
    expect(res.status).toBe(413);
  });

  it("answers 404 for another user's company (or a non-uuid id) and stores nothing", async () => {
    const before = await storedNames();
    for (const companyId of [bobCompanyId, "not-a-uuid"]) {
      const res = await post(ada.cookie, uploadForm(companyId, PDF_BYTES, "deck.pdf"));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Company not found" });
    }
    expect(await storedNames()).toEqual(before);
    expect(await fileRows(bobCompanyId)).toBe(0);
  });

  it("checks the company even when its field comes after the file", async () => {
    const before = await storedNames();
    const foreign = new FormData();
    foreign.append("file", new Blob([PDF_BYTES]), "deck.pdf");
    foreign.append("companyId", bobCompanyId);
    expect((await post(ada.cookie, foreign)).status).toBe(404);
    expect(await storedNames()).toEqual(before);

    const own = new FormData();
    own.append("file", new Blob([PDF_BYTES]), "deck.pdf");
    own.append("companyId", adaCompanyId);
    expect((await post(ada.cookie, own)).status).toBe(201);
  });

  it("answers 400 without a file, without a companyId, for an empty file and for a non-multipart body", async () => {
    const before = await storedNames();
    const noFile = new FormData();
    noFile.append("companyId", adaCompanyId);
    const wrongField = new FormData();
    wrongField.append("companyId", adaCompanyId);
    wrongField.append("document", new Blob([PDF_BYTES]), "deck.pdf");
    const cases: [FormData | string, RegExp][] = [
      [noFile, /No file uploaded/],
      [wrongField, /No file uploaded/],
      [uploadForm(null, PDF_BYTES, "deck.pdf"), /Company ID required/],
      [uploadForm(adaCompanyId, Buffer.alloc(0), "empty.pdf"), /empty/],
      [JSON.stringify({ companyId: adaCompanyId }), /multipart/],
    ];
    for (const [form, message] of cases) {
      const headers: Record<string, string> | undefined = typeof form === "string" ? { "content-type": "application/json" } : undefined;
      const res = await post(ada.cookie, form, headers);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const broken = await post(ada.cookie, "--x\r\nnot really multipart", { "content-type": "multipart/form-data; boundary=x" });
    expect(broken.status).toBe(400);
    expect(await storedNames()).toEqual(before);
    expect(await fileRows(adaCompanyId)).toBe(0);
  });

  it("keeps only a sanitised base name as metadata", async () => {
    const res = await post(ada.cookie, uploadForm(adaCompanyId, PDF_BYTES, "..\\..\\secret\u202Egpj.pdf"));
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe("secretgpj.pdf");
  });
});

describe("GET /api/files/{id}", () => {
  it("streams the same bytes back with download headers", async () => {
    const name = 'Übersicht "Q1" 2024.pdf';
    const uploaded = await post(ada.cookie, uploadForm(adaCompanyId, PDF_BYTES, name));
    const res = await get(uploaded.body.id, ada.cookie);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.response.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe(String(PDF_BYTES.length));
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Ubersicht _Q1_ 2024.pdf"; filename*=UTF-8''%C3%9Cbersicht%20%22Q1%22%202024.pdf`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("serves PDFs and images inline only when asked, and never other types", async () => {
    const pdf = await post(ada.cookie, uploadForm(adaCompanyId, PDF_BYTES, "deck.pdf"));
    expect((await get(pdf.body.id, ada.cookie, { inline: "1" })).headers.get("content-disposition")).toMatch(/^inline; /);
    const text = await post(ada.cookie, uploadForm(adaCompanyId, Buffer.from("hello"), "notes.txt"));
    const res = await get(text.body.id, ada.cookie, { inline: "1" });
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.body).toBe("hello");
  });

  it("answers 401 when signed out", async () => {
    const uploaded = await post(ada.cookie, uploadForm(adaCompanyId, PDF_BYTES, "deck.pdf"));
    expect((await get(uploaded.body.id, undefined)).status).toBe(401);
  });

  it("answers 404 for another user's file, an unknown id and a non-uuid id", async () => {
    const uploaded = await post(bob.cookie, uploadForm(bobCompanyId, PDF_BYTES, "bob.pdf"));
    for (const id of [uploaded.body.id, "00000000-0000-4000-8000-000000000000", "../etc/passwd"]) {
      const res = await get(id, ada.cookie);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "File not found" });
    }
    expect((await get(uploaded.body.id, bob.cookie)).status).toBe(200);
  });
});
