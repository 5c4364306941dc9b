import { parseDocumentLines } from "@/lib/progress/rules";

import { documentSlugs } from "./document-slugs";
import { checklist } from "./index";
import type { ChecklistPhase, ChecklistTask, Jurisdiction, LineTags, LineValidity } from "./types";

/** A document line with its metadata resolved (line entry over task defaults; see types.ts). */
export interface ResolvedLine {
  index: number;
  name: string;
  slug: string;
  jurisdiction: Jurisdiction;
  tags: LineTags;
  source: string | null;
  asOf: string | null;
  /** How long the document stays current once provided (lines that lapse only). */
  validity: LineValidity | null;
}

export function resolveTaskLines(task: ChecklistTask): ResolvedLine[] {
  const slugs = documentSlugs(task.slug, task.description);
  return parseDocumentLines(task.description).map((line) => {
    const own = task.lines?.[line.name];
    const tags: LineTags = { ...task.tags, ...own?.tags };
    const source = own?.source ?? task.source ?? null;
    return {
      index: line.index,
      name: line.name,
      slug: slugs[line.index],
      jurisdiction: tags.jurisdiction ?? "core",
      tags,
      source,
      // A date records a check of the line's source: a line without one has no date to show.
      asOf: source ? (own?.asOf ?? task.asOf ?? null) : null,
      validity: own?.validity ?? null,
    };
  });
}

/** Something per line, by task slug, then document slug: how the server finds a stored line's metadata. */
export type LineIndex<T> = Map<string, Map<string, T>>;

/**
 * One index of the lines' metadata: `pick` says what a line carries (null: nothing, the line is
 * left out). A task none of whose lines carries anything is left out too, unless `keepEmpty`.
 */
function buildLineIndex<T>(phases: ChecklistPhase[], pick: (line: ResolvedLine) => T | null, keepEmpty = false): LineIndex<T> {
  const index: LineIndex<T> = new Map();
  for (const phase of phases) {
    for (const task of phase.tasks) {
      const lines = resolveTaskLines(task).flatMap((line) => {
        const value = pick(line);
        return value === null ? [] : [[line.slug, value] as const];
      });
      if (lines.length || keepEmpty) index.set(task.slug, new Map(lines));
    }
  }
  return index;
}

/** Tags of each line (every task of the checklist, so a known task with no lines is told apart from an unknown one). */
export type TagIndex = LineIndex<LineTags>;

export function buildTagIndex(phases: ChecklistPhase[]): TagIndex {
  return buildLineIndex(phases, (line) => line.tags, true);
}

/** A line's source and the day it was last checked against it (only lines that have a source). */
export interface LineProvenance {
  source: string;
  asOf: string | null;
}

/** Provenance of each sourced line (the popover on a document row). */
export type SourceIndex = LineIndex<LineProvenance>;

export function buildSourceIndex(phases: ChecklistPhase[]): SourceIndex {
  return buildLineIndex(phases, (line) => (line.source === null ? null : { source: line.source, asOf: line.asOf }));
}

/** Validity of the lines that lapse (the upload pre-fills expiry from it). */
type ValidityIndex = LineIndex<LineValidity>;

function buildValidityIndex(phases: ChecklistPhase[]): ValidityIndex {
  return buildLineIndex(phases, (line) => line.validity);
}

let shippedSources: SourceIndex | null = null;
/** The shipped checklist's source index (built once). */
export function shippedSourceIndex(): SourceIndex {
  shippedSources ??= buildSourceIndex(checklist);
  return shippedSources;
}

let shipped: TagIndex | null = null;
/** The shipped checklist's tag index (built once). */
export function shippedTagIndex(): TagIndex {
  shipped ??= buildTagIndex(checklist);
  return shipped;
}

let shippedValidity: ValidityIndex | null = null;
/** The shipped checklist's validity index (built once). */
export function shippedValidityIndex(): ValidityIndex {
  shippedValidity ??= buildValidityIndex(checklist);
  return shippedValidity;
}
