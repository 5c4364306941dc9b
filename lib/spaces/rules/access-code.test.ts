import { ACCESS_CODE_BYTES, generateAccessCode, isAccessCodeShaped } from "./access-code";

describe("access codes", () => {
  it("carry at least 128 bits as 22+ url-safe characters", () => {
    expect(ACCESS_CODE_BYTES * 8).toBeGreaterThanOrEqual(128);
    const code = generateAccessCode();
    expect(code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(code, "base64url")).toHaveLength(ACCESS_CODE_BYTES);
    expect(isAccessCodeShaped(code)).toBe(true);
  });

  it("are unique and not sequential over 1000 generations", () => {
    const codes = Array.from({ length: 1000 }, generateAccessCode);
    expect(new Set(codes).size).toBe(1000);
    const prefixes = new Set(codes.map((c) => c.slice(0, 4)));
    expect(prefixes.size).toBeGreaterThan(900);
    // Every base64url character shows up somewhere: the bytes are spread, not counted up.
    expect(new Set(codes.join("")).size).toBe(64);
  });

  it("refuse anything not shaped like a code", () => {
    for (const bad of ["", "short", "../../../../etc/passwd", "a".repeat(65), "abc def ghi jkl mno pqr stu", null, undefined]) {
      expect(isAccessCodeShaped(bad)).toBe(false);
    }
  });
});
