import { GET as download } from "@/app/api/files/[id]/route";
import { getSql } from "@/lib/db";
import { UPLOAD_RATE_LIMIT } from "@/lib/files/files";
import { runSweep } from "@/lib/files/sweep";
import { completeUpload } from "@/lib/files/uploads";
import { getStorage } from "@/lib/storage";
import { MAX_UPLOAD_BYTES } from "@/lib/storage/upload";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { completeDirectUpload, directUpload, putBytes, startDirectUpload } from "@/tests/helpers/direct-upload";
import { PDF_BYTES } from "@/tests/helpers/files";
import { call } from "@/tests/helpers/http";
import { DRIVERS, useDriver, withStoreDown } from "@/tests/helpers/s3";
import { createTestCompany } from "@/tests/helpers/workspace";
import { FILE_TOO_LARGE, UPLOAD_EXPIRED, UPLOAD_INCOMPLETE } from "@/lib/messages/files";

setupTestDatabase();

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(64)]);
const HOUR = 60 * 60 * 1000;

let ada: TestUser;
let bob: TestUser;
let adaCompanyId: string;

beforeEach(async () => {
  [ada, bob] = [await createTestUser(), await createTestUser()];
  adaCompanyId = (await createTestCompany(ada)).id;
  await createTestCompany(bob);
});

async function rows(table: "stored_files" | "file_uploads", companyId = adaCompanyId): Promise<{ storageKey: string }[]> {
  const sql = await getSql();
  return sql.rows(`SELECT storage_key AS "storageKey" FROM ${table} WHERE company_id = $1::uuid`, [companyId]);
}
const get = (id: string, cookie: string | undefined) => call(download, `/api/files/${id}`, { cookie, params: { id } });

/** The file's bytes as the browser ends up with them: the app's body, or the store's after the redirect. */
async function downloadBytes(id: string, cookie: string): Promise<{ bytes: Buffer; type: string | null; disposition: string | null }> {
  const res = await get(id, cookie);
  if (res.status === 302) {
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const stored = await fetch(res.headers.get("location")!);
    expect(stored.status).toBe(200);
    return {
      bytes: Buffer.from(await stored.arrayBuffer()),
      type: stored.headers.get("content-type"),
      disposition: stored.headers.get("content-disposition"),
    };
  }
  expect(res.status).toBe(200);
  return {
    bytes: Buffer.from(await res.response.arrayBuffer()),
    type: res.headers.get("content-type"),
    disposition: res.headers.get("content-disposition"),
  };
}

