import { DELETE as deleteAccountRoute } from "@/app/api/account/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { GET as sharedFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { getDb } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { VISITOR_COOKIE } from "@/lib/visitor/token";
import { accountMessages } from "@/lib/messages/account";
import { sessionCookieFor } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createTenant, isolateStorageDir, visitShared, type Tenant } from "@/tests/security/fixtures";
import { populatedTables, snapshotTenant } from "@/tests/security/snapshot";

setupTestDatabase();
isolateStorageDir();

let a: Tenant;
let b: Tenant;
beforeEach(async () => {
  a = await createTenant("delete-a");
  b = await createTenant("delete-b");
});

const remove = (cookie: string, confirm: unknown) => call(deleteAccountRoute, "/api/account", { method: "DELETE", cookie, body: { confirm } });

describe("DELETE /api/account", () => {
  it("refuses without the typed email and changes nothing", async () => {
    const before = await snapshotTenant({ userId: a.user.id, companyId: a.companyId });
    for (const confirm of ["", "delete", b.user.email, `${a.user.email}x`]) {
      const res = await remove(a.user.cookie, confirm);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(accountMessages.deleteConfirmMismatch);
    }
    expect((await remove(a.user.cookie, 42)).status).toBe(400);
    expect(await snapshotTenant({ userId: a.user.id, companyId: a.companyId })).toEqual(before);
  });

  it("removes every row and every stored file, ends all sessions, and the shared links answer 404 at once", async () => {
    const db = await getDb();
    const keys = (await db.storedFile.findMany({ where: { companyId: a.companyId }, select: { storageKey: true } })).map((f) => f.storageKey);
    expect(keys.length).toBeGreaterThan(0);
    const before = await snapshotTenant({ userId: a.user.id, companyId: a.companyId });
    // The fixture fills the tables a founder can fill (so "every row" means something).
    expect(populatedTables(before)).toEqual(
      expect.arrayContaining([
        "companies",
        "company_progress",
        "shared_space_access",
        "shared_space_items",
        "shared_spaces",
        "stored_files",
        "users",
        "sessions",
        "founders",
      ]),
    );
    const otherBrowser = await sessionCookieFor(a.user.id);
    const bBefore = await snapshotTenant({ userId: b.user.id, companyId: b.companyId });
    // The visitor's link and file work before...
    expect((await visitShared(a.accessCode, a.visitorEmail)).status).toBe(200);

    // The fixture's company has members: an owner removes them (or transfers) first (memberships.test.ts).
    expect((await remove(a.user.cookie, a.user.email)).status).toBe(409);
    await db.companyMember.deleteMany({ where: { companyId: a.companyId, userId: { not: a.user.id } } });
    const res = await remove(a.user.cookie, `  ${a.user.email.toUpperCase()} `);
    expect(res.status).toBe(200);

    const after = await snapshotTenant({ userId: a.user.id, companyId: a.companyId });
    expect(populatedTables(after).filter((t) => !["_prisma_migrations", "phases", "tasks"].includes(t))).toEqual([]);
    for (const key of keys) expect(await getStorage().read(key)).toBeNull();
    expect((await call(getUser, "/api/auth/user", { cookie: a.user.cookie })).status).toBe(401);
    expect((await call(getUser, "/api/auth/user", { cookie: otherBrowser })).status).toBe(401);
    // ...and answer 404 right after (the visitor's token too).
    expect((await visitShared(a.accessCode, a.visitorEmail)).status).toBe(404);
    const file = await call(sharedFile, `/api/shared/${a.accessCode}/files/${a.fileId}`, {
      params: { accessCode: a.accessCode, fileId: a.fileId },
      headers: { cookie: `${VISITOR_COOKIE}=${a.visitorToken}` },
    });
    expect(file.status).toBe(404);
    // The other founder keeps everything, bytes included.
    expect(await snapshotTenant({ userId: b.user.id, companyId: b.companyId })).toEqual(bBefore);
    expect((await visitShared(b.accessCode, b.visitorEmail)).status).toBe(200);
    // Nothing stays keyed by the deleted email either.
    expect(await db.rateLimit.count({ where: { key: { contains: a.user.email } } })).toBe(0);
  });
});
