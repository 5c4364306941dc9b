"use client";

import { Info } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { formatDate } from "@/lib/format";
import { lineSourceMessages } from "@/lib/messages/documents";
import type { LineSource } from "@/lib/checklist/schema";

/**
 * The law or form a document line rests on and the day it was last checked, in a popover a lawyer
 * can open from the row (a button, so Enter and Space open it and Escape closes it). A line with no
 * source renders nothing: it never borrows another line's source or date.
 */
export function LineSourceInfo({ source, documentName }: { source: LineSource | null | undefined; documentName: string }) {
  if (!source) return null;
  const reviewed = formatDate(source.asOf);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="size-6 align-middle text-muted-foreground"
          aria-label={lineSourceMessages.button(documentName)}
        >
          <Info className="size-3.5" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-[min(22rem,calc(100vw-1rem))] space-y-1 text-sm">
        <p className="font-medium">{lineSourceMessages.heading}</p>
        <p className="break-words text-muted-foreground">{source.source}</p>
        {reviewed && <p className="text-xs text-muted-foreground">{lineSourceMessages.reviewed(reviewed)}</p>}
      </PopoverContent>
    </Popover>
  );
}
