import { GET as getUser } from "@/app/api/auth/user/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { GET as checkReset, POST as reset } from "@/app/api/auth/reset-password/route";
import { POST as verify } from "@/app/api/auth/verify-email/route";
import { POST as resend } from "@/app/api/auth/verify-email/resend/route";
import { getAuthOptions } from "@/lib/account/sign-in";
import { getDb } from "@/lib/db";
import { drainOutbox } from "@/lib/email/worker";
import { emailMessages } from "@/lib/messages/email";
import { issueToken } from "@/lib/account/tokens";
import { hashToken } from "@/lib/auth/link-token";
import { authMessages } from "@/lib/messages/auth";
import { createTestUser, sessionCookieFor } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call as rawCall, type CallOptions } from "@/tests/helpers/http";
import { TestSmtpServer, tokenFrom } from "@/tests/helpers/smtp";

setupTestDatabase();
const smtp = new TestSmtpServer(3362);

// On a Postgres run every test file shares one database: this file's requests come from its own
// address and its mail goes to its own domain, so rate limits and outbox drains stay apart.
const IP = "198.51.100.62";
const DOMAIN = "flows.test";
const call: typeof rawCall = (handler, path, options: CallOptions = {}) =>
  rawCall(handler, path, { ...options, headers: { "x-forwarded-for": IP, ...options.headers } });
const newUser = () => createTestUser({ email: `founder-${crypto.randomUUID()}@${DOMAIN}` });

beforeAll(async () => {
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
});
// Each test starts with fresh rate-limit windows (the limits have tests of their own below).
beforeEach(async () => void (await (await getDb()).rateLimit.deleteMany({ where: { key: { endsWith: IP } } })));

/** Delivers the outbox (as the worker would) and returns the newest message to `to`. */
async function inbox(to: string, count = 1) {
  await drainOutbox({ recipients: "%@flows.test" });
  const got = await smtp.waitFor(to, count);
  return got[got.length - 1];
}

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string } | null>;
const authorize = () => (getAuthOptions().providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;

const NEW_PASSWORD = "a much better passphrase 42";

describe("email verification at sign-up", () => {
  it("sends a 24-hour link that verifies the address once", async () => {
    const email = `verify-me@${DOMAIN}`;
    expect((await call(register, "/api/auth/register", { method: "POST", body: { email, password: "longenough" } })).status).toBe(201);
    const mail = await inbox(email);
    expect(mail.subject).toMatch(/Verify your email/);
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
    expect(mail.html).toContain(mail.link!.replace(/&/g, "&amp;"));
    const token = tokenFrom(mail.link);
    const db = await getDb();
    const stored = await db.emailToken.findFirstOrThrow({ where: { email } });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(24 * 3600 * 1000);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerified).toBeNull();

    const ok = await call(verify, "/api/auth/verify-email", { method: "POST", body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "verified", email, message: emailMessages.verified });
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerified).not.toBeNull();
    const replay = await call(verify, "/api/auth/verify-email", { method: "POST", body: { token } });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(emailMessages.linkInvalid);
  });

  it("refuses an expired link, a made-up one and a reset link", async () => {
    const user = await newUser();
    const db = await getDb();
    const old = await issueToken(db, {
      userId: user.id,
      purpose: "verify-email",
      email: user.email,
      now: new Date(Date.now() - 24 * 3600 * 1000 - 1000),
    });
    const resetToken = await issueToken(db, { userId: user.id, purpose: "reset-password", email: user.email });
    for (const token of [old, "x".repeat(43), resetToken]) {
      expect((await call(verify, "/api/auth/verify-email", { method: "POST", body: { token } })).status).toBe(400);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeNull();
  });

  it("verifies the link's owner only, whoever is signed in when it is opened", async () => {
    const owner = await newUser();
    const other = await newUser();
    const token = await issueToken(await getDb(), { userId: owner.id, purpose: "verify-email", email: owner.email });
    const res = await call(verify, "/api/auth/verify-email", { method: "POST", body: { token, userId: other.id }, cookie: other.cookie });
    expect(res.status).toBe(200);
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.id } })).emailVerified).not.toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).emailVerified).toBeNull();
  });

  it("resends a fresh link (the old one dies), 3 an hour, and not to a verified account", async () => {
    expect((await call(resend, "/api/auth/verify-email/resend", { method: "POST" })).status).toBe(401);
    const user = await newUser();
    const db = await getDb();
    const first = await issueToken(db, { userId: user.id, purpose: "verify-email", email: user.email });
    const res = await call(resend, "/api/auth/verify-email/resend", { method: "POST", cookie: user.cookie });
    expect(res.body).toEqual({ alreadyVerified: false, message: emailMessages.resendSent });
    const fresh = tokenFrom((await inbox(user.email)).link);
    expect((await call(verify, "/api/auth/verify-email", { method: "POST", body: { token: first } })).status).toBe(400);
    await call(resend, "/api/auth/verify-email/resend", { method: "POST", cookie: user.cookie });
    await inbox(user.email, 2);
    await call(resend, "/api/auth/verify-email/resend", { method: "POST", cookie: user.cookie });
    await inbox(user.email, 3);
    const limited = await call(resend, "/api/auth/verify-email/resend", { method: "POST", cookie: user.cookie });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(emailMessages.resendRateLimited);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await drainOutbox({ recipients: "%@flows.test" })).toMatchObject({ sent: 0 });
    const latest = tokenFrom(smtp.to(user.email).at(-1)!.link);
    expect(latest).not.toBe(fresh);
    expect((await call(verify, "/api/auth/verify-email", { method: "POST", body: { token: latest } })).status).toBe(200);
    await db.rateLimit.deleteMany({ where: { key: `verify-resend:user:${user.id}` } });
    const done = await call(resend, "/api/auth/verify-email/resend", { method: "POST", cookie: user.cookie });
    expect(done.body).toEqual({ alreadyVerified: true, message: emailMessages.alreadyVerified });
  });
});

