import { GET as usage } from "@/app/api/files/usage/route";
import { UPLOAD_RATE_LIMIT } from "@/lib/files/files";
import { lifecycleMessages } from "@/lib/messages/documents";
import { setupTestDatabase } from "@/tests/helpers/db";
import { setupNoLostWork } from "@/tests/helpers/no-lost-work";
import { PDF_BYTES, uploadFile } from "@/tests/helpers/files";
import { call } from "@/tests/helpers/http";

setupTestDatabase();

const { ws, save, key, withFile, upload } = setupNoLostWork();

describe("upload quota and rate limit", () => {
  it("refuses an upload past the company's storage quota with 413, counting the trash", async () => {
    process.env.STORAGE_QUOTA_BYTES = String(PDF_BYTES.length * 2);
    const file = await upload();
    await save({ documents: { [key(0)]: withFile(0, file) } });
    await save({ documents: { [key(0)]: null } });
    await upload();
    const third = await uploadFile(ws.ada.cookie, ws.companyId);
    expect(third.status).toBe(413);
    expect(third.body.message).toMatch(/storage is full/);
    const figures = await call(usage, "/api/files/usage", { cookie: ws.ada.cookie, query: { companyId: ws.companyId } });
    expect(figures.body).toEqual({ usedBytes: PDF_BYTES.length * 2, quotaBytes: PDF_BYTES.length * 2 });
    expect((await call(usage, "/api/files/usage", { cookie: ws.bob.cookie, query: { companyId: ws.companyId } })).status).toBe(404);
  });

  it("answers 429 past the upload rate limit of a company", async () => {
    for (let i = 0; i < UPLOAD_RATE_LIMIT; i++) expect((await uploadFile(ws.ada.cookie, ws.companyId)).status).toBe(201);
    const refused = await uploadFile(ws.ada.cookie, ws.companyId);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(lifecycleMessages.uploadRateLimited);
    // Another company's budget is its own.
    expect((await uploadFile(ws.bob.cookie, ws.bobCompanyId)).status).toBe(201);
  });
});
