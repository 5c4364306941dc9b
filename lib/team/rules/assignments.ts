/**
 * Task assignments: when a task is overdue, the order of "My tasks", and which tasks a
 * daily reminder lists. Days are calendar dates as "YYYY-MM-DD" (the due_on column), compared as
 * text, which orders them correctly.
 */

/** How many days ahead a reminder looks for tasks coming due. */
export const REMINDER_WINDOW_DAYS = 3;

export interface DueTask {
  taskId: string;
  dueOn: string | null;
  completed: boolean;
}

/** The calendar day (UTC) of an instant, as the due_on column stores days. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** Overdue: a due day before today on a task that is not complete. */
export function isOverdue(task: Pick<DueTask, "dueOn" | "completed">, today: string): boolean {
  return !task.completed && task.dueOn !== null && task.dueOn < today;
}

export function overdueCount(tasks: readonly Pick<DueTask, "dueOn" | "completed">[], today: string): number {
  return tasks.filter((task) => isOverdue(task, today)).length;
}

/**
 * "My tasks": open tasks first, overdue before the rest, then by due day (earliest first, undated
 * last), then by title so the order is stable.
 */
export function sortMyTasks<T extends DueTask & { title: string }>(tasks: readonly T[], today: string): T[] {
  const rank = (t: T) => (t.completed ? 2 : isOverdue(t, today) ? 0 : 1);
  return [...tasks].sort(
    (a, b) => rank(a) - rank(b) || (a.dueOn ?? "9999-12-31").localeCompare(b.dueOn ?? "9999-12-31") || a.title.localeCompare(b.title),
  );
}

export type ReminderKind = "overdue" | "due";

/**
 * What a reminder lists: open tasks that are overdue or due within `windowDays` of today (today
 * included), overdue first. Nothing to list means no email.
 */
export function selectReminderTasks<T extends DueTask & { title: string }>(
  tasks: readonly T[],
  today: string,
  windowDays = REMINDER_WINDOW_DAYS,
): (T & { kind: ReminderKind })[] {
  const last = addDays(today, windowDays);
  const chosen = tasks.filter((t) => !t.completed && t.dueOn !== null && t.dueOn <= last);
  return sortMyTasks(chosen, today).map((t) => ({ ...t, kind: isOverdue(t, today) ? "overdue" : "due" }));
}
