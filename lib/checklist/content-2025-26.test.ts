/** @jest-environment node */
import { EMPTY_FACTS, lineApplies, type CompanyFacts } from "./applicability";
import { checklist } from "./index";
import { resolveTaskLines } from "./metadata";

/** The 2025-26 corrections a lawyer asked for: the wording investors now expect, with its source. */
const lines = checklist.flatMap((phase) => phase.tasks.flatMap((task) => resolveTaskLines(task).map((line) => ({ task: task.slug, ...line }))));
const find = (task: string, starts: string) => {
  const hits = lines.filter((l) => l.task === task && l.name.startsWith(starts));
  expect(hits.map((l) => l.name)).toHaveLength(1);
  return hits[0];
};
const allText = lines.map((l) => `${l.name} | ${l.source ?? ""}`).join("\n");
const company = (country: "US" | "UK" | "IN", stage: string): CompanyFacts => ({ ...EMPTY_FACTS, countryOfIncorporation: country, stage });

describe("United States, 2025 federal changes", () => {
  it("states the 1099-NEC threshold by year, under IRC 6041A as amended in 2025", () => {
    const line = find("financial-us-federal-state-tax", "Forms 1099-NEC");
    expect(line.name).toContain("$600 or more in a year up to 2025, or $2,000 or more from 2026");
    expect(line.source).toMatch(/6041A.*70433/);
    expect(allText).not.toContain("paid $600 or more in the year");
  });

  it("states the QSBS tests by issue date, under section 1202 as amended in July 2025", () => {
    const line = find("legal-us-governance", "Qualified small business stock");
    for (const text of ["$50 million", "5 July 2025", "$75 million"]) expect(line.name).toContain(text);
    for (const text of ["§ 70431", "$15 million", "$10 million", "3/4/5 years"]) expect(line.source).toContain(text);
  });

  it.each([
    ["legal-us-financings", "Rule 506(d) bad-actor questionnaires", "230.506(d)"],
    ["legal-us-stock-issuances", "Ratifications under DGCL § 204", "§§ 204, 205"],
    ["legal-us-financings", "California notices under Corporations Code § 25102(f)", "25102(f)"],
    ["financial-us-federal-state-tax", "Section 174A research-expense position", "174A"],
  ])("%s asks a US seed company for: %s", (task, starts, source) => {
    const line = find(task, starts);
    expect([line.jurisdiction, line.source?.includes(source), line.asOf]).toEqual(["US", true, "2026-11-29"]);
    expect(lineApplies(line.tags, company("US", "seed"))).toBe(true);
    expect(lineApplies(line.tags, company("UK", "seed"))).toBe(false);
  });

  it("asks for 401(k) and health plan documents with Form 5500 from Series A", () => {
    const line = find("hr-us-payroll-compliance", "401(k) and group health plan documents");
    expect(line.name).toContain("Form 5500");
    expect(line.source).toContain("ERISA");
    expect(lineApplies(line.tags, company("US", "seed"))).toBe(false);
    expect(lineApplies(line.tags, company("US", "series-a"))).toBe(true);
  });
});

describe("United Kingdom, limits from 6 April 2026", () => {
  it("states the EMI company limits before and from 6 April 2026", () => {
    const line = find("legal-uk-emi-options", "Record that the company met the EMI limits");
    for (const text of ["£30 million", "250", "£3 million", "£120 million", "500", "£6 million", "6 April 2026"]) expect(line.name).toContain(text);
  });

  it("states the SEIS and EIS company limits and the EIS/VCT sunset in 2035", () => {
    const line = find("financial-uk-seis-eis", "Record of the company limits at each SEIS and EIS issue");
    for (const text of ["£350,000", "25 employees", "£250,000", "£15 million", "£16 million", "£30m", "£35m", "£10m", "£24m"])
      expect(line.name).toContain(text);
    expect(line.source).toContain("6 April 2035");
    const task = checklist.flatMap((p) => p.tasks).find((t) => t.slug === "financial-uk-seis-eis")!;
    expect(task.description).toContain("before 6 April 2035");
  });
});

describe("India", () => {
  it("names the beneficial-ownership test of the land-border (Press Note 3) line", () => {
    const line = find("legal-fdi-sectoral-overseas", "Beneficial ownership declarations");
    for (const text of ["Press Note 3 (2020)", "10%", "controls", "r.9(3)"]) expect(line.name).toContain(text);
    expect(allText).not.toContain("tested against the PMLA thresholds adopted by Press Note 2 (2026)");
    const approval = find("legal-in-land-border-downstream", "Government approval for any investment");
    for (const text of ["land border", "beneficial owner", "10%", "control", "r.9(3)"]) expect(approval.name).toContain(text);
  });

  it("rests the WPC type-approval line on the Telecommunications Act 2023", () => {
    expect(find("risk-sector-licences", "WPC Equipment Type Approval").source).toMatch(/^Telecommunications Act 2023/);
  });

  it("limits Form 26AS/AIS and the DPIIT Form 2 line to the years they cover", () => {
    expect(find("financial-income-tax", "Form 26AS").name).toContain("up to 2025-26");
    expect(find("financial-startup-tax-angel", "DPIIT Form 2").name).toContain("before April 2024");
    expect(allText).not.toMatch(/Form 26AS and Annual Information Statement \(AIS\) for each year\b(?! up)/);
  });
});
