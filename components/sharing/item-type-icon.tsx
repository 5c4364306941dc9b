import { FileText, FolderOpen, Layers, ListChecks } from "lucide-react";
import { ITEM_TYPE_LABELS } from "@/lib/sharing/item-keys";
import type { ItemType } from "@/lib/spaces/schema/shared-space";
import { cn } from "@/lib/utils";

const ICONS: Record<ItemType, typeof FileText> = { task: ListChecks, category: FolderOpen, phase: Layers, document: FileText };

export function ItemTypeIcon({ type, className }: { type: ItemType; className?: string }) {
  const Icon = ICONS[type] ?? FileText;
  return (
    <span className={cn("inline-flex shrink-0 text-muted-foreground", className)} title={ITEM_TYPE_LABELS[type]}>
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{ITEM_TYPE_LABELS[type]}:</span>
    </span>
  );
}
