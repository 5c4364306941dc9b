"use client";

import { useEffect } from "react";
import { ClipboardList } from "lucide-react";
import { useHydrated } from "@/components/layout/use-hydrated";
import { useCapabilities } from "@/components/company/role-context";
import { RoleDraggableShareItem } from "@/components/company/role-draggable";
import type { Task } from "@/lib/queries/phases";
import type { TaskGroup as Group } from "@/lib/domain/task-groups";
import { categoryShareItem, taskShareItem } from "./share-items";
import { TaskCard, TaskCardStandIn } from "./task-card";
import { TaskGroup } from "./task-group";
import { useStrayFileDropGuard } from "./use-file-drop";

/**
 * How many task cards the server renders in full: a first screenful and then some. Past it the
 * server sends a stand-in (title and summary) and the full card is drawn from the first render
 * after hydration. A card does nothing before hydration and its progress arrives only after it,
 * so the stand-ins change little for the founder, and the server's work per page stays the same
 * however long the checklist grows.
 */
export const SERVER_RENDERED_CARDS = 8;

interface PhaseTaskListProps {
  companyId: string;
  phaseId: string;
  groups: Group<Task>[];
  bulkMode: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange(taskId: string, selected: boolean): void;
  /** The task a search result points at (`?task=`): its card opens expanded and scrolls into view. */
  focusTaskId?: string | null;
}

export function taskAnchorId(taskId: string): string {
  return `task-${taskId}`;
}

export function PhaseTaskList({ companyId, phaseId, groups, bulkMode, selected, onSelectedChange, focusTaskId = null }: PhaseTaskListProps) {
  const hydrated = useHydrated();
  const { canShare } = useCapabilities();
  useStrayFileDropGuard();
  useEffect(() => {
    if (!hydrated || !focusTaskId) return;
    const anchor = document.getElementById(taskAnchorId(focusTaskId));
    anchor?.scrollIntoView({ block: "start" });
    anchor?.querySelector<HTMLElement>("[data-card-toggle]")?.focus({ preventScroll: true });
  }, [hydrated, focusTaskId]);
  if (groups.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
        <ClipboardList className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No tasks found for this phase</p>
      </div>
    );
  }
  const card = (task: Task, open: boolean) => (
    <TaskCard
      companyId={companyId}
      task={task}
      bulkMode={bulkMode}
      selected={selected.has(task.id)}
      onSelectedChange={(value) => onSelectedChange(task.id, value)}
      defaultOpen={open}
    />
  );
  let position = 0;
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <TaskGroup key={group.category} group={group} shareItem={canShare ? categoryShareItem(phaseId, group.category) : undefined}>
          {group.tasks.map((task) =>
            hydrated || position++ < SERVER_RENDERED_CARDS ? (
              <RoleDraggableShareItem key={task.id} item={taskShareItem(task)}>
                {task.id === focusTaskId ? (
                  // Keyed by the target, so a second search result on the same page opens its card too.
                  <div id={taskAnchorId(task.id)} key={`focus-${focusTaskId}`} className="scroll-mt-20">
                    {card(task, true)}
                  </div>
                ) : (
                  card(task, false)
                )}
              </RoleDraggableShareItem>
            ) : (
              <TaskCardStandIn key={task.id} task={task} />
            ),
          )}
        </TaskGroup>
      ))}
    </div>
  );
}
