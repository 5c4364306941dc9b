/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";

import { parseDocumentLines } from "@/lib/progress/rules";

import { EMPTY_FACTS, lineApplies, notApplicableLines, type CompanyFacts } from "./applicability";
import { documentSlugs } from "./document-slugs";
import { checklist } from "./index";
import { resolveTaskLines, shippedTagIndex } from "./metadata";
import { ROUND_TAGS } from "./round-tags";
import { FACT_FLAGS } from "./types";

/**
 * The round a company is raising sizes its list: the required documents that apply to it, counted
 * the way the product counts them (every document line of a task, minus the lines that do not
 * apply: lib/data/applicability.ts), for the profiles docs/CHECKLIST.md reports. Facts a founder
 * has not given (foreign investors, subsidiaries, regulated sectors, property, card, health or
 * EU/UK personal data, government customers, debt) stay unknown, so every line they condition
 * still counts: the figures are the most a company of that profile can face. The profiles marked
 * "every fact no" answered each of those facts with no, and face fewer.
 */
const SEED_LIMIT = 150;
const SERIES_A_LIMIT = 250;

interface Profile {
  name: string;
  /** null: reported, no target (India's list is longer by law; "Other" sees the core only). */
  limit: number | null;
  facts: CompanyFacts;
}

const company = (country: "US" | "UK" | "SG" | "IN" | "OTHER", stage: "seed" | "series-a"): CompanyFacts => ({
  ...EMPTY_FACTS,
  countryOfIncorporation: country,
  entityType: country === "US" ? "c-corp" : country === "OTHER" ? null : "private-limited",
  headcountBand: stage === "seed" ? "1-9" : "20-49",
  stage,
});

/** The same company having answered every yes/no fact with no and named no regulated sector. */
const sayingNo = (facts: CompanyFacts): CompanyFacts => ({
  ...facts,
  ...Object.fromEntries(FACT_FLAGS.map((flag) => [flag, false])),
  foreignInvestors: false,
  hasSubsidiaries: false,
  regulatedSectors: [],
});
const NO_FACTS = ", every fact no";

const PROFILES: Profile[] = [
  { name: "US Delaware C-corp, seed, 1-9 people", limit: SEED_LIMIT, facts: company("US", "seed") },
  { name: "UK private limited company, seed, 1-9 people", limit: SEED_LIMIT, facts: company("UK", "seed") },
  { name: "Singapore private limited company, seed, 1-9 people", limit: SEED_LIMIT, facts: company("SG", "seed") },
  { name: "US Delaware C-corp, Series A, 20-49 people", limit: SERIES_A_LIMIT, facts: company("US", "series-a") },
  { name: "UK private limited company, Series A, 20-49 people", limit: SERIES_A_LIMIT, facts: company("UK", "series-a") },
  { name: "Singapore private limited company, Series A, 20-49 people", limit: SERIES_A_LIMIT, facts: company("SG", "series-a") },
  { name: "Other country (the neutral core), seed, 1-9 people", limit: SEED_LIMIT, facts: company("OTHER", "seed") },
  { name: "Other country (the neutral core), Series A, 20-49 people", limit: SERIES_A_LIMIT, facts: company("OTHER", "series-a") },
  { name: "Indian private limited company, seed, 1-9 people", limit: null, facts: company("IN", "seed") },
  { name: "Indian private limited company, Series A, 20-49 people", limit: null, facts: company("IN", "series-a") },
  { name: `US Delaware C-corp, seed, 1-9 people${NO_FACTS}`, limit: SEED_LIMIT, facts: sayingNo(company("US", "seed")) },
  { name: `UK private limited company, seed, 1-9 people${NO_FACTS}`, limit: SEED_LIMIT, facts: sayingNo(company("UK", "seed")) },
  { name: `Singapore private limited company, seed, 1-9 people${NO_FACTS}`, limit: SEED_LIMIT, facts: sayingNo(company("SG", "seed")) },
  { name: `US Delaware C-corp, Series A, 20-49 people${NO_FACTS}`, limit: SERIES_A_LIMIT, facts: sayingNo(company("US", "series-a")) },
  { name: `UK private limited company, Series A, 20-49 people${NO_FACTS}`, limit: SERIES_A_LIMIT, facts: sayingNo(company("UK", "series-a")) },
  {
    name: `Singapore private limited company, Series A, 20-49 people${NO_FACTS}`,
    limit: SERIES_A_LIMIT,
    facts: sayingNo(company("SG", "series-a")),
  },
  { name: `Indian private limited company, seed, 1-9 people${NO_FACTS}`, limit: null, facts: sayingNo(company("IN", "seed")) },
  { name: `Indian private limited company, Series A, 20-49 people${NO_FACTS}`, limit: null, facts: sayingNo(company("IN", "series-a")) },
];

