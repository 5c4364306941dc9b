import { contentRange, parseRange } from "./range";

describe("parseRange", () => {
  it.each([
    [null, 100, null],
    ["bytes=0-9", 100, { start: 0, end: 9 }],
    ["bytes=90-", 100, { start: 90, end: 99 }],
    ["bytes=95-200", 100, { start: 95, end: 99 }],
    ["bytes=-10", 100, { start: 90, end: 99 }],
    ["bytes=-500", 100, { start: 0, end: 99 }],
    ["bytes=100-", 100, "unsatisfiable"],
    ["bytes=150-160", 100, "unsatisfiable"],
    ["bytes=-0", 100, "unsatisfiable"],
    ["bytes=0-", 0, "unsatisfiable"],
    ["bytes=9-3", 100, null],
    ["bytes=0-1,5-6", 100, null],
    ["items=0-9", 100, null],
    ["bytes=-", 100, null],
    ["bytes=abc", 100, null],
  ] as const)("%s of %s bytes -> %j", (header, size, expected) => expect(parseRange(header, size)).toEqual(expected));
});

describe("contentRange", () => {
  it("names the bytes sent, or the size alone for a refusal", () => {
    expect(contentRange({ start: 0, end: 9 }, 100)).toBe("bytes 0-9/100");
    expect(contentRange(null, 100)).toBe("bytes */100");
  });
});
