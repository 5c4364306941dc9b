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
    return {
      index: line.index,
      name: line.name,
      slug: slugs[line.index],
      jurisdiction: tags.jurisdiction ?? "core",
      tags,
      source: own?.source ?? task.source ?? null,
      asOf: own?.asOf ?? task.asOf ?? null,
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
