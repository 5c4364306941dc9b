"use client";

import { ClipboardList } from "lucide-react";
import { DraggableShareItem } from "@/components/sharing/drag-share";
import type { ShareableItem } from "@/components/sharing/contract";
import type { Task } from "@/lib/queries/phases";
import { DEFAULT_CATEGORY, type TaskGroup as Group } from "./group-tasks";
import { TaskCard } from "./task-card";
import { TaskGroup } from "./task-group";

export function taskShareItem(task: Task): ShareableItem {
  return {
    itemType: "task",
    itemId: task.id,
    taskId: task.id,
    phaseId: task.phaseId,
    category: task.category?.trim() || DEFAULT_CATEGORY,
    label: task.title,
  };
}

interface PhaseTaskListProps {
  companyId: string;
  groups: Group<Task>[];
  bulkMode: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange(taskId: string, selected: boolean): void;
}

export function PhaseTaskList({ companyId, groups, bulkMode, selected, onSelectedChange }: PhaseTaskListProps) {
  if (groups.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
        <ClipboardList className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No tasks found for this phase</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <TaskGroup key={group.category} group={group}>
          {group.tasks.map((task) => (
            <DraggableShareItem key={task.id} item={taskShareItem(task)}>
              <TaskCard
                companyId={companyId}
                task={task}
                bulkMode={bulkMode}
                selected={selected.has(task.id)}
                onSelectedChange={(value) => onSelectedChange(task.id, value)}
              />
            </DraggableShareItem>
          ))}
        </TaskGroup>
      ))}
    </div>
  );
}
