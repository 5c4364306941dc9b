"use client";

import type { ReactNode } from "react";
import { useLinkStatus } from "next/link";
import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * Inside a <Link>: its icon turns into a spinner from the click until the next page (or its loading
 * state) is on screen, so a click on a link whose loading state was not prefetched yet (a slow
 * network) is still answered at once. Same size as the icon it stands for: nothing moves.
 */
export function LinkPendingIcon({ children, className }: { children: ReactNode; className?: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return children;
  return (
    <Loader2
      data-pending=""
      className={cn("size-4 shrink-0 animate-spin text-muted-foreground motion-reduce:animate-none", className)}
      aria-hidden="true"
    />
  );
}
