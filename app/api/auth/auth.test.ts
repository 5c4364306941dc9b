import { GET as getUser } from "@/app/api/auth/user/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as logout, POST as logoutPost } from "@/app/api/logout/route";
import { GET as login } from "@/app/api/login/route";
import bcrypt from "bcryptjs";
import { getAuthOptions } from "@/lib/auth/options";
import { hashPassword } from "@/lib/auth/password";
import { logoutToken } from "@/lib/auth/logout";
import { issueDeviceCookie } from "@/lib/auth/device-cookie";
import { SIGN_IN_LIMIT_PER_EMAIL, SIGN_IN_RATE_LIMITED } from "@/lib/auth/sign-in-limit";
import { getDb } from "@/lib/db";
import { authMessages } from "@/lib/messages/auth";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";

setupTestDatabase();

describe("POST /api/auth/register", () => {
  it("creates a user with a hashed password and answers 201 without secrets", async () => {
    const res = await call(register, "/api/auth/register", {
      method: "POST",
      body: { email: "  New.Founder@Example.com ", password: "longenough", firstName: "New", lastName: "Founder" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      email: "new.founder@example.com",
      firstName: "New",
      lastName: "Founder",
      profileImageUrl: null,
    });
    const db = await getDb();
    const row = await db.user.findUniqueOrThrow({ where: { email: "new.founder@example.com" } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("longenough");
  });

  it("answers 409 when the email is taken", async () => {
    const body = { email: "taken@example.com", password: "longenough" };
    expect((await call(register, "/api/auth/register", { method: "POST", body })).status).toBe(201);
    const again = await call(register, "/api/auth/register", { method: "POST", body: { ...body, email: "TAKEN@example.com" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
  });

  it.each([
    ["malformed JSON", { rawBody: "{not json", headers: { "content-type": "application/json" } }],
    ["missing fields", { body: {} }],
    ["wrong types", { body: { email: 42, password: ["x"] } }],
    ["a bad email", { body: { email: "not-an-email", password: "longenough" } }],
    ["a short password", { body: { email: "short@example.com", password: "1234567" } }],
    ["an array body", { body: [] }],
  ])("answers 400 with a message for %s", async (_label, options) => {
    const res = await call(register, "/api/auth/register", { method: "POST", ...options });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 with a message when signed out", async () => {
    const res = await call(getUser, "/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });

  it("answers 401 for a forged token", async () => {
    const res = await call(getUser, "/api/auth/user", { cookie: "next-auth.session-token=eyJhbGciOiJkaXIifQ.forged" });
    expect(res.status).toBe(401);
  });

  it("answers the signed-in user", async () => {
    const user = await createTestUser({ firstName: "Grace" });
    const res = await call(getUser, "/api/auth/user", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id, email: user.email, firstName: "Grace", lastName: null, profileImageUrl: null });
  });
});

describe("GET /api/login and /api/logout", () => {
  it("redirects /api/login to the sign-in page", async () => {
    const res = await call(login, "/api/login");
    expect([302, 307]).toContain(res.status);
    expect(res.headers.get("location")).toBe("/login");
  });

  it("ends the session on the server so the old cookie is refused afterwards", async () => {
    const user = await createTestUser();
    expect((await call(getUser, "/api/auth/user", { cookie: user.cookie })).status).toBe(200);
    const res = await call(logout, "/api/logout", { cookie: user.cookie });
    expect([302, 307]).toContain(res.status);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;/);
    expect((await call(getUser, "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
  });
});

// ---- Issue 22: abuse ----

// Each test address is the last X-Forwarded-For entry: the client under the default proxy settings,
// before and after the server entry of the network work (which appends the socket address).

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string } | null>;
function authorize(): Authorize {
  const provider = getAuthOptions().providers[0] as unknown as { options: { authorize: Authorize } };
  return provider.options.authorize;
}

async function signInOutcome(email: string, password: string, headers: Record<string, string> = {}) {
  try {
    return (await authorize()({ email, password }, { headers })) ? "ok" : "wrong";
  } catch (error) {
    return (error as Error).message === SIGN_IN_RATE_LIMITED ? "limited" : `error: ${(error as Error).message}`;
  }
}

async function registered(email: string, password: string, ip: string) {
  const res = await call(register, "/api/auth/register", { method: "POST", body: { email, password }, headers: { "x-forwarded-for": ip } });
  expect(res.status).toBe(201);
}

describe("password hashing", () => {
  it("counts every byte of a password over 72 bytes: a different tail does not sign in", async () => {
    const head = "h".repeat(80);
    await registered("long@example.com", `${head}-the-real-tail`, "198.51.100.1");
    expect(await signInOutcome("long@example.com", `${head}-another-tail`, { "x-forwarded-for": "198.51.100.1" })).toBe("wrong");
    expect(await signInOutcome("long@example.com", `${head}-the-real-tail`, { "x-forwarded-for": "198.51.100.1" })).toBe("ok");
  });

  it("signs in with a legacy bcrypt hash and replaces it with argon2id", async () => {
    const db = await getDb();
    await db.user.create({ data: { email: "legacy@example.com", passwordHash: bcrypt.hashSync("legacy password", 4) } });
    expect(await signInOutcome("legacy@example.com", "legacy password", { "x-forwarded-for": "198.51.100.2" })).toBe("ok");
    const row = await db.user.findUniqueOrThrow({ where: { email: "legacy@example.com" } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await signInOutcome("legacy@example.com", "legacy password", { "x-forwarded-for": "198.51.100.2" })).toBe("ok");
  });

  it("answers 503 with Retry-After at once when the hasher is full, instead of queueing", async () => {
    process.env.HASH_CONCURRENCY = "1";
    try {
      const running = hashPassword("keeps the only slot busy");
      const res = await call(register, "/api/auth/register", {
        method: "POST",
        body: { email: "busy@example.com", password: "a fine password" },
        headers: { "x-forwarded-for": "198.51.100.3" },
      });
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.body.message).toBe(authMessages.hashBusy);
      await running;
    } finally {
      delete process.env.HASH_CONCURRENCY;
    }
  });
});

describe("registration limits", () => {
  it("answers 429 with Retry-After past the per-address limit, other addresses unaffected", async () => {
    process.env.REGISTER_LIMIT_PER_IP = "3";
    try {
      for (let i = 0; i < 3; i++) await registered(`ip-limit-${i}@example.com`, "a fine password", "198.51.100.10");
      const res = await call(register, "/api/auth/register", {
        method: "POST",
        body: { email: "ip-limit-4@example.com", password: "a fine password" },
        headers: { "x-forwarded-for": "198.51.100.10" },
      });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(authMessages.registerRateLimited);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      await registered("ip-limit-other@example.com", "a fine password", "198.51.100.11");
    } finally {
      delete process.env.REGISTER_LIMIT_PER_IP;
    }
  });

  it("answers 429 past the global limit, whatever the address", async () => {
    process.env.REGISTER_LIMIT_GLOBAL = "1";
    try {
      const db = await getDb();
      await db.rateLimit.deleteMany({ where: { key: "register:global" } });
      await registered("global-1@example.com", "a fine password", "198.51.100.20");
      const res = await call(register, "/api/auth/register", {
        method: "POST",
        body: { email: "global-2@example.com", password: "a fine password" },
        headers: { "x-forwarded-for": "198.51.100.21" },
      });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(authMessages.registerBusy);
    } finally {
      delete process.env.REGISTER_LIMIT_GLOBAL;
      const db = await getDb();
      await db.rateLimit.deleteMany({ where: { key: "register:global" } });
    }
  });

  it.each(["password", "12345678", "qwertyui", "Password1"])("refuses the common password %j and says why", async (password) => {
    const res = await call(register, "/api/auth/register", {
      method: "POST",
      body: { email: `common-${password}@example.com`, password },
      headers: { "x-forwarded-for": "198.51.100.30" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This password is one of the most common passwords, so it is easy to guess. Choose another.");
  });
});

describe("sign-in budget", () => {
  it("lets at most the limit of 40 parallel wrong passwords reach the hash check, then refuses even the right one", async () => {
    await registered("target@example.com", "the right password", "198.51.100.40");
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signInOutcome("target@example.com", `wrong ${i}`, { "x-forwarded-for": `203.0.113.${i}` })),
    );
    expect(outcomes.filter((o) => o === "wrong")).toHaveLength(SIGN_IN_LIMIT_PER_EMAIL);
    expect(outcomes.filter((o) => o === "limited")).toHaveLength(40 - SIGN_IN_LIMIT_PER_EMAIL);
    expect(await signInOutcome("target@example.com", "the right password", { "x-forwarded-for": "203.0.113.200" })).toBe("limited");
  });

  it("a browser that signed in before keeps its own budget (device cookie), so the founder is not locked out", async () => {
    await registered("founder@example.com", "the right password", "198.51.100.41");
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => signInOutcome("founder@example.com", `wrong ${i}`, { "x-forwarded-for": `203.0.114.${i}` })),
    );
    expect(await signInOutcome("founder@example.com", "the right password", { "x-forwarded-for": "192.0.2.50" })).toBe("limited");
    const cookie = `rr-device=${issueDeviceCookie("founder@example.com")}`;
    expect(await signInOutcome("founder@example.com", "the right password", { "x-forwarded-for": "192.0.2.50", cookie })).toBe("ok");
  });
});

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

describe("redirects", () => {
  it.each(["/\t/evil.example/phish", "//evil", "/\\evil", "https://evil", "/\r\n/evil", "/\u0000/evil", "/.//evil"])(
    "/api/login keeps the callbackUrl %j on this site, with a relative Location",
    async (callbackUrl) => {
      const res = await call(login, "/api/login", { query: { callbackUrl } });
      expect(res.status).toBe(302);
      const location = res.headers.get("location")!;
      expect(location.startsWith("/login")).toBe(true);
      const back = new URL(location, "http://app.test").searchParams.get("callbackUrl");
      if (back !== null) {
        expect(back.startsWith("/") && !back.startsWith("//")).toBe(true);
        expect(new URL(back, "http://app.test").host).toBe("app.test");
      }
    },
  );

  it("/api/login keeps a safe callbackUrl", async () => {
    const res = await call(login, "/api/login", { query: { callbackUrl: "/phase/2?x=1" } });
    expect(res.headers.get("location")).toBe("/login?callbackUrl=%2Fphase%2F2%3Fx%3D1");
  });

  it("next-auth's redirect callback only ever answers a path on this site", async () => {
    const redirect = getAuthOptions().callbacks!.redirect!;
    const baseUrl = "http://localhost:3000";
    expect(await redirect({ url: "https://evil.example/x", baseUrl })).toBe("http://localhost:3000/");
    expect(await redirect({ url: "/\t/evil.example", baseUrl })).toBe("http://localhost:3000/");
    expect(await redirect({ url: "//evil.example", baseUrl })).toBe("http://localhost:3000/");
    expect(await redirect({ url: "/profile?tab=team", baseUrl })).toBe("http://localhost:3000/profile?tab=team");
    expect(await redirect({ url: "http://localhost:3000/phase/1", baseUrl })).toBe("http://localhost:3000/phase/1");
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
