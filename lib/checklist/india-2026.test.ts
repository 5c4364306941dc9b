/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";

import { parseDocumentLines } from "@/lib/progress/rules";

import { documentSlugs } from "./document-slugs";
import { FROZEN_DOCUMENT_SLUGS } from "./document-slugs.data";
import { hasLine, INDIA_2026_REWORDINGS, rewordFrozenSlugs, rewordPhaseText } from "./india-2026-rewordings";
import { india2026Overlay } from "./india-2026";
import { basePhases } from "./index";
import { resolveTaskLines } from "./metadata";
import { sgOverlay } from "./overlays/sg";
import { ukOverlay } from "./overlays/uk";

const dir = __dirname;
const baseTask = (slug: string) => basePhases.flatMap((p) => p.tasks).find((t) => t.slug === slug);

describe("India 2026 rewordings of existing lines", () => {
  it.each(INDIA_2026_REWORDINGS)("$task: the line exists (reworded or not), with a frozen slug, a source and a date", (r) => {
    const task = baseTask(r.task)!;
    expect(task).toBeDefined();
    const names = parseDocumentLines(task.description).map((l) => l.name);
    expect(names.includes(r.from) || names.includes(r.to)).toBe(true);
    expect(Object.values(FROZEN_DOCUMENT_SLUGS[r.task])).toEqual(expect.arrayContaining([names.includes(r.from) ? r.from : r.to]));
    expect(r.to).not.toBe(r.from);
    expect(r.source.length).toBeGreaterThan(10);
    expect(r.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("keeps every reworded line's slug when the rewordings are applied to the files", () => {
    let frozenText = readFileSync(path.join(dir, "document-slugs.data.ts"), "utf8");
    const phaseText = new Map<string, string>();
    for (const r of INDIA_2026_REWORDINGS) {
      const file = path.join(dir, "phases", `${r.phase}.ts`);
      phaseText.set(file, rewordPhaseText(phaseText.get(file) ?? readFileSync(file, "utf8"), r));
      frozenText = rewordFrozenSlugs(frozenText, r);
    }
    for (const r of INDIA_2026_REWORDINGS) {
      const text = phaseText.get(path.join(dir, "phases", `${r.phase}.ts`))!;
      expect([hasLine(text, r.to), hasLine(text, r.from)]).toEqual([true, false]);
      expect(frozenText).toContain(`: ${JSON.stringify(r.to)},`);
      // The reworded description resolves the line to the slug the old text had.
      const task = baseTask(r.task)!;
      const before = documentSlugs(task.slug, task.description);
      const reworded = parseDocumentLines(task.description).some((l) => l.name === r.from)
        ? task.description.replace(new RegExp(`^- ${r.from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m"), `- ${r.to}`)
        : task.description;
      const frozen = {
        ...FROZEN_DOCUMENT_SLUGS,
        [r.task]: Object.fromEntries(Object.entries(FROZEN_DOCUMENT_SLUGS[r.task]).map(([s, t]) => [s, t === r.from ? r.to : t])),
      };
      expect(documentSlugs(task.slug, reworded, frozen)).toEqual(before);
    }
  });
});

describe("India 2026, UK and Singapore content", () => {
  const lines = (o: typeof ukOverlay) => o.tasks.flatMap((t) => resolveTaskLines(t));

  it.each([
    ["IN", india2026Overlay],
    ["UK", ukOverlay],
    ["SG", sgOverlay],
  ] as const)("%s: at least 60 of its own lines, each with a source and a checked date", (code, overlay) => {
    const own = lines(overlay).filter((l) => l.jurisdiction === code);
    expect(own.length).toBeGreaterThanOrEqual(60);
    // Each line's own review date (lines corrected later carry a later one), never in the future.
    const checked = (asOf: string | null) => /^\d{4}-\d{2}-\d{2}$/.test(asOf ?? "") && asOf! >= "2026-11-24" && Date.parse(asOf!) <= Date.now();
    for (const l of own) expect([l.name, l.source && l.source.length > 5, checked(l.asOf)]).toEqual([l.name, true, true]);
  });

  it("names the 2025-26 changes the issue lists, with their dates", () => {
    const text = lines(india2026Overlay)
      .map((l) => `${l.name} | ${l.source}`)
      .join("\n");
    const rewordings = INDIA_2026_REWORDINGS.map((r) => `${r.to} | ${r.source}`).join("\n");
    for (const needle of [
      "21 November 2025",
      "Form 138",
      "G.S.R. 943(E)",
      "Press Note 2 (2026",
      "13 November 2025",
      "r.9B",
      "PAS-6",
      "BEN-3",
      "Form DI",
      "G.S.R. 108(E)",
    ]) {
      expect(`${text}\n${rewordings}`).toContain(needle);
    }
    const uk = lines(ukOverlay)
      .map((l) => `${l.name} | ${l.source}`)
      .join("\n");
    for (const needle of ["SH01", "CS01", "PSC01", "PSC09", "SEIS1", "EIS1", "18 November 2025", "6 July", "92 days"]) expect(uk).toContain(needle);
    const sg = lines(sgOverlay)
      .map((l) => `${l.name} | ${l.source}`)
      .join("\n");
    for (const needle of [
      "BizFile+",
      "registrable controllers",
      "nominee directors",
      "nominee shareholders",
      "Return of allotment",
      "Form C-S",
      "CPF",
      "Employment Pass",
      "s.26D",
    ])
      expect(sg).toContain(needle);
  });

  it("keeps core investor-request lines free of any country's jurisdiction", () => {
    const core = lines(india2026Overlay)
      .filter((l) => l.jurisdiction === "core")
      .map((l) => l.name);
    expect(core).toEqual(
      expect.arrayContaining([
        "Data-room index mapping each folder to the investor's request list",
        "Invoices and payment records for finder and broker fees",
      ]),
    );
  });
});
