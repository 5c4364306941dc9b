"use client";

import { memo, startTransition, useEffect, useState } from "react";
import { ClipboardList } from "lucide-react";
import { useHydrated } from "@/components/layout/use-hydrated";
import { useCapabilities } from "@/components/company/role-context";
import { RoleDraggableShareItem } from "@/components/company/role-draggable";
import type { Task } from "@/lib/queries/phases";
import type { TaskGroup as Group } from "@/lib/checklist/task-groups";
import { categoryShareItem, taskShareItem } from "./share-items";
import { TaskCard, TaskCardStandIn } from "./task-card";
import { TaskGroup } from "./task-group";
import { useStrayFileDropGuard } from "./use-file-drop";

/**
 * How many task cards the server renders in full: the cards a tablet or a laptop shows in its first
 * screen (a phone's first screen ends above the first card). Past it the server sends a stand-in,
 * the card's title and summary laid out at the full card's size, and the full card is drawn once
 * the page has hydrated. A card does nothing before hydration, so the stand-ins change little for
 * the founder; each full card the server sends is one more to hydrate in the load's longest task,
 * and the server's work per page stays the same however long the checklist grows. After hydration
 * the full cards are drawn in a transition, which React renders in slices between frames: drawn in
 * the render right after hydration (a synchronous one) they were one long task that kept the page
 * from answering clicks.
 */
export const SERVER_RENDERED_CARDS = 3;

/**
 * The list when a search result points at a task: every card drawn, none skipped off screen (see
 * task-card.tsx). Scrolled to, the card would otherwise land where the skipped cards above it,
 * each the size of a placeholder until drawn, put it, and move once they were drawn.
 */
const DRAW_EVERY_CARD = "space-y-6 [&_article]:[content-visibility:visible]";

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

/**
 * Memoised: the page renders again with every save (its figures move) while the groups, the same
 * object until a priority or the task list changes, mostly do not; the sections' headers and their
 * collapsibles were then drawn again for nothing.
 */
export const PhaseTaskList = memo(function PhaseTaskList({ focusTaskId = null, ...props }: PhaseTaskListProps) {
  // True at once on a client-side navigation; after hydration, from the transition below. The
  // hook's flip right after hydration renders this component again (a synchronous render): the
  // body is memoised, so that render stops here instead of drawing every section and stand-in
  // again with the same result.
  const hydrated = useHydrated();
  const [full, setFull] = useState(hydrated);
  useEffect(() => startTransition(() => setFull(true)), []);
  useStrayFileDropGuard();
  useEffect(() => {
    if (!full || !focusTaskId) return;
    const anchor = document.getElementById(taskAnchorId(focusTaskId));
    anchor?.scrollIntoView({ block: "start" });
    anchor?.querySelector<HTMLElement>("[data-card-toggle]")?.focus({ preventScroll: true });
  }, [full, focusTaskId]);
  return <TaskListBody {...props} focusTaskId={focusTaskId} full={full} />;
});

const TaskListBody = memo(function TaskListBody({
  companyId,
  phaseId,
  groups,
  bulkMode,
  selected,
  onSelectedChange,
  focusTaskId,
  full,
}: PhaseTaskListProps & { full: boolean }) {
  const { canShare } = useCapabilities();
  if (groups.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
        <ClipboardList className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No tasks found for this phase</p>
      </div>
    );
  }
  let position = 0;
  return (
    <div className={focusTaskId ? DRAW_EVERY_CARD : "space-y-6"}>
      {groups.map((group) => (
        <TaskGroup key={group.category} group={group} shareItem={canShare ? categoryShareItem(phaseId, group.category) : undefined}>
          {group.tasks.map((task) =>
            full || position++ < SERVER_RENDERED_CARDS ? (
              <TaskListItem
                key={task.id}
                companyId={companyId}
                task={task}
                bulkMode={bulkMode}
                selected={selected.has(task.id)}
                onSelectedChange={onSelectedChange}
                focused={task.id === focusTaskId}
              />
            ) : (
              <TaskCardStandIn key={task.id} task={task} />
            ),
          )}
        </TaskGroup>
      ))}
    </div>
  );
});

interface TaskListItemProps {
  companyId: string;
  task: Task;
  bulkMode: boolean;
  selected: boolean;
  onSelectedChange(taskId: string, selected: boolean): void;
  /** The task a search result points at. */
  focused: boolean;
}

/**
 * One card with its share handle. Memoised: the page re-renders the list on every progress change
 * (its figures move), and with every task expanded re-rendering each card took most of a save's
 * time. The props are the task (the same object until the task list changes) and flags, so only
 * the cards whose own props changed render again; a card's own progress reaches it through
 * useTaskProgress.
 */
const TaskListItem = memo(function TaskListItem({ companyId, task, bulkMode, selected, onSelectedChange, focused }: TaskListItemProps) {
  const card = (open: boolean) => (
    <TaskCard
      companyId={companyId}
      task={task}
      bulkMode={bulkMode}
      selected={selected}
      onSelectedChange={(value) => onSelectedChange(task.id, value)}
      defaultOpen={open}
    />
  );
  return (
    <RoleDraggableShareItem item={taskShareItem(task)}>
      {focused ? (
        // Keyed by the focus, so a second search result on the same page opens its card too.
        <div id={taskAnchorId(task.id)} key="focus" className="scroll-mt-20">
          {card(true)}
        </div>
      ) : (
        card(false)
      )}
    </RoleDraggableShareItem>
  );
});
