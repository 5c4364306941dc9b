"use client";

import { useRef, useState } from "react";
import { Info } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/on-demand";
import { lineSourceMessages } from "@/lib/messages/documents";
import type { LineSource } from "@/lib/checklist/schema";
import { warmOn } from "@/components/ui/stand-in-trigger";

// Radix's popover and popper load as the pointer or the focus reaches the button, or with its
// first press: a phase page draws one per sourced line and few are opened.
const loadPopover = () => import("./line-source-popover").then((m) => m.LineSourcePopover);

/**
 * The law or form a document line rests on and the day it was last checked, in a popover a lawyer
 * can open from the row (a button, so Enter and Space open it and Escape closes it). A line with no
 * source renders nothing: it never borrows another line's source or date. The button stays the same
 * element whether the popover's code has arrived or not, so focus comes back to it on closing.
 */
export function LineSourceInfo({ source, documentName }: { source: LineSource | null | undefined; documentName: string }) {
  const [open, setOpen] = useState(false);
  const [Popover, load] = useOnDemand(loadPopover);
  const button = useRef<HTMLButtonElement>(null);
  if (!source) return null;
  const shown = open && Popover !== null;
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="icon-sm"
        className="size-6 align-middle text-muted-foreground"
        aria-label={lineSourceMessages.button(documentName)}
        aria-haspopup="dialog"
        aria-expanded={shown}
        data-state={shown ? "open" : "closed"}
        {...warmOn(load)}
        onClick={() => {
          load();
          setOpen((value) => !value);
        }}
      >
        <Info className="size-3.5" aria-hidden="true" />
      </Button>
      {shown && <Popover source={source} anchor={button} onClose={() => setOpen(false)} />}
    </>
  );
}
