import type { ShareableItem } from "@/components/sharing/contract";
import { documentKey } from "@/lib/progress/rules";
import { categoryOf } from "@/lib/checklist/task-groups";
import type { Task } from "@/lib/queries/phases";
import { categoryItemId } from "@/lib/sharing/item-keys";

type TaskRef = Pick<Task, "id" | "phaseId" | "title" | "category">;

/** A task card on the phase page, as a share item (SPEC.md section 3 share payload). */
export function taskShareItem(task: TaskRef): ShareableItem {
  return { itemType: "task", itemId: task.id, taskId: task.id, phaseId: task.phaseId, category: categoryOf(task), label: task.title };
}

/** One required document of a task (line `index` of its description): `{taskId}-doc-{index}`. */
export function documentShareItem(task: TaskRef, line: { index: number; name: string }): ShareableItem {
  return {
    itemType: "document",
    itemId: documentKey(task.id, line.index),
    taskId: task.id,
    phaseId: task.phaseId,
    category: categoryOf(task),
    label: line.name,
  };
}

/** A whole section (category group) of a phase. */
export function categoryShareItem(phaseId: string, category: string): ShareableItem {
  return { itemType: "category", itemId: categoryItemId(phaseId, category), phaseId, category, label: category };
}
