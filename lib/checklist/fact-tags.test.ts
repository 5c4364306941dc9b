/** @jest-environment node */
import { parseDocumentLines } from "@/lib/progress/rules";

import { EMPTY_FACTS, lineApplies, type CompanyFacts } from "./applicability";
import { toSectors } from "./company-facts";
import { FACT_TAGS } from "./fact-tags";
import { checklist } from "./index";
import { resolveTaskLines } from "./metadata";
import { FACT_FLAGS, type LineTags } from "./types";

const lines = checklist.flatMap((p) => p.tasks.flatMap((t) => resolveTaskLines(t).map((l) => ({ task: t.slug, ...l }))));
const tagsOf = (task: string, name: string): LineTags => lines.find((l) => l.task === task && l.name === name)!.tags;
const india: CompanyFacts = { ...EMPTY_FACTS, countryOfIncorporation: "IN" };
const us: CompanyFacts = { ...EMPTY_FACTS, countryOfIncorporation: "US" };

describe("lines that depend on what the company does", () => {
  it("names only lines the tasks have", () => {
    const tasks = new Map(checklist.flatMap((p) => p.tasks).map((t) => [t.slug, new Set(parseDocumentLines(t.description).map((l) => l.name))]));
    const unknown = Object.entries(FACT_TAGS).flatMap(([slug, byLine]) =>
      Object.keys(byLine)
        .filter((text) => !tasks.get(slug)?.has(text))
        .map((text) => `${slug}: ${text}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(FACT_FLAGS)("hides a line tagged %s only from a company that said no", (flag) => {
    const tagged = lines.filter((l) => l.tags[flag] === true);
    expect(tagged.length).toBeGreaterThan(0);
    for (const line of tagged) {
      const base = { ...EMPTY_FACTS, countryOfIncorporation: line.jurisdiction === "core" ? "IN" : line.jurisdiction } as CompanyFacts;
      expect({ line: line.name, unknown: lineApplies(line.tags, base) }).toEqual({ line: line.name, unknown: true });
      expect(lineApplies(line.tags, { ...base, [flag]: true })).toBe(true);
      expect(lineApplies(line.tags, { ...base, [flag]: false })).toBe(false);
    }
  });

  it("tags the documents each fact is about", () => {
    expect(tagsOf("legal-real-estate-owned-property", "Title deeds for property owned by the company").ownsRealProperty).toBe(true);
    expect(tagsOf("operations-security-certifications", "PCI DSS Attestation of Compliance, if card data is handled").cardData).toBe(true);
    expect(tagsOf("risk-us-regulatory-privacy", "HIPAA business associate agreements with covered entities and vendors").healthData).toBe(true);
    expect(tagsOf("risk-data-processors-transfers", "Standard contractual clauses for transfers of EU personal data").euUkPersonalData).toBe(true);
    expect(tagsOf("legal-customer-contracts", "Government tender award letters and purchase orders").sellsToGovernment).toBe(true);
    expect(tagsOf("financial-debt-facilities", "Lender no-objection letters for the fundraise").hasDebt).toBe(true);
  });

  it("matches a licence to the sectors it regulates, and an unsaid sector list hides none", () => {
    const nbfc = tagsOf("risk-sector-licences", "RBI certificate of registration as an NBFC, for lending businesses");
    expect(lineApplies(nbfc, india)).toBe(true);
    expect(lineApplies(nbfc, { ...india, regulatedSectors: ["lending", "health"] })).toBe(true);
    expect(lineApplies(nbfc, { ...india, regulatedSectors: ["health"] })).toBe(false);
    expect(lineApplies(nbfc, { ...india, regulatedSectors: [] })).toBe(false);
    const fincen = tagsOf("risk-us-regulatory-privacy", "FinCEN money services business registration and state money transmitter licences");
    expect(lineApplies(fincen, { ...us, regulatedSectors: ["crypto"] })).toBe(true);
    expect(lineApplies(fincen, { ...us, regulatedSectors: ["education"] })).toBe(false);
  });

  it("keeps an activity licence and a HIPAA agreement for a company in none of the listed sectors", () => {
    const none = { ...india, regulatedSectors: [] };
    expect(lineApplies(tagsOf("risk-sector-licences", "FSSAI licence or registration, for food businesses"), none)).toBe(true);
    const hipaa = tagsOf("risk-us-regulatory-privacy", "HIPAA business associate agreements with covered entities and vendors");
    expect(lineApplies(hipaa, { ...us, regulatedSectors: [] })).toBe(true);
    expect(lineApplies(hipaa, { ...us, regulatedSectors: [], healthData: false })).toBe(false);
  });

  it("reads the stored sector list: empty is not said, 'none' is in none", () => {
    expect(toSectors([])).toBeNull();
    expect(toSectors(null)).toBeNull();
    expect(toSectors(["none"])).toEqual([]);
    expect(toSectors(["lending", "unknown-sector"])).toEqual(["lending"]);
  });
});
