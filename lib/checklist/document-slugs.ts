import { parseDocumentLines } from "@/lib/progress/rules";

import { FROZEN_DOCUMENT_SLUGS } from "./document-slugs.data";
import type { FrozenSlugs } from "./types";

/**
 * Stable identity of a task's document lines. Stored documents are keyed by position on the wire
 * (`{taskId}-doc-{lineIndex}`, SPEC.md); each line also has a slug, derived from its text once and
 * then frozen in document-slugs.data.ts, so the seeder can tell where a line went when lines are
 * inserted, removed or reordered and move every stored upload with its line (lib/db/seed.ts).
 *
 * Editing a line's wording: change the text in document-slugs.data.ts too (the slug stays, and so
 * do the founders' files). Adding a line: run `npx tsx lib/checklist/freeze-slugs.ts`.
 */
export type { FrozenSlugs };

const MAX_SLUG = 64;

/** "Board resolution (Form MGT-14)" -> "board-resolution-form-mgt-14", cut at a word under 64 chars. */
export function slugifyDocument(name: string): string {
  const full = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (full.length <= MAX_SLUG) return full || "document";
  const cut = full.slice(0, MAX_SLUG + 1);
  const end = cut.lastIndexOf("-");
  return end > 0 ? cut.slice(0, end) : full.slice(0, MAX_SLUG);
}

/**
 * The slug of each document line of `description`, by line index. A line whose text is frozen for
 * this task keeps its frozen slug; any other line gets one derived from its text, made unique
 * within the task.
 */
export function documentSlugs(taskSlug: string, description: string | null | undefined, frozen: FrozenSlugs = FROZEN_DOCUMENT_SLUGS): string[] {
  const lines = parseDocumentLines(description);
  const bySlug = frozen[taskSlug] ?? {};
  const byText = new Map(Object.entries(bySlug).map(([slug, text]) => [text, slug]));
  const taken = new Set<string>();
  const slugs: (string | undefined)[] = lines.map((line) => {
    const slug = byText.get(line.name);
    if (slug === undefined || taken.has(slug)) return undefined;
    taken.add(slug);
    return slug;
  });
  return lines.map((line, i) => {
    const known = slugs[i];
    if (known) return known;
    const base = slugifyDocument(line.name);
    let slug = base;
    // Never reuse a frozen slug of this task for another text: it may name a line that comes back.
    for (let n = 2; taken.has(slug) || (slug in bySlug && bySlug[slug] !== line.name); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}
