import type { ItemType } from "@/lib/spaces/schema/shared-space";

/** What a founder can drag or select for sharing (SPEC.md section 3, share payload item). */
export interface ShareableItem {
  itemType: ItemType;
  itemId: string;
  label: string;
  taskId?: string | null;
  phaseId?: string | null;
  category?: string | null;
}

export interface SharingPhase {
  id: string;
  name: string;
  icon: string | null;
  color: string | null;
}
