import { companyFieldsSchema } from "./company";

describe("companyFieldsSchema stage", () => {
  it.each([
    ["Seed", "seed"],
    ["series a", "series-a"],
    ["Pre Seed", "pre-seed"],
    ["Series C+", "series-c"],
    ["Pre-revenue", "Pre-revenue"],
  ])("stores the stage typed as %j as %j", (typed, stored) => {
    expect(companyFieldsSchema.parse({ name: "Acme", stage: typed }).stage).toBe(stored);
  });

  it("still clears a blank stage and leaves an absent one alone", () => {
    expect(companyFieldsSchema.parse({ name: "Acme", stage: "  " }).stage).toBeNull();
    expect(companyFieldsSchema.parse({ name: "Acme" }).stage).toBeUndefined();
  });
});
