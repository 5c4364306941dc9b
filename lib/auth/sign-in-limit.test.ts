import { setupTestDatabase } from "@/tests/helpers/db";
import { recordFailedSignIn, SIGN_IN_LIMIT_PER_EMAIL, SIGN_IN_LIMIT_PER_IP, signInAllowed } from "./sign-in-limit";

setupTestDatabase();

describe("sign-in rate limit", () => {
  it("blocks an email after its failed attempts, whatever the IP", async () => {
    const email = "target@example.com";
    for (let i = 0; i < SIGN_IN_LIMIT_PER_EMAIL; i++) {
      expect(await signInAllowed(email, { "x-forwarded-for": `10.0.0.${i}` })).toBe(true);
      await recordFailedSignIn(email, { "x-forwarded-for": `10.0.0.${i}` });
    }
    expect(await signInAllowed(email, { "x-forwarded-for": "10.0.0.200" })).toBe(false);
    expect(await signInAllowed("other@example.com", { "x-forwarded-for": "10.0.0.200" })).toBe(true);
  });

  it("blocks an IP spraying many emails, and a spoofed X-Forwarded-For prefix does not reset it", async () => {
    for (let i = 0; i < SIGN_IN_LIMIT_PER_IP; i++) {
      await recordFailedSignIn(`spray-${i}@example.com`, { "x-forwarded-for": `6.6.6.${i % 250}, 192.0.2.7` });
    }
    expect(await signInAllowed("fresh@example.com", { "x-forwarded-for": "1.1.1.1, 192.0.2.7" })).toBe(false);
    expect(await signInAllowed("fresh@example.com", { "x-forwarded-for": "192.0.2.8" })).toBe(true);
  });
});
