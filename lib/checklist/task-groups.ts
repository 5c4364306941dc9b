/** The category tasks without a category fall under (the phase page and the shared view group them the same way). */
export const DEFAULT_CATEGORY = "General";

export function categoryOf(task: { category?: string | null }): string {
  return task.category?.trim() || DEFAULT_CATEGORY;
}

/** SPEC.md section 2: groups are ordered by average priority, high=3, medium=2, low=1. */
export const PRIORITY_WEIGHT = { high: 3, medium: 2, low: 1 } as const;
type Level = keyof typeof PRIORITY_WEIGHT;

export interface GroupableTask {
  category: string | null;
  priority: string;
  estimatedDays: number | null;
}

export interface TaskGroup<T> {
  category: string;
  tasks: T[];
  counts: Record<Level, number>;
  totalDays: number;
  averagePriority: number;
}

function level(priority: string | null | undefined): Level {
  return priority === "high" || priority === "low" ? priority : "medium";
}

/**
 * Groups tasks by category (blank -> "General") keeping task order inside each group, then orders
 * the groups by average priority, highest first; ties keep the order categories first appear in.
 * `priorityOf` gives the founder's chosen priority (SPEC.md: the order follows the same priorities
 * the headers count, not the checklist's template).
 */
export function groupTasksByCategory<T extends GroupableTask>(
  tasks: readonly T[],
  priorityOf: (task: T) => string | null | undefined = (task) => task.priority,
): TaskGroup<T>[] {
  const groups = new Map<string, TaskGroup<T>>();
  for (const task of tasks) {
    const category = categoryOf(task);
    let group = groups.get(category);
    if (!group) {
      group = { category, tasks: [], counts: { high: 0, medium: 0, low: 0 }, totalDays: 0, averagePriority: 0 };
      groups.set(category, group);
    }
    group.tasks.push(task);
    group.counts[level(priorityOf(task))] += 1;
    group.totalDays += task.estimatedDays ?? 0;
    // A running sum for now; divided by the group size below.
    group.averagePriority += PRIORITY_WEIGHT[level(priorityOf(task))];
  }
  const list = [...groups.values()];
  for (const group of list) group.averagePriority /= group.tasks.length;
  // Array.prototype.sort is stable, so equal averages keep first-appearance order.
  return list.sort((a, b) => b.averagePriority - a.averagePriority);
}
