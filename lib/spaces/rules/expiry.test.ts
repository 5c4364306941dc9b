import { ACCESS_DURATIONS, EXPIRATION_PERIODS, expiryFor, isSpaceLive, PHASE_EXPIRATIONS, pickerStatus, spaceStatus } from "./expiry";

const NOW = new Date("2025-01-31T12:00:00.000Z");
const HOUR = 60 * 60 * 1000;

describe("expiry periods (SPEC.md section 9)", () => {
  it("lists the dashboard and phase-page options", () => {
    expect(ACCESS_DURATIONS).toEqual(["1-day", "1-week", "2-weeks", "1-month", "3-months", "custom", "never"]);
    expect(PHASE_EXPIRATIONS).toEqual(["1-week", "2-weeks", "1-month", "3-months", "6-months", "1-year"]);
    expect(new Set(EXPIRATION_PERIODS)).toEqual(new Set([...ACCESS_DURATIONS, ...PHASE_EXPIRATIONS]));
  });

  it.each([
    ["1-day", "2025-02-01T12:00:00.000Z"],
    ["1-week", "2025-02-07T12:00:00.000Z"],
    ["2-weeks", "2025-02-14T12:00:00.000Z"],
    ["1-month", "2025-02-28T12:00:00.000Z"],
    ["3-months", "2025-04-30T12:00:00.000Z"],
    ["6-months", "2025-07-31T12:00:00.000Z"],
    ["1-year", "2026-01-31T12:00:00.000Z"],
    ["never", "2125-01-31T12:00:00.000Z"],
    ["custom", "2025-02-07T12:00:00.000Z"],
  ] as const)("%s expires at %s", (period, expected) => {
    expect(expiryFor(period, NOW).toISOString()).toBe(expected);
  });

  it("uses the chosen date for custom", () => {
    const chosen = new Date("2025-03-15T00:00:00.000Z");
    expect(expiryFor("custom", NOW, chosen)).toEqual(chosen);
    expect(expiryFor("custom", NOW, null).toISOString()).toBe("2025-02-07T12:00:00.000Z");
  });
});

describe("spaceStatus (SPEC.md section 4)", () => {
  it.each([
    ["no expiry", null, "Active"],
    ["past expiry", new Date(NOW.getTime() - 1), "Expired"],
    ["expiring right now", NOW, "Expired"],
    ["one minute left", new Date(NOW.getTime() + 60_000), "Expiring Soon"],
    ["just under 24 hours left", new Date(NOW.getTime() + 24 * HOUR - 1), "Expiring Soon"],
    ["exactly 24 hours left", new Date(NOW.getTime() + 24 * HOUR), "Active"],
    ["a week left (ISO string)", new Date(NOW.getTime() + 7 * 24 * HOUR).toISOString(), "Active"],
  ])("%s is %s", (_label, expiresAt, status) => {
    expect(spaceStatus(expiresAt, NOW)).toBe(status);
  });
});

describe("pickerStatus", () => {
  it("shows only Active or Expired", () => {
    expect(pickerStatus(new Date(NOW.getTime() + HOUR), NOW)).toBe("Active");
    expect(pickerStatus(new Date(NOW.getTime() - HOUR), NOW)).toBe("Expired");
    expect(pickerStatus(undefined, NOW)).toBe("Active");
  });
});

describe("isSpaceLive", () => {
  it("needs the space active and unexpired", () => {
    const future = new Date(NOW.getTime() + HOUR);
    expect(isSpaceLive({ isActive: true, expiresAt: future }, NOW)).toBe(true);
    expect(isSpaceLive({ isActive: false, expiresAt: future }, NOW)).toBe(false);
    expect(isSpaceLive({ isActive: true, expiresAt: NOW }, NOW)).toBe(false);
    expect(isSpaceLive({ isActive: true, expiresAt: "2020-01-01T00:00:00Z" }, NOW)).toBe(false);
  });
});
