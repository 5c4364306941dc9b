import { formatCount, formatDate, formatMoney, formatPercent, formatYear, localToday, toDateInputValue } from "./format";

describe("format", () => {
  it("prints money with thousands separators and cents only when there are some", () => {
    expect(formatMoney("1234567.00")).toBe("$1,234,567");
    expect(formatMoney("1234.5")).toBe("$1,234.50");
    expect(formatMoney("9999999999999.99")).toBe("$9,999,999,999,999.99");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoney(null)).toBeNull();
    expect(formatMoney("abc")).toBeNull();
  });

  it("prints head counts with thousands separators", () => {
    expect(formatCount(10_000_000)).toBe("10,000,000");
    expect(formatCount("1234")).toBe("1,234");
    expect(formatCount(0)).toBe("0");
    expect(formatCount(null)).toBeNull();
  });

  it("prints percentages without trailing zeros", () => {
    expect(formatPercent("12.50")).toBe("12.5%");
    expect(formatPercent("10.00")).toBe("10%");
    expect(formatPercent(undefined)).toBeNull();
  });

  it("prints calendar dates in UTC", () => {
    expect(formatDate("2021-03-15T00:00:00.000Z")).toBe("Mar 15, 2021");
    expect(formatYear("2021-01-01T00:00:00.000Z")).toBe("2021");
    expect(toDateInputValue("2021-03-15T00:00:00.000Z")).toBe("2021-03-15");
    expect(formatDate("not a date")).toBeNull();
  });
});

describe("localToday", () => {
  it("is the local calendar day of the moment given, late in the evening as early in the morning", () => {
    expect(localToday(new Date(2026, 10, 30, 23, 59))).toBe("2026-11-30");
    expect(localToday(new Date(2026, 11, 1, 0, 1))).toBe("2026-12-01");
    expect(localToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
