"use client";

import { useId, useState, type ReactNode } from "react";
import { SpriteIcon } from "@/components/ui/icon-sprite";
import type { ShareableItem } from "@/components/sharing/contract";
import { ShareActions } from "@/components/sharing/share-actions";
import { cn } from "@/lib/utils";
import type { TaskGroup as Group } from "@/lib/checklist/task-groups";
import { PHASE_SPRITE } from "./phase-sprite";
import { PRIORITY_TONE } from "./priority-select";

const CHEVRON = "size-4 shrink-0 text-muted-foreground transition-transform";

interface TaskGroupProps<T> {
  group: Group<T>;
  /** The whole section as a share item: a Share button and a drag handle beside the header. */
  shareItem?: ShareableItem;
  children: ReactNode;
}

/**
 * A section of the phase page, open by default: a header button (aria-expanded, aria-controls)
 * and the cards below it. A plain disclosure, not Radix's Collapsible: that one measures its open
 * content in a layout effect on mount (a forced layout of the page per section while the page
 * hydrates) and renders again with the figure, for a height this section never animates.
 */
export function TaskGroup<T>({ group, shareItem, children }: TaskGroupProps<T>) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  const count = group.tasks.length;
  return (
    <section aria-label={group.category} className="space-y-3">
      <div className="flex items-center rounded-lg border bg-card shadow-xs">
        <h2 className="min-w-0 flex-1 text-base">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen((value) => !value)}
            className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-4 py-3 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <SpriteIcon icon={PHASE_SPRITE.chevronRight} className={open ? `${CHEVRON} rotate-90` : CHEVRON} />
            <SpriteIcon icon={open ? PHASE_SPRITE.folderOpen : PHASE_SPRITE.folder} className="size-5 shrink-0 text-primary" />
            <span className="min-w-0 flex-1 font-semibold">
              {group.category}
              <span className="ml-2 text-sm font-normal whitespace-nowrap text-muted-foreground">
                {count} {count === 1 ? "task" : "tasks"}
              </span>
            </span>
            {/* A row of its own on a phone, so the section's name keeps the header's width. */}
            <span className="flex basis-full flex-wrap items-center gap-x-3 gap-y-1 pl-11 text-xs sm:basis-auto sm:pl-0" data-testid="group-counts">
              {(["high", "medium", "low"] as const).map((level) =>
                group.counts[level] > 0 ? (
                  <span key={level} className={cn("font-medium", PRIORITY_TONE[level])}>
                    {group.counts[level]} {level}
                  </span>
                ) : null,
              )}
              <span className="inline-flex items-center gap-1 text-muted-foreground">
                <SpriteIcon icon={PHASE_SPRITE.clock} className="size-3.5" />
                {group.totalDays} {group.totalDays === 1 ? "day" : "days"}
              </span>
            </span>
          </button>
        </h2>
        {shareItem && <ShareActions item={shareItem} className="pr-2" />}
      </div>
      <div id={contentId} hidden={!open} className="space-y-3">
        {children}
      </div>
    </section>
  );
}
