import { invitationExpiry, invitationStatus, sameEmail } from "./invitations";

const NOW = new Date("2026-11-25T12:00:00.000Z");
const later = new Date(NOW.getTime() + 1000);
const earlier = new Date(NOW.getTime() - 1000);

describe("invitationStatus", () => {
  it.each([
    ["fresh", { expiresAt: later, acceptedAt: null, revokedAt: null }, "pending"],
    ["expiring this instant", { expiresAt: NOW, acceptedAt: null, revokedAt: null }, "expired"],
    ["past expiry", { expiresAt: earlier, acceptedAt: null, revokedAt: null }, "expired"],
    ["revoked", { expiresAt: later, acceptedAt: null, revokedAt: earlier }, "revoked"],
    ["revoked and expired", { expiresAt: earlier, acceptedAt: null, revokedAt: earlier }, "revoked"],
    ["accepted", { expiresAt: later, acceptedAt: earlier, revokedAt: null }, "accepted"],
    ["accepted, later expired", { expiresAt: earlier, acceptedAt: earlier, revokedAt: null }, "accepted"],
  ] as const)("%s -> %s", (_label, state, expected) => {
    expect(invitationStatus(state, NOW)).toBe(expected);
  });
});

describe("invitationExpiry / sameEmail", () => {
  it("lasts 7 days", () => {
    expect(invitationExpiry(NOW).toISOString()).toBe("2026-12-02T12:00:00.000Z");
  });
  it.each([
    ["a@x.io", "A@X.io", true],
    [" a@x.io ", "a@x.io", true],
    ["a@x.io", "b@x.io", false],
  ] as const)("%p vs %p -> %p", (a, b, same) => {
    expect(sameEmail(a, b)).toBe(same);
  });
});
