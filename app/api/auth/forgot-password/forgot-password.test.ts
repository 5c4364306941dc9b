import { readFileSync } from "node:fs";
import path from "node:path";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { getDb } from "@/lib/db";
import { ACCOUNT_LIMITS } from "@/lib/account/rules/limits";
import { emailMessages } from "@/lib/messages/email";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call, type CallResult } from "@/tests/helpers/http";

setupTestDatabase();

/*
 * Over the limit, "Forgot password?" answers 429 with Retry-After. That answer must not tell an
 * account's email from any other: both windows are counted before the account is looked up, so
 * status, body and headers are the same. docs/SECURITY.md's limits table must say what the route does.
 */

// Each case its own client address (no other test file uses these), so the windows stay apart.
const PER_EMAIL_IPS = ["198.51.100.71", "198.51.100.72"];
const PER_IP_IPS = ["198.51.100.73", "198.51.100.74"];
const DOMAIN = "forgot-limit.test";

const ask = (email: string, ip: string) =>
  call(forgot, "/api/auth/forgot-password", { method: "POST", body: { email }, headers: { "x-forwarded-for": ip } });

/** Everything a caller can read in an answer but the seconds left in its window. */
function visible(res: CallResult) {
  const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== "retry-after"));
  return { status: res.status, body: res.body, headers };
}

function expectSameRefusal(known: CallResult, unknown: CallResult) {
  expect(known.status).toBe(429);
  expect(known.body).toEqual({ message: emailMessages.forgotRateLimited });
  expect(visible(unknown)).toEqual(visible(known));
  const seconds = [known, unknown].map((res) => Number(res.headers.get("retry-after")));
  for (const s of seconds) expect(s >= 1 && s <= ACCOUNT_LIMITS.forgotPerEmail.windowMs / 1000).toBe(true);
  // Both windows opened within the same test: their seconds left may straddle a second boundary.
  expect(Math.abs(seconds[0] - seconds[1])).toBeLessThanOrEqual(1);
}

beforeEach(async () => {
  const db = await getDb();
  for (const ip of [...PER_EMAIL_IPS, ...PER_IP_IPS]) await db.rateLimit.deleteMany({ where: { key: { endsWith: ip } } });
  await db.rateLimit.deleteMany({ where: { key: { endsWith: `@${DOMAIN}` } } });
});

describe("POST /api/auth/forgot-password over its limits", () => {
  it("per email: the 6th request in an hour gets the same 429 for an account's email and an unknown one", async () => {
    const user = await createTestUser({ email: `founder-${crypto.randomUUID()}@${DOMAIN}` });
    const nobody = `nobody-${crypto.randomUUID()}@${DOMAIN}`;
    const [knownIp, unknownIp] = PER_EMAIL_IPS;
    for (let i = 0; i < ACCOUNT_LIMITS.forgotPerEmail.limit; i++) {
      expect((await ask(user.email, knownIp)).status).toBe(200);
      expect((await ask(nobody, unknownIp)).status).toBe(200);
    }
    expectSameRefusal(await ask(user.email, knownIp), await ask(nobody, unknownIp));
  });

  it("per address: past 20 in an hour, an account's email and an unknown one get the same 429", async () => {
    const user = await createTestUser({ email: `founder-${crypto.randomUUID()}@${DOMAIN}` });
    const [knownIp, unknownIp] = PER_IP_IPS;
    for (let i = 0; i < ACCOUNT_LIMITS.forgotPerIp.limit; i++) {
      await ask(`spray-${i}-${crypto.randomUUID()}@${DOMAIN}`, knownIp);
      await ask(`spray-${i}-${crypto.randomUUID()}@${DOMAIN}`, unknownIp);
    }
    expectSameRefusal(await ask(user.email, knownIp), await ask(`nobody-${crypto.randomUUID()}@${DOMAIN}`, unknownIp));
  });

  it("docs/SECURITY.md's limits table gives the answer the route gives", async () => {
    const [ip] = PER_EMAIL_IPS;
    const email = `nobody-${crypto.randomUUID()}@${DOMAIN}`;
    for (let i = 0; i < ACCOUNT_LIMITS.forgotPerEmail.limit; i++) await ask(email, ip);
    const limited = await ask(email, ip);
    const doc = readFileSync(path.join(process.cwd(), "docs", "SECURITY.md"), "utf8");
    const row = doc.split("\n").find((line) => line.startsWith("| Forgot password |"));
    // Columns: what, limit, key, answer over the limit, where.
    const answer = row?.split(" | ")[3] ?? "";
    expect(answer).toContain(String(limited.status));
    expect(answer).toContain(limited.body.message.split(".")[0]);
    if (limited.headers.has("retry-after")) expect(answer).toContain("Retry-After");
  });
});
