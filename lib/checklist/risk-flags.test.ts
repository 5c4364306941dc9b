import { EMPTY_FACTS, type CompanyFacts } from "./applicability";
import { FROZEN_DOCUMENT_SLUGS } from "./document-slugs.data";
import type { ItemState, ReadinessItem } from "@/lib/company/rules/readiness-score";
import { ALLOTMENT_REPORTING, ANNUAL_RETURN, OPTION_SCHEME, pastFirstYear, RISK_RULES, riskFlags, type DocRef } from "./risk-flags";

const TODAY = new Date("2026-06-15T12:00:00.000Z");

function item(ref: DocRef, state: ItemState, extra: Partial<ReadinessItem> = {}): ReadinessItem {
  return {
    taskId: `id-${ref.task}`,
    taskSlug: ref.task,
    taskTitle: ref.task,
    phaseId: "legal",
    index: 0,
    documentSlug: ref.document,
    name: ref.document,
    priority: "high",
    weight: 3,
    state,
    expiry: state === "expired" ? "expired" : null,
    expiresOn: state === "expired" ? "2026-01-31" : null,
    ...extra,
  };
}

// An Indian company unless a case says otherwise: a company with no country has no country's rules.
const facts = (over: Partial<CompanyFacts> = {}): CompanyFacts => ({ ...EMPTY_FACTS, countryOfIncorporation: "IN", ...over });
const ids = (items: ReadinessItem[], f: CompanyFacts, foundedDate: string | null = null) =>
  riskFlags({ items, facts: f, foundedDate, today: TODAY }).map((flag) => flag.id);

describe("rule documents exist in the checklist (a renamed slug fails here)", () => {
  const refs: [string, DocRef][] = [
    ...Object.entries(ALLOTMENT_REPORTING).map(([c, r]) => [`allotment ${c}`, r!] as [string, DocRef]),
    ...Object.entries(ANNUAL_RETURN).map(([c, r]) => [`annual return ${c}`, r!] as [string, DocRef]),
    ...Object.entries(OPTION_SCHEME).flatMap(([c, r]) => [r!.scheme, ...r!.evidence].map((ref) => [`options ${c}`, ref] as [string, DocRef])),
  ];
  it.each(refs)("%s: %j", (_name, ref) => {
    expect(FROZEN_DOCUMENT_SLUGS[ref.task]?.[ref.document]).toEqual(expect.any(String));
  });

  it("covers India, US, UK and Singapore for each jurisdictional rule", () => {
    for (const table of [ALLOTMENT_REPORTING, ANNUAL_RETURN, OPTION_SCHEME]) expect(Object.keys(table).sort()).toEqual(["IN", "SG", "UK", "US"]);
  });

  it("names every rule once", () => {
    expect(new Set(RISK_RULES.map((r) => r.id)).size).toBe(RISK_RULES.length);
    for (const rule of RISK_RULES) expect(rule.title).not.toMatch(/\bAI\b/);
  });
});

describe("foreign investment without allotment reporting", () => {
  const fcgpr = ALLOTMENT_REPORTING.IN!;
  const be13 = ALLOTMENT_REPORTING.US!;
  it.each<[string, ReadinessItem[], Partial<CompanyFacts>, boolean]>([
    ["India, foreign investors, FC-GPR missing", [item(fcgpr, "missing")], { foreignInvestors: true }, true],
    ["no country said: no country's rule fires", [item(fcgpr, "missing")], { foreignInvestors: true, countryOfIncorporation: null }, false],
    ["FC-GPR expired counts as missing", [item(fcgpr, "expired")], { foreignInvestors: true }, true],
    ["FC-GPR held", [item(fcgpr, "held")], { foreignInvestors: true }, false],
    ["no foreign investors", [item(fcgpr, "missing")], { foreignInvestors: false }, false],
    ["foreign investors unknown", [item(fcgpr, "missing")], { foreignInvestors: null }, false],
    ["FC-GPR marked N/A by the founder", [item(fcgpr, "not-applicable")], { foreignInvestors: true }, false],
    ["US company: the India line does not count", [item(fcgpr, "missing")], { foreignInvestors: true, countryOfIncorporation: "US" }, false],
    ["US company: BE-13 missing", [item(be13, "missing")], { foreignInvestors: true, countryOfIncorporation: "US" }, true],
    [
      "US company operating in India: FC-GPR missing",
      [item(fcgpr, "missing"), item(be13, "held")],
      { foreignInvestors: true, countryOfIncorporation: "US", countriesOfOperation: ["IN"] },
      true,
    ],
    ["UK company: SH01 missing", [item(ALLOTMENT_REPORTING.UK!, "missing")], { foreignInvestors: true, countryOfIncorporation: "UK" }, true],
    [
      "Singapore company: ACRA return missing",
      [item(ALLOTMENT_REPORTING.SG!, "missing")],
      { foreignInvestors: true, countryOfIncorporation: "SG" },
      true,
    ],
  ])("%s -> %p", (_name, items, over, fires) => {
    expect(ids(items, facts(over)).includes("foreign-investment-without-allotment-reporting")).toBe(fires);
  });

  it("names the item that triggered it", () => {
    const [flag] = riskFlags({ items: [item(fcgpr, "missing")], facts: facts({ foreignInvestors: true }), foundedDate: null, today: TODAY });
    expect(flag).toMatchObject({ title: "Foreign investment without allotment reporting", severity: "high" });
    expect(flag.triggers).toEqual([
      { taskId: `id-${fcgpr.task}`, phaseId: "legal", taskTitle: fcgpr.task, document: fcgpr.document, reason: "Missing" },
    ]);
  });
});

