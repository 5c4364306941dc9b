import { isKnownStage, normalizeStage, stageLabel } from "./stages";

describe("normalizeStage", () => {
  it.each([
    ["Seed", "seed"],
    ["seed", "seed"],
    ["  SEED ", "seed"],
    ["Series A", "series-a"],
    ["series a", "series-a"],
    ["series-a", "series-a"],
    ["Series_B", "series-b"],
    ["Pre-Seed", "pre-seed"],
    ["pre seed", "pre-seed"],
    ["preseed", "pre-seed"],
    ["Series C+", "series-c"],
    ["series c", "series-c"],
    ["Idea", "idea"],
  ])("maps %j to the known stage %j", (typed, value) => {
    expect(normalizeStage(typed)).toBe(value);
  });

  it("keeps an unknown stage as typed (trimmed)", () => {
    expect(normalizeStage("  Pre-revenue ")).toBe("Pre-revenue");
    expect(normalizeStage("Series D")).toBe("Series D");
  });

  it("clears blank and missing values", () => {
    expect(normalizeStage("   ")).toBeNull();
    expect(normalizeStage(null)).toBeNull();
    expect(normalizeStage(undefined)).toBeNull();
  });
});

describe("stageLabel", () => {
  it("labels free text that names a known stage like the stage itself", () => {
    expect(stageLabel("seed")).toBe("Seed");
    expect(stageLabel("series c+")).toBe("Series C+");
    expect(stageLabel("Pre-revenue")).toBe("Pre-revenue");
    expect(stageLabel(null)).toBeNull();
  });

  it("knows the known stages", () => {
    expect(isKnownStage("seed")).toBe(true);
    expect(isKnownStage("Seed")).toBe(false);
  });
});
