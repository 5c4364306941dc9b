import { GET as getAccountRoute, PATCH as patchAccount } from "@/app/api/account/route";
import { POST as changePasswordRoute } from "@/app/api/account/password/route";
import { DELETE as signOutEverywhere, GET as listSessionsRoute } from "@/app/api/account/sessions/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { checkPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { PASSWORD_CHECK_LIMIT } from "@/lib/account/account";
import { authMessages } from "@/lib/messages/auth";
import { accountMessages } from "@/lib/messages/account";
import { createTestUser, sessionCookieFor, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";

setupTestDatabase();

let ada: TestUser;
let bob: TestUser;
beforeEach(async () => {
  [ada, bob] = [await createTestUser(), await createTestUser()];
});

const me = (cookie: string) => call(getUser, "/api/auth/user", { cookie });

describe("GET/PATCH /api/account", () => {
  it("is 401 signed out and never shows the hash or the two-factor secret", async () => {
    expect((await call(getAccountRoute, "/api/account")).status).toBe(401);
    const res = await call(getAccountRoute, "/api/account", { cookie: ada.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ada.id, email: ada.email, hasPassword: true, twoFactorEnabled: false });
    expect(JSON.stringify(res.body)).not.toMatch(/argon|passwordHash|twoFactorSecret/);
  });

  it("saves first and last name of the signed-in user only; extra keys are refused", async () => {
    const res = await call(patchAccount, "/api/account", {
      method: "PATCH",
      cookie: ada.cookie,
      body: { firstName: "  Grace ", lastName: "Hopper" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
    expect((await me(ada.cookie)).body).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
    expect((await me(bob.cookie)).body).toMatchObject({ firstName: "Ada" });
    const smuggled = await call(patchAccount, "/api/account", {
      method: "PATCH",
      cookie: ada.cookie,
      body: { firstName: "X", lastName: "", email: "evil@example.com" },
    });
    expect(smuggled.status).toBe(400);
    expect((await me(ada.cookie)).body.email).toBe(ada.email);
    const long = await call(patchAccount, "/api/account", {
      method: "PATCH",
      cookie: ada.cookie,
      body: { firstName: "x".repeat(101), lastName: "" },
    });
    expect(long.status).toBe(400);
  });
});

describe("POST /api/account/password", () => {
  const change = (cookie: string, body: unknown) => call(changePasswordRoute, "/api/account/password", { method: "POST", cookie, body });

  it("needs the current password, follows the sign-up rules, and ends every other session", async () => {
    const other = await sessionCookieFor(ada.id);
    expect((await change(ada.cookie, { currentPassword: "wrong one", newPassword: "a brand new passphrase" })).body.message).toBe(
      accountMessages.wrongPassword,
    );
    expect((await change(ada.cookie, { currentPassword: ada.password, newPassword: "short" })).status).toBe(400);
    const common = await change(ada.cookie, { currentPassword: ada.password, newPassword: "password123" });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe(authMessages.commonPassword);
    expect((await me(other)).status).toBe(200);

    const ok = await change(ada.cookie, { currentPassword: ada.password, newPassword: "a brand new passphrase" });
    expect(ok.status).toBe(200);
    const db = await getDb();
    const row = await db.user.findUniqueOrThrow({ where: { id: ada.id } });
    expect((await checkPassword("a brand new passphrase", row.passwordHash)).ok).toBe(true);
    expect((await checkPassword(ada.password, row.passwordHash)).ok).toBe(false);
    expect((await me(ada.cookie)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(bob.cookie)).status).toBe(200);
  });

  it("limits wrong current passwords per account (10 per 15 minutes), then 429 even for the right one", async () => {
    for (let i = 0; i < PASSWORD_CHECK_LIMIT; i++) {
      expect((await change(ada.cookie, { currentPassword: `wrong ${i}`, newPassword: "a brand new passphrase" })).status).toBe(400);
    }
    expect((await change(ada.cookie, { currentPassword: ada.password, newPassword: "a brand new passphrase" })).status).toBe(429);
    // Bob's budget is his own.
    expect((await change(bob.cookie, { currentPassword: bob.password, newPassword: "a brand new passphrase" })).status).toBe(200);
  });
});

describe("/api/account/sessions", () => {
  it("lists the user's live sessions with the browser, current one marked, never the token", async () => {
    const db = await getDb();
    await db.session.updateMany({
      where: { userId: ada.id },
      data: { userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0" },
    });
    await sessionCookieFor(ada.id);
    const res = await call(listSessionsRoute, "/api/account/sessions", { cookie: ada.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({ current: true, browser: "Firefox on Linux" });
    expect(res.body.data[1]).toMatchObject({ current: false, browser: "Unknown browser" });
    const tokens = (await db.session.findMany({ where: { userId: ada.id } })).map((s) => s.sessionToken);
    for (const token of tokens) expect(JSON.stringify(res.body)).not.toContain(token);
  });

  it("Sign out everywhere revokes every session row of the user and nobody else's", async () => {
    const other = await sessionCookieFor(ada.id);
    const res = await call(signOutEverywhere, "/api/account/sessions", { method: "DELETE", cookie: ada.cookie });
    expect(res.status).toBe(200);
    expect(res.body.revoked).toBe(2);
    expect((await me(ada.cookie)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await me(bob.cookie)).status).toBe(200);
    expect(await (await getDb()).session.count({ where: { userId: ada.id } })).toBe(0);
  });
});
