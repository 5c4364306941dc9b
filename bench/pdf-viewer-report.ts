/** What bench/pdf-viewer.ts measures, and how a run is told: one sentence for the bench report, a page for docs/PERFORMANCE-VIEWER.md. */
import os from "node:os";
import { PDF_VIEWER_JUMP_MAX_MS, PDF_VIEWER_MAX_RATIO } from "./budgets";

export interface ViewerRound {
  oursMs: number;
  builtInMs: number;
  /** Our viewer's performance mark (first canvas draw finished), ms from the click. */
  oursMarkMs: number;
  ratio: number;
  /** Ms from Enter in "Go to page" (JUMP_PAGE) to that page drawn. */
  jumpMs: number;
}

export interface PdfViewerBenchResult {
  pages: number;
  bytes: number;
  rounds: ViewerRound[];
  median: { oursMs: number; builtInMs: number; oursMarkMs: number; ratio: number };
  pass: boolean;
  onDemand: { firstLoadScripts: number; pdfjsInFirstLoad: string[]; pdfjsOnOpen: string[]; pass: boolean };
  jump: { page: number; medianMs: number; pass: boolean };
  chromium: string;
  load: [number, number];
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

export function describePdfViewer(r: PdfViewerBenchResult): string {
  const rows = r.rounds.map((x, i) => `${i + 1}: ${x.oursMs} / ${x.builtInMs} ms = ${x.ratio}x`).join("; ");
  return (
    `PDF viewer (Chromium ${r.chromium} headless, ${r.pages} pages, ${round(r.bytes / 1024 / 1024, 1)} MB, median of ${r.rounds.length} alternating rounds): ` +
    `first page shown in our viewer ${r.median.oursMs} ms after the click (its own mark: ${r.median.oursMarkMs} ms), in Chromium's PDF viewer ${r.median.builtInMs} ms after navigating to the same URL; ` +
    `median ratio ${r.median.ratio}x (target <= ${PDF_VIEWER_MAX_RATIO}x: ${r.pass ? "PASS" : "FAIL"}; rounds ours / Chromium ${rows}). ` +
    `Page ${r.jump.page} drawn ${r.jump.medianMs} ms after Enter in "Go to page" (target <= ${PDF_VIEWER_JUMP_MAX_MS} ms: ${r.jump.pass ? "PASS" : "FAIL"}). ` +
    `pdf.js on demand: ${r.onDemand.firstLoadScripts} scripts before the click, pdf.js in ${r.onDemand.pdfjsInFirstLoad.length ? r.onDemand.pdfjsInFirstLoad.join(", ") : "none of them"}; ` +
    `loaded on opening: ${r.onDemand.pdfjsOnOpen.join(", ") || "nothing"} (${r.onDemand.pass ? "PASS" : "FAIL"}). Machine load ${r.load[0]} -> ${r.load[1]}.`
  );
}

/** The figures of one run as docs/PERFORMANCE-VIEWER.md: when, with what, the sentence above and every round. */
export function viewerReport(r: PdfViewerBenchResult, args: string): string {
  return [
    "# PDF viewer benchmark (bench/pdf-viewer.ts)",
    "",
    `Run ${new Date().toISOString()} with \`npx tsx bench/pdf-viewer.ts ${args}\` on ${os.availableParallelism()} cores; figures from a`,
    "loaded machine are not comparable: the lead's runs are made alone.",
    "",
    describePdfViewer(r),
    "",
    "```json",
    JSON.stringify(r, null, 1),
    "```",
    "",
  ].join("\n");
}
