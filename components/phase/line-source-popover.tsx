"use client";

import { useRef, type RefObject } from "react";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { formatDate } from "@/lib/format";
import { lineSourceMessages } from "@/lib/messages/documents";
import type { LineSource } from "@/lib/checklist/schema";

interface LineSourcePopoverProps {
  source: LineSource;
  /** The row's button (line-source.tsx), which opens and closes this popover itself. */
  anchor: RefObject<HTMLButtonElement | null>;
  onClose(): void;
}

/** A line's source and review date, open against the row's button until Escape or a press elsewhere. */
export function LineSourcePopover({ source, anchor, onClose }: LineSourcePopoverProps) {
  // As Radix's own trigger does: focus goes back to the button, unless the popover closed because
  // the user went elsewhere (a press outside), where the focus must stay.
  const wentElsewhere = useRef(false);
  const reviewed = formatDate(source.asOf);
  return (
    <Popover open onOpenChange={(open) => !open && onClose()}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        align="start"
        className="w-[min(22rem,calc(100vw-1rem))] space-y-1 text-sm"
        onInteractOutside={(event) => {
          // The button toggles the popover itself: a press on it is not a press outside.
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          else wentElsewhere.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!wentElsewhere.current) anchor.current?.focus();
        }}
      >
        <p className="font-medium">{lineSourceMessages.heading}</p>
        <p className="break-words text-muted-foreground">{source.source}</p>
        {reviewed && <p className="text-xs text-muted-foreground">{lineSourceMessages.reviewed(reviewed)}</p>}
      </PopoverContent>
    </Popover>
  );
}
