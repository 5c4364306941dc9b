import { POST as revokeSpace } from "@/app/api/shared-spaces/[id]/revoke/route";
import { PATCH as editSpace } from "@/app/api/shared-spaces/[id]/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace, POST as openWithAnswers } from "@/app/api/shared/[accessCode]/route";
import { POST as comeBack } from "@/app/api/shared/[accessCode]/returning/route";
import { POST as requestCode } from "@/app/api/shared/[accessCode]/verification/route";
import { getDb } from "@/lib/db";
import { unseal } from "@/lib/email/seal";
import { VISITOR_COOKIE, REMEMBER_COOKIE, signRememberedVisitor } from "@/lib/visitor/token";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call, type CallResult } from "@/tests/helpers/http";
import { createFounder, tasksWithDocuments, type Founder } from "@/tests/helpers/sharing";

setupTestDatabase();

const DAY_MS = 24 * 60 * 60 * 1000;
let founder: Founder;
let tasks: Awaited<ReturnType<typeof tasksWithDocuments>>;
let ipCounter = 0;
const freshIp = () => `198.51.101.${++ipCounter}`;

beforeAll(async () => {
  founder = await createFounder();
  tasks = await tasksWithDocuments(1);
});

interface SpaceJson {
  id: string;
  accessCode: string;
  rememberVisitorDays: number;
  agreementText: string | null;
}

async function space(extra: Record<string, unknown> = {}): Promise<SpaceJson> {
  const res = await call(createSpace, "/api/shared-spaces", {
    method: "POST",
    cookie: founder.cookie,
    body: {
      companyId: founder.companyId,
      name: "Seed round data room",
      items: [{ itemType: "task", itemId: tasks[0].id }],
      requireVerification: true,
      ...extra,
    },
  });
  expect({ status: res.status, body: res.status === 201 ? null : res.body }).toEqual({ status: 201, body: null });
  return res.body as SpaceJson;
}

const edit = (s: SpaceJson, body: Record<string, unknown>) =>
  call(editSpace, `/api/shared-spaces/${s.id}`, { method: "PATCH", params: { id: s.id }, cookie: founder.cookie, body });

const headers = (ip: string) => ({ "x-forwarded-for": ip, "user-agent": "InvestorBrowser/1.0" });
const askCode = (code: string, email: string, ip: string) =>
  call(requestCode, `/api/shared/${code}/verification`, { method: "POST", params: { accessCode: code }, body: { email }, headers: headers(ip) });
/** The page's first request: the remembered cookie alone, no email typed. */
const returning = (code: string, cookie: string | undefined, ip: string) =>
  call(comeBack, `/api/shared/${code}/returning`, { method: "POST", params: { accessCode: code }, headers: headers(ip), cookie });

