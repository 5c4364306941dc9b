import type { SharedSpaceItem, SharePayloadItem } from "@/lib/queries/shared-spaces";
import type { ShareableItem } from "./contract";

/** SPEC.md section 3 share payload item (the server rebuilds itemData from its own data). */
export function toSharePayload(item: ShareableItem): SharePayloadItem {
  return {
    itemType: item.itemType,
    itemId: item.itemId,
    taskId: item.taskId ?? null,
    phaseId: item.phaseId ?? null,
    category: item.category ?? null,
    label: item.label,
    ...(item.itemType === "task" ? { taskTitle: item.label } : {}),
  };
}

/** A stored item sent back as-is (PATCH replaces the list; snapshots are rebuilt from today's data). */
export function storedToPayload(item: SharedSpaceItem): SharePayloadItem {
  return { itemType: item.itemType, itemId: item.itemId, taskId: item.taskId, phaseId: item.phaseId, category: item.category };
}

export function itemIdentity(item: Pick<ShareableItem, "itemType" | "itemId">): string {
  return `${item.itemType}|${item.itemId}`;
}

/** `{origin}/shared/{code}` (SPEC.md section 9). */
export function shareLink(code: string, origin: string = typeof window === "undefined" ? "" : window.location.origin): string {
  return `${origin}/shared/${code}`;
}
