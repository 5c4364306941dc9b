import { issueVisitorToken, signVisitorToken, verifyVisitorToken, visitorCookieOptions, VISITOR_TOKEN_TTL_SECONDS } from "./token";

const now = new Date("2030-01-01T00:00:00Z");
const later = new Date("2031-01-01T00:00:00Z");

describe("visitor tokens", () => {
  it("round-trip their claims", () => {
    const { token, expiresAt } = issueVisitorToken("space-1", "vc@example.com", later, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(VISITOR_TOKEN_TTL_SECONDS * 1000);
    expect(verifyVisitorToken(token, now)).toEqual({ spaceId: "space-1", email: "vc@example.com", exp: expiresAt.getTime() / 1000 });
  });

  it("never outlive the space", () => {
    const soon = new Date(now.getTime() + 60_000);
    expect(issueVisitorToken("s", "e@x.io", soon, now).expiresAt).toEqual(soon);
  });

  it("are refused once expired, tampered with, or malformed", () => {
    const token = signVisitorToken({ spaceId: "s", email: "e@x.io", exp: now.getTime() / 1000 + 10 });
    expect(verifyVisitorToken(token, new Date(now.getTime() + 11_000))).toBeNull();
    const [payload, signature] = token.split(".");
    const otherPayload = Buffer.from(JSON.stringify({ s: "other", e: "e@x.io", x: now.getTime() / 1000 + 10 })).toString("base64url");
    expect(verifyVisitorToken(`${otherPayload}.${signature}`, now)).toBeNull();
    expect(verifyVisitorToken(`${payload}.${signature.slice(0, -2)}xx`, now)).toBeNull();
    for (const bad of ["", "abc", "a.b.c", null, undefined, "x".repeat(5000)]) expect(verifyVisitorToken(bad, now)).toBeNull();
  });

  it("are scoped to the space's API path as an httpOnly Lax cookie", () => {
    expect(visitorCookieOptions("Abc_123", new Date(now.getTime() + 3600_000), true, now)).toEqual({
      httpOnly: true,
      sameSite: "lax",
      secure: true,
      path: "/api/shared/Abc_123",
      maxAge: 3600,
    });
  });
});
