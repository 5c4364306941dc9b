import { DELETE as cancel, GET as status, POST as change } from "@/app/api/account/email/route";
import { POST as verify } from "@/app/api/auth/verify-email/route";
import { GET as cron } from "@/app/api/cron/email/route";
import { getAuthOptions } from "@/lib/account/sign-in";
import { getDb } from "@/lib/db";
import { enqueueEmail } from "@/lib/email";
import { emailMessages } from "@/lib/messages/email";
import { drainOutbox } from "@/lib/email/worker";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call as rawCall, type CallOptions } from "@/tests/helpers/http";
import { TestSmtpServer, tokenFrom } from "@/tests/helpers/smtp";

setupTestDatabase();
const smtp = new TestSmtpServer(3364);

// Own address and mail domain: on a Postgres run every test file shares one database.
const IP = "198.51.100.64";
const DOMAIN = "change.test";
const call: typeof rawCall = (handler, path, options: CallOptions = {}) =>
  rawCall(handler, path, { ...options, headers: { "x-forwarded-for": IP, ...options.headers } });
const newUser = (email = `founder-${crypto.randomUUID()}@${DOMAIN}`) => createTestUser({ email });

beforeAll(async () => {
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
});
beforeEach(async () => void (await (await getDb()).rateLimit.deleteMany({ where: { key: { endsWith: IP } } })));

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string } | null>;
const authorize = () => (getAuthOptions().providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;

const ask = (cookie: string, body: unknown) => call(change, "/api/account/email", { method: "POST", cookie, body });

describe("change of email", () => {
  it("needs a session, the current password and a different address", async () => {
    expect((await call(change, "/api/account/email", { method: "POST", body: { email: `x@${DOMAIN}` } })).status).toBe(401);
    expect((await call(status, "/api/account/email")).status).toBe(401);
    const user = await newUser();
    const wrong = await ask(user.cookie, { email: `new-1@${DOMAIN}`, password: "not it" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(emailMessages.changeWrongPassword);
    const same = await ask(user.cookie, { email: user.email.toUpperCase(), password: user.password });
    expect(same.body.message).toBe(emailMessages.changeSame);
    expect((await ask(user.cookie, { email: "not an email", password: user.password })).status).toBe(400);
    await drainOutbox({ recipients: "%@change.test" });
    expect(smtp.to(`new-1@${DOMAIN}`)).toHaveLength(0);
  });

  it("changes the address only when the new one opens its link, and tells the old one", async () => {
    const user = await newUser();
    const next = `next-${user.email}`;
    const res = await ask(user.cookie, { email: next, password: user.password });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ message: emailMessages.changeSent(next), email: user.email, pendingEmail: next, emailVerified: false });
    await drainOutbox({ recipients: "%@change.test" });
    const [link] = await smtp.waitFor(next);
    const [notice] = await smtp.waitFor(user.email);
    expect(notice.subject).toMatch(/about to change/);
    expect(notice.text).toContain(next);
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);

    const opened = await call(verify, "/api/auth/verify-email", { method: "POST", body: { token: tokenFrom(link.link) } });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ status: "email-changed", email: next, message: emailMessages.emailChanged(next) });
    const after = await call(status, "/api/account/email", { cookie: user.cookie });
    expect(after.body).toEqual({ email: next, emailVerified: true, pendingEmail: null });
    expect(await authorize()({ email: next, password: user.password }, { headers: {} })).toMatchObject({ id: user.id });
    expect(await authorize()({ email: user.email, password: user.password }, { headers: {} })).toBeNull();
    expect((await call(verify, "/api/auth/verify-email", { method: "POST", body: { token: tokenFrom(link.link) } })).status).toBe(400);
  });

  it("answers the same for an address that has an account, and mails nobody", async () => {
    const user = await newUser();
    const owner = await newUser();
    const res = await ask(user.cookie, { email: owner.email, password: user.password });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(emailMessages.changeSent(owner.email));
    await drainOutbox({ recipients: "%@change.test" });
    expect(smtp.to(owner.email)).toHaveLength(0);
    expect(smtp.to(user.email)).toHaveLength(0);
  });

  it("answers 409 and changes nothing when the address was taken after the link was sent", async () => {
    const user = await newUser();
    const next = `race-${user.email}`;
    await ask(user.cookie, { email: next, password: user.password });
    await drainOutbox({ recipients: "%@change.test" });
    const [mail] = await smtp.waitFor(next);
    await newUser(next);
    const res = await call(verify, "/api/auth/verify-email", { method: "POST", body: { token: tokenFrom(mail.link) } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(emailMessages.emailTaken);
    expect((await (await getDb()).user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it("cancels a pending change: its link stops working", async () => {
    const user = await newUser();
    const next = `cancel-${user.email}`;
    await ask(user.cookie, { email: next, password: user.password });
    await drainOutbox({ recipients: "%@change.test" });
    const [mail] = await smtp.waitFor(next);
    const res = await call(cancel, "/api/account/email", { method: "DELETE", cookie: user.cookie });
    expect(res.body).toMatchObject({ message: emailMessages.changeCancelled, pendingEmail: null });
    expect((await call(verify, "/api/auth/verify-email", { method: "POST", body: { token: tokenFrom(mail.link) } })).status).toBe(400);
  });

  it("limits requests to 5 an hour per account", async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) expect((await ask(user.cookie, { email: `n${i}-${user.email}`, password: user.password })).status).toBe(202);
    expect((await ask(user.cookie, { email: `n9-${user.email}`, password: user.password })).status).toBe(429);
  });
});

describe("GET /api/cron/email", () => {
  afterEach(() => void delete process.env.CRON_SECRET);

  it("is off without CRON_SECRET, refuses a wrong secret and drains with the right one", async () => {
    await drainOutbox({ recipients: "%@change.test" }); // what the tests above left
    expect((await call(cron, "/api/cron/email")).status).toBe(404);
    process.env.CRON_SECRET = "cron-secret-for-tests";
    expect((await call(cron, "/api/cron/email", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
    // The cron drains every recipient: on a Postgres run (one database for all files) it would
    // take other files' mail, so there only the refusals above are checked.
    if (process.env.TEST_DATABASE_RUN_URL) return;
    const db = await getDb();
    await db.$transaction((tx) =>
      enqueueEmail(tx, { to: `cron@${DOMAIN}`, template: "notice", data: { subject: "Cron", heading: "Cron", paragraphs: ["hi"] } }),
    );
    const res = await call(cron, "/api/cron/email", { headers: { authorization: "Bearer cron-secret-for-tests" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    await smtp.waitFor(`cron@${DOMAIN}`);
  });
});