describe("password reset", () => {
  it("answers the same whether or not the email has an account, and mails only the account", async () => {
    const user = await newUser();
    const known = await call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email: user.email.toUpperCase() } });
    const unknown = await call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email: `nobody-here@${DOMAIN}` } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: emailMessages.forgotSent });
    await inbox(user.email);
    expect(smtp.to(`nobody-here@${DOMAIN}`)).toHaveLength(0);
  });

  it("sets a new password from a single-use 1-hour link, ends every other session and lifts the sign-in lock", async () => {
    const user = await newUser();
    const otherDevice = await sessionCookieFor(user.id);
    const db = await getDb();
    await db.rateLimit.create({ data: { key: `sign-in:email:${user.email}`, count: 10, resetAt: new Date(Date.now() + 600_000) } });
    await call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email: user.email } });
    const mail = await inbox(user.email);
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = tokenFrom(mail.link);
    const row = await db.emailToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(3600 * 1000);
    expect((await call(checkReset, "/api/auth/reset-password", { query: { token } })).body).toEqual({ valid: true });

    const weak = await call(reset, "/api/auth/reset-password", { method: "POST", body: { token, password: "short" } });
    expect(weak.status).toBe(400);
    const common = await call(reset, "/api/auth/reset-password", { method: "POST", body: { token, password: "password123" } });
    expect(common.body.message).toBe(authMessages.commonPassword);

    const done = await call(reset, "/api/auth/reset-password", { method: "POST", body: { token, password: NEW_PASSWORD } });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(emailMessages.resetDone);
    expect((await call(getUser, "/api/auth/user", { cookie: user.cookie })).status).toBe(401);
    expect((await call(getUser, "/api/auth/user", { cookie: otherDevice })).status).toBe(401);
    expect(await db.rateLimit.count({ where: { key: `sign-in:email:${user.email}` } })).toBe(0);
    expect(await authorize()({ email: user.email, password: NEW_PASSWORD }, { headers: {} })).toMatchObject({ id: user.id });
    expect(await authorize()({ email: user.email, password: user.password }, { headers: {} })).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).not.toBeNull();
    expect((await inbox(user.email, 2)).subject).toMatch(/password was changed/);

    const replay = await call(reset, "/api/auth/reset-password", { method: "POST", body: { token, password: "yet another passphrase 7" } });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(emailMessages.linkInvalid);
    expect((await call(checkReset, "/api/auth/reset-password", { query: { token } })).body).toEqual({ valid: false });
  });

  it("keeps the session that made the reset and ends the others", async () => {
    const user = await newUser();
    const other = await sessionCookieFor(user.id);
    const token = await issueToken(await getDb(), { userId: user.id, purpose: "reset-password", email: user.email });
    await call(reset, "/api/auth/reset-password", { method: "POST", body: { token, password: NEW_PASSWORD }, cookie: user.cookie });
    expect((await call(getUser, "/api/auth/user", { cookie: user.cookie })).status).toBe(200);
    expect((await call(getUser, "/api/auth/user", { cookie: other })).status).toBe(401);
  });

  it("refuses an expired link, a verification link, and a link sent before the email changed", async () => {
    const user = await newUser();
    const db = await getDb();
    const expired = await issueToken(db, {
      userId: user.id,
      purpose: "reset-password",
      email: user.email,
      now: new Date(Date.now() - 3600 * 1000 - 1000),
    });
    const verifyToken = await issueToken(db, { userId: user.id, purpose: "verify-email", email: user.email });
    const before = await issueToken(db, { userId: user.id, purpose: "reset-password", email: user.email });
    await db.user.update({ where: { id: user.id }, data: { email: `moved-${user.email}` } });
    for (const token of [expired, verifyToken, before]) {
      const res = await call(reset, "/api/auth/reset-password", { method: "POST", body: { token, password: NEW_PASSWORD } });
      expect(res.status).toBe(400);
    }
    expect(await authorize()({ email: `moved-${user.email}`, password: user.password }, { headers: {} })).toMatchObject({ id: user.id });
  });

  it("changes only the link owner's password, whatever else the body says", async () => {
    const owner = await newUser();
    const victim = await newUser();
    const token = await issueToken(await getDb(), { userId: owner.id, purpose: "reset-password", email: owner.email });
    const res = await call(reset, "/api/auth/reset-password", {
      method: "POST",
      body: { token, password: NEW_PASSWORD, userId: victim.id, email: victim.email },
      cookie: victim.cookie,
    });
    expect(res.status).toBe(200);
    expect(await authorize()({ email: victim.email, password: victim.password }, { headers: {} })).toMatchObject({ id: victim.id });
    expect(await authorize()({ email: owner.email, password: NEW_PASSWORD }, { headers: {} })).toMatchObject({ id: owner.id });
  });

  it("limits requests per email (5 an hour) and per address (20 an hour)", async () => {
    const email = "limited@example.com";
    for (let i = 0; i < 5; i++) expect((await call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email } })).status).toBe(200);
    const limited = await call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(emailMessages.forgotRateLimited);
    for (let i = 0; i < 14; i++) await call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email: `spray-${i}@example.com` } });
    const perIp = await call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email: "fresh@example.com" } });
    expect(perIp.status).toBe(429);
  });

  it("limits token guesses per address (30 per 15 minutes) across reset and verification", async () => {
    const guess = (n: number) => `guess-${n}-${"x".repeat(40)}`;
    for (let i = 0; i < 15; i++)
      expect((await call(verify, "/api/auth/verify-email", { method: "POST", body: { token: guess(i) } })).status).toBe(400);
    for (let i = 15; i < 30; i++) {
      expect((await call(reset, "/api/auth/reset-password", { method: "POST", body: { token: guess(i), password: NEW_PASSWORD } })).status).toBe(400);
    }
    const blocked = await call(verify, "/api/auth/verify-email", { method: "POST", body: { token: guess(99) } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(emailMessages.linkRateLimited);
    expect((await call(checkReset, "/api/auth/reset-password", { query: { token: guess(100) } })).status).toBe(429);
  });
});
