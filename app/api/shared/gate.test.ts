import { POST as revokeSpace } from "@/app/api/shared-spaces/[id]/revoke/route";
import { GET as accessLogs } from "@/app/api/shared-spaces/[id]/access-logs/route";
import { PATCH as editSpace } from "@/app/api/shared-spaces/[id]/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace, POST as openWithAnswers } from "@/app/api/shared/[accessCode]/route";
import { GET as openFile } from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import { POST as requestCode } from "@/app/api/shared/[accessCode]/verification/route";
import { CODE_SENDS_PER_EMAIL } from "@/lib/visitor/code";
import { VISITOR_CODE_TTL_MS } from "@/lib/visitor/gate";
import { getDb } from "@/lib/db";
import { unseal } from "@/lib/email/seal";
import { visitorGate } from "@/lib/messages/shared-view";
import { VISITOR_COOKIE } from "@/lib/visitor/token";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { attachDocument, createFounder, OPEN_SPACE_SETTINGS, storeFile, tasksWithDocuments, type Founder } from "@/tests/helpers/sharing";

setupTestDatabase();

let founder: Founder;
let tasks: Awaited<ReturnType<typeof tasksWithDocuments>>;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  founder = await createFounder();
  // Visit alerts go only to a verified address (app/api/notifications/verified-recipients.test.ts).
  await (await getDb()).user.update({ where: { id: founder.id }, data: { emailVerified: new Date() } });
  tasks = await tasksWithDocuments(2);
});

async function space(extra: Record<string, unknown> = {}) {
  const res = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: founder.cookie,
    body: {
      companyId: founder.companyId,
      name: "Seed round data room",
      items: [{ itemType: "task", itemId: tasks[0].id }],
      ...OPEN_SPACE_SETTINGS,
      ...extra,
    },
  });
  expect({ status: res.status, body: res.status === 201 ? null : res.body }).toEqual({ status: 201, body: null });
  return res.body as { id: string; accessCode: string; requireVerification: boolean; agreementText: string | null };
}

const headers = (ip: string) => ({ "x-forwarded-for": ip, "user-agent": "InvestorBrowser/1.0" });
const post = (code: string, body: Record<string, unknown>, ip = "203.0.113.7", cookie?: string) =>
  call(openWithAnswers, `/api/shared/${code}`, { method: "POST", params: { accessCode: code }, body, headers: headers(ip), cookie });
const get = (code: string, email: string, ip = "203.0.113.7") =>
  call(openSpace, `/api/shared/${code}`, { params: { accessCode: code }, query: { email }, headers: headers(ip) });
const askCode = (code: string, email: string, ip = "203.0.113.7") =>
  call(requestCode, `/api/shared/${code}/verification`, { method: "POST", params: { accessCode: code }, body: { email }, headers: headers(ip) });

/** The newest outbox message of a template to an address, opened. */
async function lastMail<T>(to: string, template: string): Promise<T | null> {
  const row = await (await getDb()).emailOutbox.findFirst({ where: { toAddress: to, template }, orderBy: { createdAt: "desc" } });
  return row ? unseal<T>(row.payload) : null;
}
const mailCount = async (to: string, template: string) => (await getDb()).emailOutbox.count({ where: { toAddress: to, template } });

