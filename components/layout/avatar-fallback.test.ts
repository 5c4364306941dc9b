import { avatarFallback, displayName } from "./avatar-fallback";

describe("avatarFallback", () => {
  it("uses the first letter of firstName as typed", () => {
    expect(avatarFallback({ firstName: "ada", email: "zed@example.com" })).toBe("a");
    expect(avatarFallback({ firstName: "Ada", lastName: "Lovelace" })).toBe("A");
  });

  it("falls back to the uppercased first letter of the email", () => {
    expect(avatarFallback({ firstName: null, email: "grace@example.com" })).toBe("G");
    expect(avatarFallback({ firstName: "   ", email: "grace@example.com" })).toBe("G");
  });

  it("falls back to U when there is neither", () => {
    expect(avatarFallback({ firstName: null, email: null })).toBe("U");
    expect(avatarFallback({})).toBe("U");
    expect(avatarFallback(null)).toBe("U");
  });

  it("does not split a non-BMP first character", () => {
    expect(avatarFallback({ firstName: "𝒜lice" })).toBe("𝒜");
  });
});

describe("displayName", () => {
  it("joins first and last name, or gives null without a first name", () => {
    expect(displayName({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(displayName({ firstName: "Ada", lastName: null })).toBe("Ada");
    expect(displayName({ firstName: null, lastName: "Lovelace" })).toBeNull();
  });
});
