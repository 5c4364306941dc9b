import { parseDocumentLines } from "@/lib/domain/documents";

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

/** Tags of each line by task slug, then document slug: how the server finds a stored line's tags. */
export type TagIndex = Map<string, Map<string, LineTags>>;

export function buildTagIndex(phases: ChecklistPhase[]): TagIndex {
  const index: TagIndex = new Map();
  for (const phase of phases) {
    for (const task of phase.tasks) {
      index.set(task.slug, new Map(resolveTaskLines(task).map((line) => [line.slug, line.tags])));
    }
  }
  return index;
}

/** A line's source and the day it was last checked against it (only lines that have a source). */
export interface LineProvenance {
  source: string;
  asOf: string | null;
}

/** Provenance of each sourced line by task slug, then document slug (the popover on a document row). */
export type SourceIndex = Map<string, Map<string, LineProvenance>>;

export function buildSourceIndex(phases: ChecklistPhase[]): SourceIndex {
  const index: SourceIndex = new Map();
  for (const phase of phases) {
    for (const task of phase.tasks) {
      const sourced = resolveTaskLines(task).filter((line) => line.source !== null);
      if (sourced.length) index.set(task.slug, new Map(sourced.map((line) => [line.slug, { source: line.source!, asOf: line.asOf }])));
    }
  }
  return index;
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

/** Validity of the lines that lapse, by task slug, then document slug (only tasks that have one). */
type ValidityIndex = Map<string, Map<string, LineValidity>>;

let shippedValidity: ValidityIndex | null = null;
/** The shipped checklist's validity index (built once). */
export function shippedValidityIndex(): ValidityIndex {
  if (!shippedValidity) {
    shippedValidity = new Map();
    for (const task of checklist.flatMap((phase) => phase.tasks)) {
      const lines = resolveTaskLines(task).flatMap((line) => (line.validity ? [[line.slug, line.validity] as const] : []));
      if (lines.length) shippedValidity.set(task.slug, new Map(lines));
    }
  }
  return shippedValidity;
}
