import { ChevronDown, ChevronRight, Clock, FileText, Flag, Folder, FolderOpen } from "lucide-react";
import { IconSprite } from "@/components/ui/icon-sprite";
import { PRIORITY_SPRITE } from "./priority-select";

/** Ids of the icons every task card and task group repeats (drawn once by `<PhaseIconSprite>`). */
export const PHASE_SPRITE = {
  fileText: "i-file-text",
  clock: "i-clock",
  chevronRight: "i-chevron-right",
  folder: "i-folder",
  folderOpen: "i-folder-open",
  ...PRIORITY_SPRITE,
} as const;

const ICONS = {
  [PHASE_SPRITE.fileText]: FileText,
  [PHASE_SPRITE.clock]: Clock,
  [PHASE_SPRITE.chevronRight]: ChevronRight,
  [PHASE_SPRITE.folder]: Folder,
  [PHASE_SPRITE.folderOpen]: FolderOpen,
  [PHASE_SPRITE.flag]: Flag,
  [PHASE_SPRITE.chevron]: ChevronDown,
};

/** Rendered once by the phase page, before its task list. */
export function PhaseIconSprite() {
  return <IconSprite icons={ICONS} />;
}