function requiredDocuments(facts: CompanyFacts): number {
  const index = shippedTagIndex();
  let count = 0;
  for (const phase of checklist)
    for (const task of phase.tasks) {
      const slugs = documentSlugs(task.slug, task.description);
      count += slugs.length - notApplicableLines({ slug: task.slug, documentSlugs: slugs }, facts, index).length;
    }
  return count;
}

const counts = PROFILES.map((profile) => ({ ...profile, count: requiredDocuments(profile.facts) }));

describe("the list sized to the round", () => {
  it("prints the required documents per profile", () => {
    console.log(counts.map((c) => `${c.name}: ${c.count} required documents (limit ${c.limit ?? "none"})`).join("\n"));
    expect(counts.every((c) => c.count > 60)).toBe(true);
  });

  it.each(counts.filter((c) => c.limit !== null))("asks $name for at most $limit required documents", ({ count, limit }) => {
    expect(count).toBeLessThanOrEqual(limit!);
  });

  it("asks a Series A company for more than a seed company, and a company whose stage is unknown for everything", () => {
    for (const country of ["US", "UK", "SG"] as const) {
      const seed = requiredDocuments(company(country, "seed"));
      const seriesA = requiredDocuments(company(country, "series-a"));
      const unknown = requiredDocuments({ ...company(country, "seed"), stage: null, headcountBand: null });
      expect(seriesA).toBeGreaterThan(seed);
      expect(unknown).toBeGreaterThan(seriesA);
    }
  });

  it("asks a company that answered every fact with no for fewer documents than one that has not said", () => {
    for (const profile of PROFILES.filter((p) => p.name.endsWith(NO_FACTS))) {
      const unsaid = counts.find((c) => `${c.name}${NO_FACTS}` === profile.name)!;
      expect(requiredDocuments(profile.facts)).toBeLessThan(unsaid.count);
    }
  });

  it("keeps SOC 2, ISO 27001 and three years of audited accounts for Series A and later", () => {
    const lines = checklist.flatMap((p) => p.tasks.flatMap((t) => resolveTaskLines(t)));
    for (const text of [
      "SOC 2 Type II report",
      "ISO/IEC 27001 certificate",
      "Audited financial statements with notes for the last three financial years",
    ]) {
      const { tags } = lines.find((l) => l.name === text)!;
      expect(lineApplies(tags, company("US", "seed"))).toBe(false);
      expect(lineApplies(tags, company("US", "series-a"))).toBe(true);
      expect(lineApplies(tags, { ...EMPTY_FACTS, countryOfIncorporation: "US" })).toBe(true);
    }
  });

  it("names only lines the tasks have", () => {
    const tasks = new Map(checklist.flatMap((p) => p.tasks).map((t) => [t.slug, new Set(parseDocumentLines(t.description).map((l) => l.name))]));
    const unknown = Object.entries(ROUND_TAGS).flatMap(([slug, round]) =>
      [...(round.seriesA ?? []), ...(round.seriesB ?? [])].filter((text) => !tasks.get(slug)?.has(text)).map((text) => `${slug}: ${text}`),
    );
    expect(unknown).toEqual([]);
  });

  it("prints the same counts in docs/CHECKLIST.md", () => {
    const doc = readFileSync(path.join(__dirname, "../../docs/CHECKLIST.md"), "utf8");
    for (const c of counts) expect(doc).toContain(`| ${c.name} | ${c.count} | ${c.limit ?? "none"} |`);
  });
});
