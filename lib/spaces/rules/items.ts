/** What a founder can share (SPEC.md section 3): the one place for the item types. */
export const ITEM_TYPES = ["task", "category", "phase", "document"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
