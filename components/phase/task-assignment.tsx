"use client";

import { useId } from "react";
import { format, parseISO } from "date-fns";
import { localToday } from "@/lib/format";
import { AlertTriangle, CalendarDays, UserRound } from "lucide-react";
import { useCapabilities } from "@/components/company/role-context";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NATIVE_SELECT_CLASS } from "@/components/ui/native-select";
import { isOverdue } from "@/lib/team/rules/assignments";
import { useAssignments, useSetAssignment } from "@/lib/queries/work";
import { showError } from "@/lib/toast";

export function formatDueDay(dueOn: string): string {
  return format(parseISO(dueOn), "d MMM yyyy");
}

function useTaskAssignment(companyId: string, taskId: string) {
  const query = useAssignments(companyId);
  const assignment = query.data?.assignments?.find((a) => a.taskId === taskId);
  return { query, assignment, members: query.data?.members ?? [] };
}

/** "Overdue" (icon and word, never colour alone) or the due day, and who the task is assigned to. */
export function OverdueBadge() {
  return (
    <Badge variant="destructive">
      <AlertTriangle aria-hidden="true" />
      Overdue
    </Badge>
  );
}

export function TaskDueBadges({ companyId, taskId, completed }: { companyId: string; taskId: string; completed: boolean }) {
  const { assignment, members } = useTaskAssignment(companyId, taskId);
  if (!assignment) return null;
  const assignee = members.find((m) => m.userId === assignment.assigneeId);
  const overdue = isOverdue({ dueOn: assignment.dueOn, completed }, localToday());
  return (
    <>
      {overdue && <OverdueBadge />}
      {assignment.dueOn && !overdue && (
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          Due {formatDueDay(assignment.dueOn)}
        </span>
      )}
      {assignment.dueOn && overdue && <span>Was due {formatDueDay(assignment.dueOn)}</span>}
      {assignee && (
        <span className="inline-flex items-center gap-1">
          <UserRound aria-hidden="true" className="size-3.5" />
          {assignee.name}
        </span>
      )}
    </>
  );
}

/** The expanded card's "Assignee" and "Due date" fields: each change saves at once. */
export function TaskAssignmentFields({ companyId, taskId, phaseId, title }: { companyId: string; taskId: string; phaseId: string; title: string }) {
  const id = useId();
  const { query, assignment, members } = useTaskAssignment(companyId, taskId);
  const save = useSetAssignment(companyId);
  const { canWrite } = useCapabilities();
  const assigneeId = assignment?.assigneeId ?? null;
  const dueOn = assignment?.dueOn ?? null;
  const change = (next: { assigneeId: string | null; dueOn: string | null }) =>
    save.mutate({ taskId, phaseId, ...next }, { onError: (error) => showError(error, "Could not save the assignment") });

  return (
    <section aria-label={`Assignment for ${title}`} className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-assignee`}>Assignee</Label>
        <select
          id={`${id}-assignee`}
          className={NATIVE_SELECT_CLASS}
          value={assigneeId ?? ""}
          disabled={query.isLoading || !canWrite}
          aria-busy={query.isLoading}
          onChange={(event) => change({ assigneeId: event.target.value || null, dueOn })}
        >
          <option value="">Unassigned</option>
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-due`}>Due date</Label>
        <Input
          id={`${id}-due`}
          type="date"
          className="bg-background"
          value={dueOn ?? ""}
          disabled={query.isLoading || !canWrite}
          onChange={(event) => {
            const value = event.target.value;
            // A half-typed date is "" in the input: only a complete one (or clearing it) saves.
            if (value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value)) change({ assigneeId, dueOn: value || null });
          }}
        />
      </div>
    </section>
  );
}