describe.each(DRIVERS)("direct uploads (%s driver)", (driver) => {
  useDriver(driver);

  it("uploads, verifies, records the sniffed type and downloads the same bytes", async () => {
    const res = await directUpload(ada.cookie, adaCompanyId, PDF_BYTES, "Pitch deck.pdf", "text/html");
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: `/api/files/${res.body.id}`,
      fileName: "Pitch deck.pdf",
      contentType: "application/pdf",
      size: PDF_BYTES.length,
      uploadedAt: expect.any(String),
    });
    expect(await rows("file_uploads")).toEqual([]);
    const got = await downloadBytes(res.body.id, ada.cookie);
    expect(got.bytes.equals(PDF_BYTES)).toBe(true);
    expect(got.type).toBe("application/pdf");
    expect(got.disposition).toBe(`attachment; filename="Pitch deck.pdf"; filename*=UTF-8''Pitch%20deck.pdf`);
    expect((await get(res.body.id, bob.cookie)).status).toBe(404);
  });

  it("refuses before signing: signed out 401, someone else's company 404, over 25 MB 413, empty 400", async () => {
    const body = { companyId: adaCompanyId, fileName: "a.pdf", size: 10, contentType: "application/pdf" };
    expect((await startDirectUpload(undefined, body)).status).toBe(401);
    expect((await startDirectUpload(bob.cookie, body)).status).toBe(404);
    const big = await startDirectUpload(ada.cookie, { ...body, size: MAX_UPLOAD_BYTES + 1 });
    expect(big).toMatchObject({ status: 413, body: { message: FILE_TOO_LARGE } });
    expect((await startDirectUpload(ada.cookie, { ...body, size: 0 })).status).toBe(400);
    expect((await startDirectUpload(ada.cookie, { ...body, size: -1 })).status).toBe(400);
    expect(await rows("file_uploads")).toEqual([]);
  });

  it("keeps issue 22's limits: uploads in flight count against the quota (413), and starts count against the rate limit (429)", async () => {
    process.env.STORAGE_QUOTA_BYTES = String(PDF_BYTES.length * 2);
    try {
      const body = { companyId: adaCompanyId, fileName: "a.pdf", size: PDF_BYTES.length, contentType: "application/pdf" };
      expect((await startDirectUpload(ada.cookie, body)).status).toBe(201);
      expect((await startDirectUpload(ada.cookie, body)).status).toBe(201);
      const third = await startDirectUpload(ada.cookie, body);
      expect(third).toMatchObject({ status: 413, body: { message: expect.stringMatching(/storage is full/) } });
    } finally {
      delete process.env.STORAGE_QUOTA_BYTES;
    }
    const statuses: number[] = [];
    for (let i = 0; i < UPLOAD_RATE_LIMIT; i++) {
      statuses.push(
        (await startDirectUpload(ada.cookie, { companyId: adaCompanyId, fileName: "b.pdf", size: 10, contentType: "application/pdf" })).status,
      );
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, UPLOAD_RATE_LIMIT - 3).every((status) => status === 201)).toBe(true);
  });

  it("records a completed upload once: a second completion of it is 404; past the quota by then it is 413 and its bytes go", async () => {
    const body = { companyId: adaCompanyId, fileName: "a.pdf", size: PDF_BYTES.length, contentType: "application/pdf" };
    const [one, two] = [(await startDirectUpload(ada.cookie, body)).body, (await startDirectUpload(ada.cookie, body)).body];
    for (const started of [one, two]) expect(await putBytes(started, PDF_BYTES, ada.cookie)).toBe(200);
    const [first, again] = await Promise.all([completeDirectUpload(ada.cookie, one.id), completeDirectUpload(ada.cookie, one.id)].reverse());
    expect([first.status, again.status].sort()).toEqual([201, 404]);
    expect(await rows("stored_files")).toHaveLength(1);
    // The second upload was admitted with room for both; the quota shrank before it completed.
    const [{ storageKey: lateKey }] = await rows("file_uploads");
    process.env.STORAGE_QUOTA_BYTES = String(PDF_BYTES.length + 1);
    try {
      const late = await completeDirectUpload(ada.cookie, two.id);
      expect(late).toMatchObject({ status: 413, body: { message: expect.stringMatching(/storage is full/) } });
    } finally {
      delete process.env.STORAGE_QUOTA_BYTES;
    }
    expect(await rows("stored_files")).toHaveLength(1);
    expect(await rows("file_uploads")).toEqual([]);
    expect(await getStorage().head((await rows("stored_files"))[0].storageKey)).not.toBeNull();
    expect(await getStorage().head(lateKey)).toBeNull();
  });

  it("deletes an object whose bytes are not an allowed type (415) and records nothing", async () => {
    const started = await startDirectUpload(ada.cookie, {
      companyId: adaCompanyId,
      fileName: "tool.pdf",
      size: ELF.length,
      contentType: "application/pdf",
    });
    expect(await putBytes(started.body, ELF, ada.cookie)).toBe(200);
    const [pending] = await rows("file_uploads");
    expect(await getStorage().head(pending!.storageKey)).toEqual({ size: ELF.length });
    const res = await completeDirectUpload(ada.cookie, started.body.id);
    expect(res).toMatchObject({ status: 415, body: { message: "This file type is not allowed" } });
    expect(await getStorage().head(pending!.storageKey)).toBeNull();
    expect(await rows("stored_files")).toEqual([]);
    expect(await rows("file_uploads")).toEqual([]);
  });

  it("refuses bytes that do not match the declared size", async () => {
    const started = await startDirectUpload(ada.cookie, { companyId: adaCompanyId, fileName: "a.pdf", size: 10, contentType: "application/pdf" });
    const [pending] = await rows("file_uploads");
    const status = await putBytes(started.body, PDF_BYTES, ada.cookie);
    if (driver === "local") expect(status).toBe(413);
    // s3rver does not check the signed Content-Length (AWS S3 does): the size its ranged GET reports catches it.
    else expect(status).toBe(200);
    const res = await completeDirectUpload(ada.cookie, started.body.id);
    expect(res).toMatchObject({ status: 400, body: { message: UPLOAD_INCOMPLETE } });
    expect(await getStorage().head(pending!.storageKey)).toBeNull();
    expect(await rows("stored_files")).toEqual([]);
  });

  it("refuses an empty object where bytes were declared (no range of it can be read) and deletes it", async () => {
    const started = await startDirectUpload(ada.cookie, {
      companyId: adaCompanyId,
      fileName: "a.pdf",
      size: PDF_BYTES.length,
      contentType: "application/pdf",
    });
    const [pending] = await rows("file_uploads");
    // The app's PUT counts the bytes (400); s3rver stores the empty object, as a store would with a 0-byte signature.
    expect(await putBytes(started.body, new Uint8Array(0), ada.cookie)).toBe(driver === "local" ? 400 : 200);
    expect(await completeDirectUpload(ada.cookie, started.body.id)).toMatchObject({ status: 400, body: { message: UPLOAD_INCOMPLETE } });
    expect(await getStorage().head(pending!.storageKey)).toBeNull();
    expect(await rows("stored_files")).toEqual([]);
  });

  it("keeps an upload whose bytes have not arrived, and completes it once they have", async () => {
    const started = await startDirectUpload(ada.cookie, {
      companyId: adaCompanyId,
      fileName: "a.pdf",
      size: PDF_BYTES.length,
      contentType: "application/pdf",
    });
    expect(await completeDirectUpload(ada.cookie, started.body.id)).toMatchObject({ status: 400, body: { message: UPLOAD_INCOMPLETE } });
    expect(await putBytes(started.body, PDF_BYTES, ada.cookie)).toBe(200);
    expect((await completeDirectUpload(bob.cookie, started.body.id)).status).toBe(404);
    expect((await completeDirectUpload(ada.cookie, started.body.id)).status).toBe(201);
    expect((await completeDirectUpload(ada.cookie, started.body.id)).status).toBe(404);
    expect(await rows("stored_files")).toHaveLength(1);
  });

  it("refuses a completion after the upload's deadline (410) and drops its bytes", async () => {
    const started = await startDirectUpload(ada.cookie, {
      companyId: adaCompanyId,
      fileName: "a.pdf",
      size: PDF_BYTES.length,
      contentType: "application/pdf",
    });
    await putBytes(started.body, PDF_BYTES, ada.cookie);
    const [pending] = await rows("file_uploads");
    await expect(completeUpload({ userId: ada.id, uploadId: started.body.id, now: new Date(Date.now() + 2 * HOUR) })).rejects.toMatchObject({
      status: 410,
      message: UPLOAD_EXPIRED,
    });
    expect(await getStorage().head(pending!.storageKey)).toBeNull();
    expect(await rows("file_uploads")).toEqual([]);
  });

  it("answers 404 JSON for a file whose object was deleted behind the app's back", async () => {
    const res = await directUpload(ada.cookie, adaCompanyId, PDF_BYTES, "a.pdf");
    const [file] = await rows("stored_files");
    await getStorage().delete(file!.storageKey);
    expect(await get(res.body.id, ada.cookie)).toMatchObject({ status: 404, body: { message: "File not found" } });
  });

  it("sweeps an upload never completed after 24 hours, with its bytes", async () => {
    const started = await startDirectUpload(ada.cookie, {
      companyId: adaCompanyId,
      fileName: "a.pdf",
      size: PDF_BYTES.length,
      contentType: "application/pdf",
    });
    await putBytes(started.body, PDF_BYTES, ada.cookie);
    const [pending] = await rows("file_uploads");
    expect((await runSweep({ now: new Date(Date.now() + 23 * HOUR) })).uploads).toBe(0);
    expect(await getStorage().head(pending!.storageKey)).toEqual({ size: PDF_BYTES.length });
    expect((await runSweep({ now: new Date(Date.now() + 24 * HOUR + 60_000) })).uploads).toBeGreaterThanOrEqual(1);
    expect(await getStorage().head(pending!.storageKey)).toBeNull();
    expect(await rows("file_uploads")).toEqual([]);
  });

  if (driver === "s3") {
    it("answers 503 with a clear message and records nothing when the store is unreachable", async () => {
      const started = await startDirectUpload(ada.cookie, {
        companyId: adaCompanyId,
        fileName: "a.pdf",
        size: PDF_BYTES.length,
        contentType: "application/pdf",
      });
      await putBytes(started.body, PDF_BYTES, ada.cookie);
      const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
      const res = await withStoreDown(() => completeDirectUpload(ada.cookie, started.body.id));
      expect(res).toMatchObject({ status: 503, body: { message: expect.stringMatching(/storage is unreachable/) } });
      expect(await rows("stored_files")).toEqual([]);
      const done = await completeDirectUpload(ada.cookie, started.body.id);
      expect(done.status).toBe(201);
      const down = await withStoreDown(() => get(done.body.id, ada.cookie));
      expect(down).toMatchObject({ status: 503, body: { message: expect.stringMatching(/storage is unreachable/) } });
      logged.mockRestore();
    });
  } else {
    it("the app's PUT refuses another type than the one signed, and another user's upload", async () => {
      const started = await startDirectUpload(ada.cookie, {
        companyId: adaCompanyId,
        fileName: "a.pdf",
        size: PDF_BYTES.length,
        contentType: "application/pdf",
      });
      expect(await putBytes(started.body, PDF_BYTES, ada.cookie, { "Content-Type": "text/html" })).toBe(400);
      expect(await putBytes(started.body, PDF_BYTES, bob.cookie)).toBe(404);
      expect(await putBytes(started.body, PDF_BYTES, ada.cookie)).toBe(200);
    });
  }
});
