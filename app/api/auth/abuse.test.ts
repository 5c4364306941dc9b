import { POST as register } from "@/app/api/auth/register/route";
import bcrypt from "bcryptjs";
import { getAuthOptions } from "@/lib/account/sign-in";
import { hashPassword } from "@/lib/auth/password";
import { issueDeviceCookie } from "@/lib/auth/device-cookie";
import { SIGN_IN_LIMIT_PER_EMAIL, SIGN_IN_RATE_LIMITED } from "@/lib/account/sign-in-limit";
import { getDb } from "@/lib/db";
import { authMessages } from "@/lib/messages/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";

setupTestDatabase();

// ---- abuse: floods and guessing ----

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
