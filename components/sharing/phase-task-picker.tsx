"use client";

import { useMemo } from "react";
import { splitApplicable } from "@/components/phase/na-tasks";
import { Checkbox } from "@/components/ui/checkbox";
import { Button } from "@/components/ui/button";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Skeleton } from "@/components/ui/skeleton";
import { MULTI_SELECT_LIST_HEIGHT_PX } from "@/lib/constants";
import { categoryOf } from "@/lib/checklist/task-groups";
import { usePhaseTasks, type Task } from "@/lib/queries/phases";
import type { ShareableItem } from "./contract";

export function taskItem(task: Task): ShareableItem {
  return { itemType: "task", itemId: task.id, taskId: task.id, phaseId: task.phaseId, category: categoryOf(task), label: task.title };
}

interface PhaseTaskPickerProps {
  phaseId: string;
  phaseName: string;
  isSelected(taskId: string): boolean;
  onChange(items: ShareableItem[], selected: boolean): void;
}

/**
 * One phase tab of the multi-select dialog: the tasks that apply to the company, with checkboxes,
 * in a 550 px list (SPEC.md).
 * On short screens the dialog scrolls rather than the list shrinking; the list only stays within
 * the viewport so its own scroll remains reachable.
 */
export function PhaseTaskPicker({ phaseId, phaseName, isSelected, onChange }: PhaseTaskPickerProps) {
  const tasks = usePhaseTasks(phaseId);
  // The tasks the phase page lists: none of another country's, nor any none of whose lines apply.
  const list = useMemo(() => splitApplicable(tasks.data ?? []).tasks, [tasks.data]);
  const allSelected = list.length > 0 && list.every((t) => isSelected(t.id));
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {list.filter((t) => isSelected(t.id)).length} of {list.length} selected in {phaseName}
        </p>
        <Button type="button" variant="ghost" size="sm" disabled={list.length === 0} onClick={() => onChange(list.map(taskItem), !allSelected)}>
          {allSelected ? "Clear phase" : "Select all in phase"}
        </Button>
      </div>
      <ScrollArea style={{ height: MULTI_SELECT_LIST_HEIGHT_PX, maxHeight: "calc(100dvh - 6rem)" }} className="rounded-md border">
        {tasks.isLoading ? (
          <div className="grid gap-2 p-3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : tasks.isError ? (
          <p className="p-6 text-center text-sm text-destructive">Could not load the tasks of this phase.</p>
        ) : list.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">No tasks found for this phase</p>
        ) : (
          <ul className="grid gap-1 p-2">
            {list.map((task) => {
              const id = `pick-${task.id}`;
              return (
                <li key={task.id}>
                  <label
                    htmlFor={id}
                    className="flex cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-muted/60 has-[[data-state=checked]]:bg-primary/5"
                  >
                    <Checkbox
                      id={id}
                      className="mt-0.5"
                      checked={isSelected(task.id)}
                      onCheckedChange={(v) => onChange([taskItem(task)], v === true)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm leading-snug font-medium">{task.title}</span>
                      <span className="text-xs text-muted-foreground">
                        {categoryOf(task)} · {task.priority} priority
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </ScrollArea>
    </div>
  );
}
