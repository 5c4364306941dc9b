"use client";

import { AlertTriangle } from "lucide-react";
import { overdueCount } from "@/lib/team/rules/assignments";
import { useAssignments } from "@/lib/queries/work";
import { localToday } from "@/lib/format";

/** "3 overdue" in the phase header: this phase's open tasks past their due day. */
export function PhaseOverdueCount({
  companyId,
  taskIds,
  isCompleted,
}: {
  companyId: string;
  taskIds: string[];
  isCompleted(taskId: string): boolean;
}) {
  const assignments = useAssignments(companyId).data?.assignments ?? [];
  const shown = new Set(taskIds);
  const count = overdueCount(
    assignments.filter((a) => shown.has(a.taskId)).map((a) => ({ dueOn: a.dueOn, completed: isCompleted(a.taskId) })),
    localToday(),
  );
  if (count === 0) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-destructive">
      <AlertTriangle aria-hidden="true" className="size-4" />
      {count} overdue
    </p>
  );
}
