"use client";

import { useId, useState } from "react";
import { ChevronDown, MinusCircle } from "lucide-react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { parseDocumentLines } from "@/lib/progress/rules";
import type { Task } from "@/lib/queries/phases";

export interface NotApplicableEntry {
  task: Task;
  /** The task's lines that do not apply (every line when the whole task does not). */
  lines: string[];
  wholeTask: boolean;
}

/**
 * Splits a phase's tasks by the company's facts (the API's `notApplicable` line indices): tasks
 * with at least one line that applies stay in the list; every line that does not apply, and every
 * task none of whose lines apply, goes under "Not applicable to you".
 */
export function splitApplicable(all: Task[]): { tasks: Task[]; notApplicable: NotApplicableEntry[] } {
  const tasks: Task[] = [];
  const notApplicable: NotApplicableEntry[] = [];
  for (const task of all) {
    const hidden = new Set(task.notApplicable ?? []);
    const lines = parseDocumentLines(task.description);
    const wholeTask = lines.length > 0 && lines.every((line) => hidden.has(line.index));
    if (!wholeTask) tasks.push(task);
    if (hidden.size) notApplicable.push({ task, lines: lines.filter((line) => hidden.has(line.index)).map((line) => line.name), wholeTask });
  }
  return { tasks, notApplicable };
}

/** SPEC-style side list under the tasks: what the company's facts leave out, and why it is not counted. */
export function NotApplicableToYou({ entries }: { entries: NotApplicableEntry[] }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  if (entries.length === 0) return null;
  const count = entries.reduce((n, e) => n + e.lines.length, 0);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-dashed bg-card">
      <Collapsible open={open} onOpenChange={setOpen}>
        <CollapsibleTrigger className="flex w-full items-center gap-3 p-4 text-left">
          <MinusCircle className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="flex-1">
            <span id={headingId} className="block font-semibold">
              Not applicable to you
            </span>
            <span className="block text-sm text-muted-foreground">
              {count} {count === 1 ? "document does" : "documents do"} not apply to your company&apos;s facts and {count === 1 ? "is" : "are"} not
              counted in your progress. Change the facts in your company profile if this is wrong.
            </span>
          </span>
          <ChevronDown className={open ? "size-5 rotate-180 transition-transform" : "size-5 transition-transform"} aria-hidden="true" />
        </CollapsibleTrigger>
        <CollapsibleContent>
          <ul className="space-y-3 border-t p-4">
            {entries.map(({ task, lines, wholeTask }) => (
              <li key={task.id} className="space-y-1">
                <p className="text-sm font-medium">
                  {task.title}
                  {wholeTask && <span className="ml-2 text-xs font-normal text-muted-foreground">(whole task)</span>}
                </p>
                <ul className="list-disc space-y-0.5 pl-5 text-sm text-muted-foreground">
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </CollapsibleContent>
      </Collapsible>
    </section>
  );
}
