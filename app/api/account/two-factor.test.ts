import { DELETE as disable, GET as status, POST as start, PUT as confirm } from "@/app/api/account/two-factor/route";
import { getAuthOptions } from "@/lib/account/sign-in";
import { SIGN_IN_LIMIT_PER_EMAIL, SIGN_IN_RATE_LIMITED } from "@/lib/account/sign-in-limit";
import { totpFor } from "@/lib/auth/two-factor-crypto";
import { getDb } from "@/lib/db";
import { accountMessages } from "@/lib/messages/account";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";

const { twoFactorRequired: TWO_FACTOR_REQUIRED, invalidCode: TWO_FACTOR_INVALID } = accountMessages;

setupTestDatabase();

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string } | null>;
const authorize = () => (getAuthOptions().providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;

let ipCounter = 0;
async function signIn(user: TestUser, code?: string, ip = `198.51.100.${++ipCounter % 250}`) {
  try {
    const result = await authorize()(
      { email: user.email, password: user.password, ...(code === undefined ? {} : { code }) },
      { headers: { "x-forwarded-for": ip } },
    );
    return result ? "ok" : "wrong";
  } catch (error) {
    return (error as Error).message;
  }
}

/** A code of the step before/after now: the same secret, another time. */
const codeAt = (secret: string, offsetSteps: number) => totpFor(secret).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

async function enable(user: TestUser) {
  const setup = await call(start, "/api/account/two-factor", { method: "POST", cookie: user.cookie });
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const res = await call(confirm, "/api/account/two-factor", { method: "PUT", cookie: user.cookie, body: { code: codeAt(secret, -1) } });
  expect(res.status).toBe(200);
  return { secret, recoveryCodes: res.body.recoveryCodes as string[], setup: setup.body };
}

let ada: TestUser;
let bob: TestUser;
beforeEach(async () => {
  [ada, bob] = [await createTestUser(), await createTestUser()];
});

describe("enrolment", () => {
  it("shows a QR code and the manual key of an otpauth URL, and changes nothing until a code confirms it", async () => {
    const res = await call(start, "/api/account/two-factor", { method: "POST", cookie: ada.cookie });
    expect(res.status).toBe(200);
    expect(res.body.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(res.body.qrDataUrl.split(",")[1], "base64").toString()).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpFor(res.body.secret, ada.email).toString();
    expect(res.body.otpauthUrl).toBe(uri);
    expect(res.body.otpauthUrl).toContain("issuer=RaiseReady");
    // Stored sealed, not as the key itself.
    const row = await (await getDb()).user.findUniqueOrThrow({ where: { id: ada.id } });
    expect(row.twoFactorSecret).not.toContain(res.body.secret);
    expect(await signIn(ada)).toBe("ok");
    const wrong = await call(confirm, "/api/account/two-factor", { method: "PUT", cookie: ada.cookie, body: { code: "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(accountMessages.invalidCode);
    expect((await call(status, "/api/account/two-factor", { cookie: ada.cookie })).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it("confirming gives 10 distinct recovery codes, stored only as hashes", async () => {
    const { recoveryCodes } = await enable(ada);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const rows = await (await getDb()).twoFactorRecoveryCode.findMany({ where: { userId: ada.id } });
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace(/-/g, ""));
    expect((await call(status, "/api/account/two-factor", { cookie: ada.cookie })).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Another user's state is untouched.
    expect((await call(status, "/api/account/two-factor", { cookie: bob.cookie })).body.enabled).toBe(false);
    expect((await call(start, "/api/account/two-factor", { method: "POST", cookie: ada.cookie })).status).toBe(409);
  });
});

describe("sign-in with two-factor", () => {
  it("asks for the code after the right password; a TOTP code works once; a wrong one is refused", async () => {
    const { secret } = await enable(ada);
    expect(await signIn(ada)).toBe(TWO_FACTOR_REQUIRED);
    expect(await signIn(ada, "123456")).toBe(TWO_FACTOR_INVALID);
    // The code used to confirm enrolment (previous step) cannot be replayed.
    expect(await signIn(ada, codeAt(secret, -1))).toBe(TWO_FACTOR_INVALID);
    const now = codeAt(secret, 0);
    expect(await signIn(ada, now)).toBe("ok");
    expect(await signIn(ada, now)).toBe(TWO_FACTOR_INVALID);
    // A wrong password never reaches the code question.
    expect(await signIn({ ...ada, password: "not the password" }, codeAt(secret, 1))).toBe("wrong");
    expect(await signIn(bob)).toBe("ok");
  });

  it("a recovery code signs in once", async () => {
    const { recoveryCodes } = await enable(ada);
    expect(await signIn(ada, recoveryCodes[3].toUpperCase())).toBe("ok");
    expect(await signIn(ada, recoveryCodes[3])).toBe(TWO_FACTOR_INVALID);
    expect(await signIn(ada, recoveryCodes[4].replace(/-/g, " "))).toBe("ok");
    expect((await call(status, "/api/account/two-factor", { cookie: ada.cookie })).body.recoveryCodesLeft).toBe(8);
  });

  it("wrong codes count against the sign-in limit of the account, so codes cannot be guessed", async () => {
    const { secret } = await enable(ada);
    for (let i = 0; i < SIGN_IN_LIMIT_PER_EMAIL; i++) expect(await signIn(ada, String(100000 + i))).toBe(TWO_FACTOR_INVALID);
    expect(await signIn(ada, codeAt(secret, 0))).toBe(SIGN_IN_RATE_LIMITED);
  });

  it("turning it off needs the password", async () => {
    await enable(ada);
    const wrong = await call(disable, "/api/account/two-factor", { method: "DELETE", cookie: ada.cookie, body: { password: "nope" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(accountMessages.wrongPassword);
    expect(await signIn(ada)).toBe(TWO_FACTOR_REQUIRED);
    const res = await call(disable, "/api/account/two-factor", { method: "DELETE", cookie: ada.cookie, body: { password: ada.password } });
    expect(res.status).toBe(200);
    expect(await signIn(ada)).toBe("ok");
    expect(await (await getDb()).twoFactorRecoveryCode.count({ where: { userId: ada.id } })).toBe(0);
  });
});
