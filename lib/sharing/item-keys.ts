import type { ItemType } from "@/lib/spaces/schema/shared-space";

/**
 * Two items are the same when they have the same type and point at the same thing (same task,
 * same phase, same category of a phase, same document of a task): SPEC.md section 5's rule of
 * "same taskId, phaseId and category", extended so two documents of one task stay distinct.
 */
export function itemKey(item: { itemType: string; itemId: string }): string {
  return `${item.itemType}|${item.itemId}`;
}

export function categoryItemId(phaseId: string, category: string): string {
  return `${phaseId}:${category}`;
}

export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  task: "Task",
  category: "Section",
  phase: "Phase",
  document: "Document",
};