/** The remembered-visitor cookie a response set, with its attributes, or null. */
function rememberCookieOf(res: CallResult): { value: string; attributes: string } | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${REMEMBER_COOKIE}=`));
  if (!line) return null;
  const [pair, ...attributes] = line.split(";");
  return { value: pair.slice(REMEMBER_COOKIE.length + 1), attributes: attributes.join(";").toLowerCase() };
}

/** Verifies the email with a mailed code; answers the cookie the verified visit set. */
async function verify(s: SpaceJson, email: string, ip: string, agree = false) {
  expect((await askCode(s.accessCode, email, ip)).status).toBe(200);
  const row = await (
    await getDb()
  ).emailOutbox.findFirstOrThrow({ where: { toAddress: email, template: "visitor-code" }, orderBy: { createdAt: "desc" } });
  const { code } = unseal<{ code: string }>(row.payload);
  const res = await call(openWithAnswers, `/api/shared/${s.accessCode}`, {
    method: "POST",
    params: { accessCode: s.accessCode },
    body: { email, code, ...(agree ? { agree: true } : {}) },
    headers: headers(ip),
  });
  expect(res.status).toBe(200);
  return { res, remembered: rememberCookieOf(res) };
}

const cookieHeader = (value: string) => `${REMEMBER_COOKIE}=${value}`;
const visits = async (spaceId: string) => (await getDb()).sharedSpaceVisit.count({ where: { sharedSpaceId: spaceId } });

function expectRefused(res: CallResult) {
  expect(res.status).not.toBe(200);
  expect([401, 403, 410]).toContain(res.status);
  expect(res.body?.items).toBeUndefined();
}

describe("returning verified visitor", () => {
  it("lets the same verified email back in without a code, and logs each return as a visit", async () => {
    const s = await space();
    expect(s.rememberVisitorDays).toBe(7);
    const ip = freshIp();
    const { remembered } = await verify(s, "back@fund.com", ip);
    expect(remembered).not.toBeNull();
    // HttpOnly, SameSite=Lax, bound to this space's API paths, kept for the founder's 7 days.
    expect(remembered!.attributes).toContain("httponly");
    expect(remembered!.attributes).toContain("samesite=lax");
    expect(remembered!.attributes).toContain(`path=/api/shared/${s.accessCode.toLowerCase()}`);
    const maxAge = Number(/max-age=(\d+)/.exec(remembered!.attributes)?.[1]);
    expect(maxAge).toBeGreaterThan(7 * 24 * 60 * 60 - 60);
    expect(maxAge).toBeLessThanOrEqual(7 * 24 * 60 * 60);

    const before = await visits(s.id);
    const back = await returning(s.accessCode, cookieHeader(remembered!.value), ip);
    expect(back.status).toBe(200);
    expect(back.body.items).toHaveLength(1);
    // The founder's access log still counts the visit, under the verified email.
    expect(await visits(s.id)).toBe(before + 1);
    const access = await (await getDb()).sharedSpaceAccess.findMany({ where: { sharedSpaceId: s.id }, select: { email: true } });
    expect(access).toEqual([{ email: "back@fund.com" }]);

    // Typing the same email with the cookie also skips the code; another email still needs one.
    const typed = await call(openSpace, `/api/shared/${s.accessCode}`, {
      params: { accessCode: s.accessCode },
      query: { email: "back@fund.com" },
      headers: headers(ip),
      cookie: cookieHeader(remembered!.value),
    });
    expect(typed.status).toBe(200);
    const other = await call(openSpace, `/api/shared/${s.accessCode}`, {
      params: { accessCode: s.accessCode },
      query: { email: "someone@fund.com" },
      headers: headers(ip),
      cookie: cookieHeader(remembered!.value),
    });
    expectRefused(other);
  });

  it("without a cookie, the page's first request asks for the email", async () => {
    const s = await space();
    expectRefused(await returning(s.accessCode, undefined, freshIp()));
  });

  it("is refused for another space", async () => {
    const a = await space();
    const b = await space();
    const ip = freshIp();
    const { remembered } = await verify(a, "two@fund.com", ip);
    expectRefused(await returning(b.accessCode, cookieHeader(remembered!.value), ip));
  });

  it("is refused after revoke", async () => {
    const s = await space();
    const ip = freshIp();
    const { remembered } = await verify(s, "revoked@fund.com", ip);
    const revoked = await call(revokeSpace, `/api/shared-spaces/${s.id}/revoke`, { method: "POST", params: { id: s.id }, cookie: founder.cookie });
    expect(revoked.status).toBe(200);
    expectRefused(await returning(s.accessCode, cookieHeader(remembered!.value), ip));
  });

  it("is refused once the space has expired", async () => {
    const s = await space();
    const ip = freshIp();
    const { remembered } = await verify(s, "late@fund.com", ip);
    await (await getDb()).sharedSpace.update({ where: { id: s.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expectRefused(await returning(s.accessCode, cookieHeader(remembered!.value), ip));
  });

  it("is refused once the deny list names the email, or the allow list no longer does", async () => {
    const denied = await space();
    const ip = freshIp();
    const first = await verify(denied, "deny@fund.com", ip);
    expect((await edit(denied, { denyList: ["deny@fund.com"] })).status).toBe(200);
    expectRefused(await returning(denied.accessCode, cookieHeader(first.remembered!.value), ip));

    const allowed = await space({ allowList: ["fund.com"] });
    const second = await verify(allowed, "allow@fund.com", ip);
    expect((await returning(allowed.accessCode, cookieHeader(second.remembered!.value), ip)).status).toBe(200);
    expect((await edit(allowed, { allowList: ["other.vc"] })).status).toBe(200);
    expectRefused(await returning(allowed.accessCode, cookieHeader(second.remembered!.value), ip));
  });

  it("is refused after the NDA text changes", async () => {
    const s = await space({ agreementText: "Keep this confidential." });
    const ip = freshIp();
    const { remembered } = await verify(s, "nda@fund.com", ip, true);
    expect((await returning(s.accessCode, cookieHeader(remembered!.value), ip)).status).toBe(200);
    expect((await edit(s, { agreementText: "Keep this confidential for two years." })).status).toBe(200);
    expectRefused(await returning(s.accessCode, cookieHeader(remembered!.value), ip));
  });

  it("is refused when the period is 0, and a period of 0 sets no cookie", async () => {
    const s = await space();
    const ip = freshIp();
    const { remembered } = await verify(s, "zero@fund.com", ip);
    expect((await edit(s, { rememberVisitorDays: 0 })).status).toBe(200);
    expectRefused(await returning(s.accessCode, cookieHeader(remembered!.value), ip));

    const never = await space({ rememberVisitorDays: 0 });
    expect(never.rememberVisitorDays).toBe(0);
    expect((await verify(never, "zero@fund.com", ip)).remembered).toBeNull();
  });

  it("is refused once the period has passed since verification", async () => {
    const s = await space({ rememberVisitorDays: 3 });
    const ip = freshIp();
    await verify(s, "old@fund.com", ip);
    const recent = signRememberedVisitor({ id: s.id, agreementText: null }, "old@fund.com", new Date(Date.now() - 2 * DAY_MS));
    expect((await returning(s.accessCode, cookieHeader(recent), ip)).status).toBe(200);
    const stale = signRememberedVisitor({ id: s.id, agreementText: null }, "old@fund.com", new Date(Date.now() - 3 * DAY_MS - 1000));
    expectRefused(await returning(s.accessCode, cookieHeader(stale), ip));
    // Shortening the period ends a cookie that was within the old one.
    expect((await edit(s, { rememberVisitorDays: 1 })).status).toBe(200);
    expectRefused(await returning(s.accessCode, cookieHeader(recent), ip));
  });

  it("refuses a tampered cookie, and the short-lived file cookie in its place", async () => {
    const s = await space();
    const ip = freshIp();
    const { res, remembered } = await verify(s, "tamper@fund.com", ip);
    const [payload, signature] = remembered!.value.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, e: "boss@fund.com" })).toString("base64url");
    expectRefused(await returning(s.accessCode, cookieHeader(`${forged}.${signature}`), ip));
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    expectRefused(await returning(s.accessCode, cookieHeader(`${payload}.${flipped}`), ip));
    expectRefused(await returning(s.accessCode, cookieHeader(res.body.visitorToken as string), ip));
    expectRefused(await returning(s.accessCode, `${VISITOR_COOKIE}=${res.body.visitorToken as string}`, ip));
  });
});

describe("the founder's setting", () => {
  it("is 0 to 90 whole days, and the space's API returns it", async () => {
    const s = await space();
    for (const bad of [-1, 91, 1.5, "7"]) expect((await edit(s, { rememberVisitorDays: bad })).status).toBe(400);
    const ok = await edit(s, { rememberVisitorDays: 90 });
    expect(ok.status).toBe(200);
    expect(ok.body.rememberVisitorDays).toBe(90);
  });
});
