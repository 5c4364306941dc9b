import { resolveExpiry } from "./resolve-expiry";

const now = new Date("2030-01-15T12:00:00Z");
const iso = (d: Date) => d.toISOString();

describe("resolveExpiry", () => {
  it.each([
    ["1-day", "2030-01-16T12:00:00.000Z"],
    ["1-week", "2030-01-22T12:00:00.000Z"],
    ["2-weeks", "2030-01-29T12:00:00.000Z"],
    ["1-month", "2030-02-15T12:00:00.000Z"],
    ["3-months", "2030-04-15T12:00:00.000Z"],
    ["6-months", "2030-07-15T12:00:00.000Z"],
    ["1-year", "2031-01-15T12:00:00.000Z"],
    ["never", "2130-01-15T12:00:00.000Z"],
  ] as const)("%s", (period, expected) => {
    expect(iso(resolveExpiry({ expirationPeriod: period }, now))).toBe(expected);
  });

  it("uses a future custom date, or 7 days without one, and refuses a past one", () => {
    expect(iso(resolveExpiry({ expirationPeriod: "custom", expiresAt: "2030-03-01T00:00:00Z" }, now))).toBe("2030-03-01T00:00:00.000Z");
    expect(iso(resolveExpiry({ expiresAt: "2030-03-01T00:00:00Z" }, now))).toBe("2030-03-01T00:00:00.000Z");
    expect(iso(resolveExpiry({ expirationPeriod: "custom" }, now))).toBe("2030-01-22T12:00:00.000Z");
    expect(iso(resolveExpiry({}, now))).toBe("2030-01-22T12:00:00.000Z");
    expect(() => resolveExpiry({ expirationPeriod: "custom", expiresAt: "2030-01-15T11:59:59Z" }, now)).toThrow("Expiry date cannot be in the past");
    expect(() => resolveExpiry({ expiresAt: "2300-01-01T00:00:00Z" }, now)).toThrow(/too far/);
  });

  it("lets a fixed period win over a stray date", () => {
    expect(iso(resolveExpiry({ expirationPeriod: "1-day", expiresAt: "2029-01-01T00:00:00Z" }, now))).toBe("2030-01-16T12:00:00.000Z");
  });
});
