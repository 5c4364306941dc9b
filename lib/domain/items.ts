/**
 * What a founder can share (SPEC.md section 3) and how tasks group: the one place for the item
 * types and the default category.
 */
export const ITEM_TYPES = ["task", "category", "phase", "document"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The category tasks without a category fall under (the phase page and the shared view group them the same way). */
export const DEFAULT_CATEGORY = "General";

export function categoryOf(task: { category?: string | null }): string {
  return task.category?.trim() || DEFAULT_CATEGORY;
}