describe("ESOP pool without a scheme document", () => {
  const india = OPTION_SCHEME.IN!;
  const us = OPTION_SCHEME.US!;
  it.each<[string, ReadinessItem[], Partial<CompanyFacts>, boolean]>([
    ["grant letters held, scheme missing", [item(india.scheme, "missing"), item(india.evidence[0], "held")], {}, true],
    ["grant ledger (another task) held, scheme missing", [item(india.scheme, "missing"), item(india.evidence[3], "held")], {}, true],
    ["nothing held: no pool shown", [item(india.scheme, "missing"), item(india.evidence[0], "missing")], {}, false],
    ["scheme held", [item(india.scheme, "held"), item(india.evidence[0], "held")], {}, false],
    ["scheme expired with grants held", [item(india.scheme, "expired"), item(india.evidence[0], "held")], {}, true],
    ["scheme marked N/A", [item(india.scheme, "not-applicable"), item(india.evidence[0], "held")], {}, false],
    ["US plan missing with option consents held", [item(us.scheme, "missing"), item(us.evidence[0], "held")], { countryOfIncorporation: "US" }, true],
    ["US rule ignored for an India company", [item(us.scheme, "missing"), item(us.evidence[0], "held")], {}, false],
  ])("%s -> %p", (_name, items, over, fires) => {
    expect(ids(items, facts(over)).includes("esop-pool-without-scheme")).toBe(fires);
  });

  it("lists the scheme and the held evidence as triggers", () => {
    const [flag] = riskFlags({
      items: [item(india.scheme, "missing"), item(india.evidence[0], "held")],
      facts: facts(),
      foundedDate: null,
      today: TODAY,
    });
    expect(flag.triggers.map((t) => [t.document, t.reason])).toEqual([
      [india.scheme.document, "Missing"],
      [india.evidence[0].document, "Held"],
    ]);
  });
});

describe("no annual return after the first year", () => {
  const mgt7 = ANNUAL_RETURN.IN!;
  it.each<[string, string | null, ReadinessItem[], Partial<CompanyFacts>, boolean]>([
    ["founded two years ago, MGT-7 missing", "2024-05-01", [item(mgt7, "missing")], {}, true],
    ["founded exactly a year ago", "2025-06-15", [item(mgt7, "missing")], {}, false],
    ["founded a year and a day ago", "2025-06-14", [item(mgt7, "missing")], {}, true],
    ["ISO timestamp founded date", "2024-05-01T00:00:00.000Z", [item(mgt7, "missing")], {}, true],
    ["founded this year", "2026-01-01", [item(mgt7, "missing")], {}, false],
    ["founded date unknown", null, [item(mgt7, "missing")], {}, false],
    ["MGT-7 held", "2024-05-01", [item(mgt7, "held")], {}, false],
    ["UK: CS01 missing", "2024-05-01", [item(ANNUAL_RETURN.UK!, "missing")], { countryOfIncorporation: "UK" }, true],
    ["Delaware: franchise tax report missing", "2024-05-01", [item(ANNUAL_RETURN.US!, "missing")], { countryOfIncorporation: "US" }, true],
    ["Singapore: ACRA annual return missing", "2024-05-01", [item(ANNUAL_RETURN.SG!, "missing")], { countryOfIncorporation: "SG" }, true],
  ])("%s -> %p", (_name, founded, items, over, fires) => {
    expect(ids(items, facts(over), founded).includes("no-annual-return-after-first-year")).toBe(fires);
  });

  it.each([
    ["not a date", false],
    ["", false],
  ])("pastFirstYear(%p) = %p", (value, expected) => expect(pastFirstYear(value, TODAY)).toBe(expected));
});

describe("lapsed licence or certificate", () => {
  const licence = { task: "risk-licences", document: "trade-licence" };
  it("fires for every expired document, with its expiry date", () => {
    const items = [
      item(licence, "expired"),
      item({ task: "x", document: "y" }, "expired", { taskId: "other" }),
      item({ task: "z", document: "w" }, "held"),
    ];
    const [flag] = riskFlags({ items, facts: facts(), foundedDate: null, today: TODAY });
    expect(flag.id).toBe("lapsed-document");
    expect(flag.triggers.map((t) => t.reason)).toEqual(["Expired on Jan 31, 2026", "Expired on Jan 31, 2026"]);
  });

  it("does not fire without an expired document", () => {
    expect(ids([item(licence, "held"), item(licence, "missing")], facts())).toEqual([]);
  });
});