describe("email verification", () => {
  it("asks for a code, admits only the right one, and marks the access row verified", async () => {
    const s = await space({ requireVerification: true });
    expect(s.requireVerification).toBe(true);
    const ip = freshIp();
    const first = await get(s.accessCode, "v1@fund.com", ip);
    expect(first.status).toBe(403);
    expect(first.body).toMatchObject({ message: visitorGate.codeRequired, gate: ["verification"] });
    expect(first.body.items).toBeUndefined();

    expect((await askCode(s.accessCode, "v1@fund.com", ip)).status).toBe(200);
    const mail = await lastMail<{ code: string; spaceName: string }>("v1@fund.com", "visitor-code");
    expect(mail?.code).toMatch(/^\d{6}$/);
    const stored = await (await getDb()).sharedSpaceCode.findFirstOrThrow({ where: { sharedSpaceId: s.id } });
    expect(stored.codeHash).not.toContain(mail!.code);

    const wrong = mail!.code === "000000" ? "000001" : "000000";
    const bad = await post(s.accessCode, { email: "v1@fund.com", code: wrong }, ip);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(visitorGate.wrongCode(4));

    const ok = await post(s.accessCode, { email: "v1@fund.com", code: mail!.code }, ip);
    expect(ok.status).toBe(200);
    expect(ok.body.items).toHaveLength(1);
    const row = await (await getDb()).sharedSpaceAccess.findFirstOrThrow({ where: { sharedSpaceId: s.id, email: "v1@fund.com" } });
    expect(row.verifiedAt).not.toBeNull();

    // Used once: the same code does not open again without the cookie.
    const reuse = await post(s.accessCode, { email: "v1@fund.com", code: mail!.code }, ip);
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe(visitorGate.noCode);
    // The cookie of the verified visit is enough for this space and email, not for another email.
    const token = ok.body.visitorToken as string;
    expect((await post(s.accessCode, { email: "v1@fund.com" }, ip, `${VISITOR_COOKIE}=${token}`)).status).toBe(200);
    expect((await post(s.accessCode, { email: "other@fund.com" }, ip, `${VISITOR_COOKIE}=${token}`)).status).toBe(403);

    const logs = await call(accessLogs, `/api/shared-spaces/${s.id}/access-logs`, { params: { id: s.id }, cookie: founder.cookie });
    expect(logs.body[0]).toMatchObject({ email: "v1@fund.com", verifiedAt: expect.any(String) });
  });

  it("allows 5 tries; after that even the right code needs a new one", async () => {
    const s = await space({ requireVerification: true });
    const ip = freshIp();
    await askCode(s.accessCode, "v2@fund.com", ip);
    const { code } = (await lastMail<{ code: string }>("v2@fund.com", "visitor-code"))!;
    const wrong = code === "999999" ? "999998" : "999999";
    for (let i = 0; i < 5; i++) expect((await post(s.accessCode, { email: "v2@fund.com", code: wrong }, ip)).status).toBe(400);
    const right = await post(s.accessCode, { email: "v2@fund.com", code }, ip);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(visitorGate.tooManyTries);
    // A new code works again.
    await askCode(s.accessCode, "v2@fund.com", ip);
    const fresh = (await lastMail<{ code: string }>("v2@fund.com", "visitor-code"))!;
    expect((await post(s.accessCode, { email: "v2@fund.com", code: fresh.code }, ip)).status).toBe(200);
  });

  it("refuses an expired code", async () => {
    const s = await space({ requireVerification: true });
    const ip = freshIp();
    await askCode(s.accessCode, "v3@fund.com", ip);
    const { code } = (await lastMail<{ code: string }>("v3@fund.com", "visitor-code"))!;
    await (await getDb()).sharedSpaceCode.updateMany({ where: { sharedSpaceId: s.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await post(s.accessCode, { email: "v3@fund.com", code }, ip);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(visitorGate.codeExpired);
    expect(VISITOR_CODE_TTL_MS).toBe(10 * 60 * 1000);
  });

  it("rate limits codes per email (any address) and refuses codes for spaces without verification", async () => {
    const s = await space({ requireVerification: true });
    for (let i = 0; i < CODE_SENDS_PER_EMAIL; i++) expect((await askCode(s.accessCode, "flood@fund.com", freshIp())).status).toBe(200);
    const over = await askCode(s.accessCode, "flood@fund.com", freshIp());
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(visitorGate.tooManyCodes);
    expect(await mailCount("flood@fund.com", "visitor-code")).toBe(CODE_SENDS_PER_EMAIL);

    const open = await space();
    expect((await askCode(open.accessCode, "x@fund.com", freshIp())).status).toBe(400);
  });

  it("rate limits codes per client address", async () => {
    const s = await space({ requireVerification: true });
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await askCode(s.accessCode, `ip${i}@fund.com`, ip)).status);
    expect(statuses.slice(0, 20).every((x) => x === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("allow and deny lists", () => {
  it("admits only allowed emails or domains and refuses denied ones with a clear message", async () => {
    const s = await space({ allowList: ["@fund.com", "solo@angel.io"], denyList: ["spy@fund.com"] });
    expect((await get(s.accessCode, "alice@fund.com", freshIp())).status).toBe(200);
    expect((await get(s.accessCode, "solo@angel.io", freshIp())).status).toBe(200);
    for (const email of ["spy@fund.com", "bob@other.com", "x@sub.fund.com"]) {
      const res = await get(s.accessCode, email, freshIp());
      expect({ email, status: res.status, message: res.body.message }).toEqual({ email, status: 403, message: visitorGate.emailRefused });
    }
    // No code is sent to a refused email either.
    const v = await space({ requireVerification: true, denyList: ["evil.com"] });
    expect((await askCode(v.accessCode, "x@evil.com", freshIp())).status).toBe(403);
    expect(await mailCount("x@evil.com", "visitor-code")).toBe(0);
  });

  it("rejects a malformed list entry", async () => {
    const res = await call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie: founder.cookie,
      body: { companyId: founder.companyId, name: "Bad", allowList: ["not an entry"] },
    });
    expect(res.status).toBe(400);
  });
});

describe("agreement (NDA)", () => {
  it("shows the text and nothing else until the visitor agrees, then logs time, email and IP", async () => {
    const text = "Confidential.\n\n<b>Do not share</b>";
    const s = await space({ agreementText: text });
    const ip = freshIp();
    const first = await post(s.accessCode, { email: "nda@fund.com" }, ip);
    expect(first.status).toBe(403);
    expect(first.body).toEqual({ message: visitorGate.agreementRequired, gate: ["agreement"], agreementText: text });
    expect((await post(s.accessCode, { email: "nda@fund.com", agree: false }, ip)).status).toBe(403);
    const ok = await post(s.accessCode, { email: "nda@fund.com", agree: true }, ip);
    expect(ok.status).toBe(200);
    const row = await (await getDb()).sharedSpaceAccess.findFirstOrThrow({ where: { sharedSpaceId: s.id, email: "nda@fund.com" } });
    expect(row.agreementAcceptedAt).not.toBeNull();
    expect(row.agreementIp).toBe(ip);
    const logs = await call(accessLogs, `/api/shared-spaces/${s.id}/access-logs`, { params: { id: s.id }, cookie: founder.cookie });
    expect(logs.body[0]).toMatchObject({ email: "nda@fund.com", agreementAcceptedAt: expect.any(String), agreementIp: ip });
  });

  it("asks for the code and the agreement together, and does not spend the code on a refused visit", async () => {
    const s = await space({ requireVerification: true, agreementText: "NDA" });
    const ip = freshIp();
    await askCode(s.accessCode, "both@fund.com", ip);
    const { code } = (await lastMail<{ code: string }>("both@fund.com", "visitor-code"))!;
    const noAgree = await post(s.accessCode, { email: "both@fund.com", code }, ip);
    expect(noAgree.status).toBe(403);
    expect(noAgree.body.gate).toEqual(["agreement"]);
    expect((await post(s.accessCode, { email: "both@fund.com", code, agree: true }, ip)).status).toBe(200);
  });

  it("refuses agreement text over 10,000 characters", async () => {
    const res = await call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie: founder.cookie,
      body: { companyId: founder.companyId, name: "Long", agreementText: "x".repeat(10_001) },
    });
    expect(res.status).toBe(400);
  });
});

describe("Revoke now", () => {
  it("answers 410 on every visitor route with no file bytes; the access log stays", async () => {
    const file = await storeFile(founder.companyId, "%PDF-1.4 secret bytes");
    await attachDocument(founder.companyId, tasks[0].id, 0, file.url);
    const s = await space();
    const ip = freshIp();
    const ok = await get(s.accessCode, "rev@fund.com", ip);
    expect(ok.status).toBe(200);
    const cookie = `${VISITOR_COOKIE}=${ok.body.visitorToken}`;
    const before = await call(openFile, `/api/shared/${s.accessCode}/files/${file.id}`, {
      params: { accessCode: s.accessCode, fileId: file.id },
      cookie,
      headers: headers(ip),
    });
    expect(before.status).toBe(200);

    const revoked = await call(revokeSpace, `/api/shared-spaces/${s.id}/revoke`, { method: "POST", params: { id: s.id }, cookie: founder.cookie });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));

    const results = [
      await get(s.accessCode, "rev@fund.com", ip),
      await post(s.accessCode, { email: "rev@fund.com" }, ip),
      await askCode(s.accessCode, "rev@fund.com", ip),
      await call(openFile, `/api/shared/${s.accessCode}/files/${file.id}`, {
        params: { accessCode: s.accessCode, fileId: file.id },
        cookie,
        headers: headers(ip),
      }),
    ];
    for (const res of results) {
      expect({ status: res.status, message: res.body?.message }).toEqual({ status: 410, message: visitorGate.revoked });
      expect(JSON.stringify(res.body)).not.toContain("secret bytes");
    }
    // Editing cannot bring it back; the log stays.
    await call(editSpace, `/api/shared-spaces/${s.id}`, { method: "PATCH", params: { id: s.id }, cookie: founder.cookie, body: { name: "Back?" } });
    expect((await get(s.accessCode, "rev@fund.com", ip)).status).toBe(410);
    expect(await (await getDb()).sharedSpaceAccess.count({ where: { sharedSpaceId: s.id } })).toBe(1);
  });

  it("is a 404 for another founder", async () => {
    const s = await space();
    const other = await createFounder("Other");
    const res = await call(revokeSpace, `/api/shared-spaces/${s.id}/revoke`, { method: "POST", params: { id: s.id }, cookie: other.cookie });
    expect(res.status).toBe(404);
    expect((await (await getDb()).sharedSpace.findUniqueOrThrow({ where: { id: s.id } })).revokedAt).toBeNull();
  });
});

describe("new-visitor email", () => {
  it("emails the creator once per new visitor email, and not when the toggle is off", async () => {
    const s = await space();
    await get(s.accessCode, "new1@fund.com", freshIp());
    await get(s.accessCode, "new1@fund.com", freshIp());
    await get(s.accessCode, "NEW1@fund.com", freshIp());
    await get(s.accessCode, "new2@fund.com", freshIp());
    const rows = await (await getDb()).emailOutbox.findMany({ where: { toAddress: founder.email, template: "new-visitor" } });
    const mails = rows.map((r) => unseal<{ visitorEmail: string; spaceName: string }>(r.payload)).filter((m) => m.visitorEmail.startsWith("new"));
    expect(mails.map((m) => m.visitorEmail).sort()).toEqual(["new1@fund.com", "new2@fund.com"]);
    expect(mails[0].spaceName).toBe("Seed round data room");

    const quiet = await space({ notifyNewVisitors: false });
    await get(quiet.accessCode, "quiet@fund.com", freshIp());
    // This founder's alerts only: on a shared PostgreSQL database other files' outbox workers have
    // sent (and emptied the sealed payload of) their own rows.
    const all = (await (await getDb()).emailOutbox.findMany({ where: { template: "new-visitor", toAddress: founder.email } })).map((r) =>
      unseal<{ visitorEmail: string }>(r.payload),
    );
    expect(all.some((m) => m.visitorEmail === "quiet@fund.com")).toBe(false);
  });
});
