import { GET as getUser } from "@/app/api/auth/user/route";
import { GET as logout, POST as logoutPost } from "@/app/api/logout/route";
import { getAuthOptions } from "@/lib/account/sign-in";
import { logoutToken } from "@/lib/auth/logout";
import { getDb } from "@/lib/db";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";

setupTestDatabase();

describe("sessions", () => {
  it("next-auth's own sign-out (its signOut event) revokes the session row: the old cookie is dead", async () => {
    const user = await createTestUser();
    const { decode } = await import("next-auth/jwt");
    const { getAuthSecret } = await import("@/lib/auth/secret");
    const token = await decode({ token: user.cookie.split("=")[1], secret: getAuthSecret() });
    await getAuthOptions().events!.signOut!({ token: token!, session: undefined as never });
    expect((await call(getUser, "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
  });

  it("expires a session idle for longer than 14 days, and slides the idle window on use", async () => {
    const db = await getDb();
    const idle = await createTestUser();
    await db.session.updateMany({ where: { userId: idle.id }, data: { lastUsedAt: new Date(Date.now() - 15 * 86_400_000) } });
    expect((await call(getUser, "/api/auth/user", { cookie: idle.cookie })).status).toBe(401);

    const active = await createTestUser();
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await db.session.updateMany({ where: { userId: active.id }, data: { lastUsedAt: twoHoursAgo } });
    expect((await call(getUser, "/api/auth/user", { cookie: active.cookie })).status).toBe(200);
    const row = await db.session.findFirstOrThrow({ where: { userId: active.id } });
    expect(row.lastUsedAt.getTime()).toBeGreaterThan(twoHoursAgo.getTime() + 3_600_000);
  });

  it("still ends a session at its absolute expiry however often it is used", async () => {
    const db = await getDb();
    const user = await createTestUser();
    await db.session.updateMany({ where: { userId: user.id }, data: { expires: new Date(Date.now() - 1000) } });
    expect((await call(getUser, "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
  });
});

describe("cross-site GET /api/logout", () => {
  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["a foreign Referer", { referer: "https://evil.example/page" }],
    ["a foreign Origin", { origin: "https://evil.example" }],
  ])("does not sign out on %s: it shows a confirm form instead", async (_label, headers) => {
    const user = await createTestUser();
    const res = await call(logout, "/api/logout", { cookie: user.cookie, headers: { host: "localhost:3000", ...headers } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.body).toContain('<form method="post" action="/api/logout">');
    expect((await call(getUser, "/api/auth/user", { cookie: user.cookie })).status).toBe(200);
  });

  it("signs out on a same-origin navigation", async () => {
    const user = await createTestUser();
    const res = await call(logout, "/api/logout", { cookie: user.cookie, headers: { "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(302);
    expect((await call(getUser, "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
  });

  it("the confirm form signs out with its token, and refuses a POST without it or from another site", async () => {
    const user = await createTestUser();
    const page = await call(logout, "/api/logout", { cookie: user.cookie, headers: { "sec-fetch-site": "cross-site" } });
    const token = /name="token" value="([^"]+)"/.exec(page.body as string)![1];
    const form = (value: string) => new URLSearchParams({ token: value }).toString();
    const formHeaders = { "content-type": "application/x-www-form-urlencoded" };

    const forged = await call(logoutPost, "/api/logout", {
      method: "POST",
      cookie: user.cookie,
      rawBody: form("nope"),
      headers: { ...formHeaders, "sec-fetch-site": "same-origin" },
    });
    expect(forged.status).toBe(403);
    const crossSite = await call(logoutPost, "/api/logout", {
      method: "POST",
      cookie: user.cookie,
      rawBody: form(token),
      headers: { ...formHeaders, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect((await call(getUser, "/api/auth/user", { cookie: user.cookie })).status).toBe(200);

    const ok = await call(logoutPost, "/api/logout", {
      method: "POST",
      cookie: user.cookie,
      rawBody: form(token),
      headers: { ...formHeaders, "sec-fetch-site": "same-origin" },
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/");
    expect((await call(getUser, "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
    expect(token).not.toBe(logoutToken(null));
  });
});
