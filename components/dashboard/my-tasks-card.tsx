"use client";

import Link from "next/link";
import { OverdueBadge, formatDueDay } from "@/components/phase/task-assignment";
import { localToday } from "@/lib/format";
import { isOverdue, sortMyTasks } from "@/lib/team/rules/assignments";
import { useMyTasks } from "@/lib/queries/work";
import { DashboardQueryCard } from "./dashboard-card";
import { useCapabilities } from "@/components/company/role-context";

/** "My tasks": what is assigned to the signed-in member, overdue first, then by due day. */
export function MyTasksCard({ companyId }: { companyId: string }) {
  const query = useMyTasks(companyId);
  const today = localToday();
  // A viewer cannot assign tasks, so the hint on how to take one is only for those who can.
  const { canWrite } = useCapabilities();
  return (
    <DashboardQueryCard
      titleId="my-tasks-title"
      title="My tasks"
      query={query}
      items={sortMyTasks(query.data ?? [], today)}
      loadingLabel="Loading my tasks"
      error="Your tasks could not be loaded. Reload the page to try again."
      empty={canWrite ? "No tasks are assigned to you. Open a task and pick yourself as its assignee." : "No tasks are assigned to you."}
    >
      {(tasks) => (
        <ul aria-labelledby="my-tasks-title" className="divide-y">
          {tasks.map((task) => (
            <li key={task.taskId} className="flex flex-wrap items-center justify-between gap-2 py-2 first:pt-0 last:pb-0">
              <Link
                href={`/phase/${task.phaseId}?task=${task.taskId}`}
                className="min-w-0 flex-1 rounded-sm text-sm font-medium break-words underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {task.title}
              </Link>
              <span className="flex items-center gap-2 text-xs text-muted-foreground">
                {isOverdue(task, today) && <OverdueBadge />}
                {task.completed ? "Completed" : task.dueOn ? `Due ${formatDueDay(task.dueOn)}` : "No due date"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardQueryCard>
  );
}
