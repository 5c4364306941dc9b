import { setupTestDatabase } from "@/tests/helpers/db";
import { issueDeviceCookie } from "@/lib/auth/device-cookie";
import { claimSignInAttempt, SIGN_IN_LIMIT_PER_EMAIL, SIGN_IN_LIMIT_PER_IP } from "./sign-in-limit";

setupTestDatabase();

describe("sign-in rate limit", () => {
  it("blocks an email after its failed attempts, whatever the IP", async () => {
    const email = "target@example.com";
    for (let i = 0; i < SIGN_IN_LIMIT_PER_EMAIL; i++) {
      expect((await claimSignInAttempt(email, { "x-forwarded-for": `10.0.0.${i}` })).allowed).toBe(true);
    }
    expect((await claimSignInAttempt(email, { "x-forwarded-for": "10.0.0.200" })).allowed).toBe(false);
    expect((await claimSignInAttempt("other@example.com", { "x-forwarded-for": "10.0.0.200" })).allowed).toBe(true);
  });

  it("blocks an IP spraying many emails, and a spoofed X-Forwarded-For prefix does not reset it", async () => {
    for (let i = 0; i < SIGN_IN_LIMIT_PER_IP; i++) {
      await claimSignInAttempt(`spray-${i}@example.com`, { "x-forwarded-for": `6.6.6.${i % 250}, 192.0.2.7` });
    }
    expect((await claimSignInAttempt("fresh@example.com", { "x-forwarded-for": "1.1.1.1, 192.0.2.7" })).allowed).toBe(false);
    expect((await claimSignInAttempt("fresh@example.com", { "x-forwarded-for": "192.0.2.8" })).allowed).toBe(true);
  });

  it("lets exactly the limit through when 60 attempts for one email arrive at once", async () => {
    const claims = await Promise.all(
      Array.from({ length: 60 }, (_, i) => claimSignInAttempt("parallel@example.com", { "x-forwarded-for": `10.1.${i}.1` })),
    );
    expect(claims.filter((c) => c.allowed)).toHaveLength(SIGN_IN_LIMIT_PER_EMAIL);
  });

  it("lets exactly the per-address limit through when 60 attempts from one address arrive at once", async () => {
    const claims = await Promise.all(
      Array.from({ length: 60 }, (_, i) => claimSignInAttempt(`ip-${i}@example.com`, { "x-forwarded-for": "203.0.113.9" })),
    );
    expect(claims.filter((c) => c.allowed)).toHaveLength(SIGN_IN_LIMIT_PER_IP);
  });

  it("a successful attempt gives its count back", async () => {
    const email = "ok@example.com";
    for (let i = 0; i < 3 * SIGN_IN_LIMIT_PER_EMAIL; i++) {
      const claim = await claimSignInAttempt(email, { "x-forwarded-for": "10.9.9.9" });
      expect(claim.allowed).toBe(true);
      await claim.succeeded();
    }
  });

  it("a browser with the account's device cookie keeps its own budget when the account's is spent", async () => {
    const email = "founder@example.com";
    for (let i = 0; i < SIGN_IN_LIMIT_PER_EMAIL + 5; i++) await claimSignInAttempt(email, { "x-forwarded-for": `10.2.0.${i}` });
    expect((await claimSignInAttempt(email, { "x-forwarded-for": "10.3.0.1" })).allowed).toBe(false);
    const device = issueDeviceCookie(email);
    const headers = { "x-forwarded-for": "10.3.0.1", cookie: `rr-device=${device}` };
    expect((await claimSignInAttempt(email, headers)).allowed).toBe(true);
    // A device cookie of another account, or a forged one, does not help.
    const other = { "x-forwarded-for": "10.3.0.1", cookie: `rr-device=${issueDeviceCookie("attacker@example.com")}` };
    expect((await claimSignInAttempt(email, other)).allowed).toBe(false);
    const forged = { "x-forwarded-for": "10.3.0.1", cookie: `rr-device=${device.slice(0, -2)}xx` };
    expect((await claimSignInAttempt(email, forged)).allowed).toBe(false);
  });
});
