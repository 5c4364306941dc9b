/** @jest-environment node */
import { EMPTY_FACTS, lineApplies } from "./applicability";
import { countryTermsIn } from "./country-terms";
import { checklist } from "./index";
import { resolveTaskLines } from "./metadata";
import { COUNTRY_LINES, REPLACEMENTS } from "./replacements";

// A company with no country, or "Other", sees the core only: every line whose jurisdiction is
// unset or "core", under its task's title. None of that may name one country's law or forms.
const coreTasks = checklist.flatMap((phase) =>
  phase.tasks
    .map((task) => ({ task, core: resolveTaskLines(task).filter((line) => (line.tags.jurisdiction ?? "core") === "core") }))
    .filter(({ core }) => core.length > 0),
);

const hits = (label: string, text: string) => countryTermsIn(text).map((t) => `${label}: "${text}" names ${t.term} (${t.country})`);

describe("the jurisdiction-neutral core", () => {
  it("finds the core and recognises country terms (the check can fail)", () => {
    expect(coreTasks.length).toBeGreaterThan(40);
    expect(countryTermsIn("Register of members (MGT-1)").map((t) => t.term)).toEqual(["MGT-n"]);
    expect(countryTermsIn("Section 83(b) election filed with the IRS").map((t) => t.country)).toEqual(["US", "US"]);
    expect(countryTermsIn("Register of members / stock ledger, current")).toEqual([]);
    expect(countryTermsIn("Process map for the roadmap")).toEqual([]);
  });

  it("names no country's law, form, registry, tax or benefit in a core line", () => {
    const found = coreTasks.flatMap(({ task, core }) => core.flatMap((line) => hits(task.slug, line.name)));
    expect(found).toEqual([]);
  });

  it("names no country's law in the title of a task that shows core lines", () => {
    const found = coreTasks.flatMap(({ task }) => hits(task.slug, task.title));
    expect(found).toEqual([]);
  });
});

describe("overlays and the core", () => {
  const company = (country: "IN" | "US" | "UK" | "SG") => ({ ...EMPTY_FACTS, countryOfIncorporation: country });
  it.each(["IN", "US", "UK", "SG"] as const)("shows a company in %s no document line twice (an overlay's line replaces the core's)", (country) => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const phase of checklist)
      for (const task of phase.tasks)
        for (const line of resolveTaskLines(task)) {
          if (!lineApplies(line.tags, company(country))) continue;
          const key = line.name.toLowerCase();
          if (seen.has(key)) twice.push(`${line.name} (${seen.get(key)} and ${task.slug})`);
          else seen.set(key, task.slug);
        }
    expect(twice).toEqual([]);
  });
});

describe("core lines an overlay replaces", () => {
  const byTask = new Map(checklist.flatMap((p) => p.tasks).map((t) => [t.slug, resolveTaskLines(t)]));
  const line = (task: string, name: string) => byTask.get(task)?.find((l) => l.name === name);

  it("names a core line and, for each country, an overlay line of that country asking for the same document", () => {
    const bad: string[] = [];
    for (const [task, lines] of Object.entries(REPLACEMENTS))
      for (const [name, by] of Object.entries(lines)) {
        const core = line(task, name);
        if (!core || core.jurisdiction !== "core") bad.push(`${task}: ${name} is not a core line`);
        for (const r of by) if (line(r.task, r.line)?.jurisdiction !== r.country) bad.push(`${r.task}: ${r.line} is not a ${r.country} line`);
      }
    expect(bad).toEqual([]);
  });

  it("hides a replaced line only from a company incorporated in a country that replaces it", () => {
    const tags = { replacedIn: ["UK" as const] };
    expect(lineApplies(tags, { ...EMPTY_FACTS, countryOfIncorporation: "UK" })).toBe(false);
    expect(lineApplies(tags, { ...EMPTY_FACTS, countryOfIncorporation: "US" })).toBe(true);
    expect(lineApplies(tags, { ...EMPTY_FACTS, countryOfIncorporation: "OTHER" })).toBe(true);
    expect(lineApplies(tags, { ...EMPTY_FACTS, countryOfIncorporation: null })).toBe(true);
  });

  it("tags the base lines that name one country's law with that country and a source", () => {
    for (const [task, lines] of Object.entries(COUNTRY_LINES))
      for (const [name, meta] of Object.entries(lines))
        expect(line(task, name)).toMatchObject({ jurisdiction: meta.jurisdiction, source: meta.source });
  });
});
