import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { ScrollArea } from "@/components/ui/scroll-area";
import { cn } from "@/lib/utils";

interface SectionPanelProps {
  title: string;
  count: number;
  Icon: LucideIcon;
  /** Height of the scrolling list, in px (400, or 500 for sections). */
  maxHeight: number;
  className?: string;
  children: ReactNode;
}

/** One titled list of the shared space (Tasks, Documents, Sections, Phases) with its count. */
export function SectionPanel({ title, count, Icon, maxHeight, className, children }: SectionPanelProps) {
  const id = `shared-section-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={cn("flex min-w-0 flex-col rounded-xl border bg-muted/30 shadow-xs", className)}>
      <h2 id={id} className="flex items-center gap-2 border-b px-4 py-3 font-semibold">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        {title}
        <span className="ml-auto rounded-full bg-background px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">{count}</span>
      </h2>
      <ScrollArea viewportProps={{ style: { maxHeight } }} aria-label={`${title} list`}>
        <div className="grid gap-3 p-3">{children}</div>
      </ScrollArea>
    </section>
  );
}
