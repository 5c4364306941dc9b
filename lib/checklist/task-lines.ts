import { isTaskApplicable, notApplicableLines, type CompanyFacts } from "@/lib/checklist/applicability";
import { documentSlugs } from "@/lib/checklist/document-slugs";
import { shippedTagIndex } from "@/lib/checklist/metadata";

// Which lines of a stored task apply to a company: the checklist's rules (lib/checklist/applicability.ts)
// applied to a task as the database holds it. Pure: every reader and writer of progress asks here.

/** A stored task as the applicability needs it. */
export interface StoredTaskRef {
  slug: string | null;
  description: string | null;
  documentSlugs: unknown;
}

/** The slug of each document line of a stored task, by index (frozen at seed time, else derived). */
export function slugsOf(task: StoredTaskRef): string[] {
  if (Array.isArray(task.documentSlugs) && task.documentSlugs.every((s) => typeof s === "string")) return task.documentSlugs as string[];
  return task.slug ? documentSlugs(task.slug, task.description) : [];
}

/** Line indices of a stored task that do not apply to the company. */
export function taskNotApplicable(task: StoredTaskRef, facts: CompanyFacts, index = shippedTagIndex()): number[] {
  if (!task.slug) return [];
  return notApplicableLines({ slug: task.slug, documentSlugs: slugsOf(task) }, facts, index);
}

const excludedByFacts = new Map<string, Set<string>>();

/**
 * Slugs of the shipped tasks none of whose lines apply to a company with these facts, memoised
 * per distinct set of facts (there are few): the phase figures need it on every dashboard load.
 */
export function notApplicableTaskSlugs(facts: CompanyFacts, index = shippedTagIndex()): Set<string> {
  const key = JSON.stringify(facts);
  let slugs = excludedByFacts.get(key);
  if (!slugs) {
    slugs = new Set();
    for (const [slug, lines] of index) {
      const na = notApplicableLines({ slug, documentSlugs: [...lines.keys()] }, facts, index);
      if (!isTaskApplicable(lines.size, na)) slugs.add(slug);
    }
    if (excludedByFacts.size > 500) excludedByFacts.clear();
    excludedByFacts.set(key, slugs);
  }
  return slugs;
}
