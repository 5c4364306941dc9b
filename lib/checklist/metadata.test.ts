/** @jest-environment node */
import { STAGE_VALUES } from "@/lib/company/rules/stages";
import { parseDocumentLines } from "@/lib/progress/rules";

import { lineApplies, EMPTY_FACTS } from "./applicability";
import { documentSlugs } from "./document-slugs";
import { checklist, ENTITY_TYPES, FACT_FLAGS, HEADCOUNT_BANDS, JURISDICTIONS, PHASE_SLUGS, REGULATED_SECTORS } from "./index";
import { resolveTaskLines } from "./metadata";
import { applyOverlays, defineOverlay, doc, overlayTask } from "./overlay";
import { overlays } from "./overlays";

const tasks = checklist.flatMap((phase) => phase.tasks);
const lines = tasks.flatMap((task) => resolveTaskLines(task).map((line) => ({ task: task.slug, ...line })));
const TAG_KEYS = [
  "jurisdiction",
  "stages",
  "foreignInvestment",
  "minHeadcount",
  "regulatedSector",
  "sectors",
  "hasSubsidiaries",
  "entityTypes",
  "replacedIn",
  ...FACT_FLAGS,
];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe("checklist line metadata", () => {
  it("gives every legal line (jurisdiction other than core) a source and a valid past as-of date", () => {
    const missing = lines
      .filter((l) => l.jurisdiction !== "core")
      .filter(
        (l) =>
          !l.source ||
          l.source.trim().length < 6 ||
          !l.asOf ||
          !ISO_DATE.test(l.asOf) ||
          Number.isNaN(Date.parse(l.asOf)) ||
          Date.parse(l.asOf) > Date.now(),
      )
      .map((l) => `${l.task}: ${l.name}`);
    expect(missing).toEqual([]);
  });

  it("dates only lines that have a source (no borrowed as-of stamp)", () => {
    expect(lines.filter((l) => !l.source && l.asOf).map((l) => `${l.task}: ${l.name}`)).toEqual([]);
  });

  it("gives each Indian line of the base phases a source of its own, not its task's list of Acts", async () => {
    const { basePhases } = await import("./index");
    const baseSlugs = new Set(basePhases.flatMap((p) => p.tasks.map((t) => t.slug)));
    const shared = tasks
      .filter((task) => baseSlugs.has(task.slug))
      .flatMap((task) => resolveTaskLines(task).filter((l) => l.jurisdiction === "IN" && !task.lines?.[l.name]?.source))
      .map((l) => l.name);
    expect(shared).toEqual([]);
  });

  it("uses only known tags with valid values", () => {
    const bad: string[] = [];
    for (const l of lines) {
      const t = l.tags;
      for (const key of Object.keys(t)) if (!TAG_KEYS.includes(key)) bad.push(`${l.task}: unknown tag ${key}`);
      if (!JURISDICTIONS.includes(l.jurisdiction)) bad.push(`${l.task}: jurisdiction ${l.jurisdiction}`);
      for (const stage of t.stages ?? []) if (!STAGE_VALUES.includes(stage)) bad.push(`${l.task}: stage ${stage}`);
      if (t.minHeadcount && !HEADCOUNT_BANDS.includes(t.minHeadcount)) bad.push(`${l.task}: band ${t.minHeadcount}`);
      for (const type of t.entityTypes ?? []) if (!ENTITY_TYPES.includes(type)) bad.push(`${l.task}: entity type ${type}`);
      for (const country of t.replacedIn ?? [])
        if ((country as string) === "core" || !JURISDICTIONS.includes(country)) bad.push(`${l.task}: replacedIn ${country}`);
      for (const sector of t.sectors ?? []) if (!REGULATED_SECTORS.includes(sector)) bad.push(`${l.task}: sector ${sector}`);
      for (const key of ["foreignInvestment", "regulatedSector", "hasSubsidiaries", ...FACT_FLAGS] as const) {
        if (t[key] !== undefined && typeof t[key] !== "boolean") bad.push(`${l.task}: ${key}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("keys per-line metadata only by a line the task has (no orphaned source after a rewording)", () => {
    const orphans = tasks.flatMap((task) => {
      const names = new Set(parseDocumentLines(task.description).map((l) => l.name));
      return Object.keys(task.lines ?? {})
        .filter((name) => !names.has(name))
        .map((name) => `${task.slug}: ${name}`);
    });
    expect(orphans).toEqual([]);
  });

  it("keeps document slugs unique within each task and task slugs unique overall", () => {
    for (const task of tasks) {
      const slugs = documentSlugs(task.slug, task.description);
      expect({ task: task.slug, unique: new Set(slugs).size }).toEqual({ task: task.slug, unique: slugs.length });
    }
    expect(new Set(tasks.map((t) => t.slug)).size).toBe(tasks.length);
  });
});

describe("jurisdiction overlays", () => {
  // India's overlay is the base checklist's IN lines plus any additions (india-2026), so the
  // >= 60 floor applies to it through the per-jurisdiction count below, not to the additions alone.
  const foreign = overlays.filter((o) => o.jurisdiction !== "IN");

  it("gives each foreign overlay present at least 60 documents, all in existing phases", () => {
    for (const overlay of overlays) {
      for (const task of overlay.tasks) {
        expect(PHASE_SLUGS).toContain(task.phase);
        expect(task.slug.startsWith(`${task.phase}-`)).toBe(true);
        const phase = checklist.find((p) => p.slug === task.phase)!;
        expect(phase.tasks.some((t) => t.slug === task.slug)).toBe(true);
      }
    }
    for (const overlay of foreign) {
      const count = overlay.tasks.reduce((n, t) => n + parseDocumentLines(t.description).length, 0);
      expect({ overlay: overlay.jurisdiction, atLeast60: count >= 60 }).toEqual({ overlay: overlay.jurisdiction, atLeast60: true });
      for (const task of overlay.tasks) expect(task.slug.startsWith(`${task.phase}-${overlay.jurisdiction.toLowerCase()}-`)).toBe(true);
    }
  });

  it("has each foreign overlay's lines tagged with its jurisdiction unless a line says otherwise", () => {
    for (const overlay of foreign) {
      const own = overlay.tasks.flatMap((t) => resolveTaskLines(t)).filter((l) => l.jurisdiction === overlay.jurisdiction);
      expect({ overlay: overlay.jurisdiction, atLeast60: own.length >= 60 }).toEqual({ overlay: overlay.jurisdiction, atLeast60: true });
    }
  });

  it("counts documents per jurisdiction", () => {
    const counts = Object.fromEntries(JURISDICTIONS.map((j) => [j, lines.filter((l) => l.jurisdiction === j).length]));
    expect(counts.core).toBeGreaterThan(0);
    expect(counts.IN).toBeGreaterThanOrEqual(60);
    for (const overlay of overlays) expect({ [overlay.jurisdiction]: counts[overlay.jurisdiction] >= 60 }).toEqual({ [overlay.jurisdiction]: true });
  });

  it("builds a task whose description and metadata agree, and merges it into its phase by order", () => {
    const overlay = defineOverlay("SG", [
      overlayTask({
        phase: "legal",
        slug: "legal-sg-x",
        title: "X",
        category: "Incorporation",
        priority: "high",
        estimatedDays: 1,
        order: 301,
        summary: "Why.",
        asOf: "2026-01-01",
        documents: [doc("Form A filing receipt", "Act 1, s. 2"), doc("Plain policy", undefined, { tags: { jurisdiction: "core" } })],
      }),
    ]);
    const [task] = overlay.tasks;
    expect(task.description).toBe("Why.\n- Form A filing receipt\n- Plain policy");
    expect(resolveTaskLines(task).map((l) => [l.jurisdiction, l.source, l.asOf])).toEqual([
      ["SG", "Act 1, s. 2", "2026-01-01"],
      // The task's date is a check of a source: the line with none borrows no date.
      ["core", null, null],
    ]);
    const [legal] = applyOverlays(checklist.slice(0, 1), [overlay]);
    expect(legal.tasks.at(-1)?.slug === "legal-sg-x" || legal.tasks.some((t) => t.slug === "legal-sg-x")).toBe(true);
    expect(legal.tasks.map((t) => t.order)).toEqual([...legal.tasks.map((t) => t.order)].sort((a, b) => a - b));
  });
});

describe("line applicability", () => {
  const facts = { ...EMPTY_FACTS };
  it("shows only the core to a company with no country, and to one incorporated elsewhere ('Other')", () => {
    expect(lineApplies(undefined, facts)).toBe(true);
    expect(lineApplies({ jurisdiction: "core" }, facts)).toBe(true);
    for (const country of ["IN", "US", "UK", "SG"] as const) {
      expect(lineApplies({ jurisdiction: country }, facts)).toBe(false);
      expect(lineApplies({ jurisdiction: country }, { ...facts, countryOfIncorporation: "OTHER" })).toBe(false);
    }
    expect(lineApplies({ jurisdiction: "IN" }, { ...facts, countryOfIncorporation: "IN" })).toBe(true);
  });

  it("follows incorporation and countries of operation", () => {
    const us = { ...facts, countryOfIncorporation: "US" as const };
    expect(lineApplies({ jurisdiction: "IN" }, us)).toBe(false);
    expect(lineApplies({ jurisdiction: "US" }, us)).toBe(true);
    expect(lineApplies({ jurisdiction: "IN" }, { ...us, countriesOfOperation: ["IN"] })).toBe(true);
  });

  it("hides a conditional line only when the fact is known and says no", () => {
    expect(lineApplies({ foreignInvestment: true }, facts)).toBe(true);
    expect(lineApplies({ foreignInvestment: true }, { ...facts, foreignInvestors: false })).toBe(false);
    expect(lineApplies({ foreignInvestment: true }, { ...facts, foreignInvestors: true })).toBe(true);
    expect(lineApplies({ minHeadcount: "10-19" }, { ...facts, headcountBand: "1-9" })).toBe(false);
    expect(lineApplies({ minHeadcount: "10-19" }, { ...facts, headcountBand: "20-49" })).toBe(true);
    expect(lineApplies({ regulatedSector: true }, { ...facts, regulatedSectors: [] })).toBe(false);
    expect(lineApplies({ hasSubsidiaries: true }, { ...facts, hasSubsidiaries: false })).toBe(false);
    expect(lineApplies({ stages: ["series-a", "series-b"] }, { ...facts, stage: "seed" })).toBe(false);
    expect(lineApplies({ stages: ["series-a"] }, { ...facts, stage: "series-a" })).toBe(true);
    // A stage typed as free text that names no round is unknown, and unknown facts hide nothing.
    expect(lineApplies({ stages: ["series-a"] }, { ...facts, stage: "Bootstrapped" })).toBe(true);
    expect(lineApplies({ entityTypes: ["c-corp"] }, { ...facts, entityType: "llc" })).toBe(false);
    expect(lineApplies({ entityTypes: ["c-corp"] }, { ...facts, entityType: "c-corp" })).toBe(true);
    expect(lineApplies({ entityTypes: ["c-corp"] }, facts)).toBe(true);
  });
});

describe("India tags", () => {
  it("names only lines that exist, and tags a share of the base lines as Indian law", async () => {
    const { INDIA_TASKS } = await import("./india-tags");
    const { basePhases } = await import("./index");
    const base = new Map(basePhases.flatMap((p) => p.tasks).map((t) => [t.slug, new Set(parseDocumentLines(t.description).map((l) => l.name))]));
    const unknown: string[] = [];
    for (const [slug, entry] of Object.entries(INDIA_TASKS)) {
      const names = base.get(slug);
      if (!names) {
        unknown.push(slug);
        continue;
      }
      for (const text of [...Object.keys(entry.only ?? {}), ...(entry.core ?? []), ...Object.keys(entry.lines ?? {})])
        if (!names.has(text)) unknown.push(`${slug}: ${text}`);
    }
    expect(unknown).toEqual([]);
    const baseSlugs = new Set(base.keys());
    const baseLines = lines.filter((l) => baseSlugs.has(l.task));
    const indian = baseLines.filter((l) => l.jurisdiction === "IN").length;
    expect(indian / baseLines.length).toBeGreaterThan(0.35);
    expect(indian / baseLines.length).toBeLessThan(0.65);
  });
});
