import { equityTotal } from "./equity";

describe("equityTotal", () => {
  it.each([
    [["60", "55"], { percent: "115", over: true }],
    [["50", "50"], { percent: "100", over: false }],
    [["33.33", "33.33", "33.33"], { percent: "99.99", over: false }],
    [["60.5", "39.5"], { percent: "100", over: false }],
    [["100.01"], { percent: "100.01", over: true }],
    [["60.00", 40.25], { percent: "100.25", over: true }],
    [["12.5", "", null, undefined, "abc", "-5"], { percent: "12.5", over: false }],
  ])("%j adds up to %j", (values, expected) => {
    expect(equityTotal(values)).toEqual(expected);
  });

  it("is null when no founder has a percentage", () => {
    expect(equityTotal([])).toBeNull();
    expect(equityTotal(["", null, "  "])).toBeNull();
  });
});
