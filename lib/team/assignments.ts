import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { ACTIVITY_ACTIONS } from "@/lib/activity/rules";
import type { CompanyScope } from "@/lib/team/rules/roles";
import type { AssignableMember, AssignmentInput, AssignmentsJson, MyTask, TaskAssignment } from "@/lib/team/schema/assignments";
import { recordActivity } from "@/lib/activity/record";
import { progressMessages } from "@/lib/messages/progress";
import { NOT_A_MEMBER } from "@/lib/messages/company";

type Person = { firstName: string | null; lastName: string | null; email: string };

/** A member's name as the UI shows it: first and last name, or the email. */
function nameOf({ firstName, lastName, email }: Person): string {
  return (
    [firstName, lastName]
      .filter((part) => part !== null)
      .join(" ")
      .trim() || email
  );
}

const personSelect = { firstName: true, lastName: true, email: true } as const;

const assignmentSelect = { taskId: true, assigneeId: true, dueOn: true, completed: true, task: { select: { phaseId: true } } } as const;

/** A `date` column as the wire has it: YYYY-MM-DD (Prisma reads it as UTC midnight). */
const dayText = (day: Date | null) => (day ? day.toISOString().slice(0, 10) : null);

function serializeAssignment(row: {
  taskId: string;
  assigneeId: string | null;
  dueOn: Date | null;
  completed: boolean;
  task: { phaseId: string };
}): TaskAssignment {
  return { taskId: row.taskId, phaseId: row.task.phaseId, assigneeId: row.assigneeId, dueOn: dayText(row.dueOn), completed: row.completed };
}

/** Who a task can be given to: the company's members (company_members joined to users). */
async function listMembers(companyId: string): Promise<AssignableMember[]> {
  const db = await getDb();
  const members = await db.companyMember.findMany({
    where: { companyId },
    orderBy: [{ createdAt: "asc" }, { user: { email: "asc" } }],
    select: { userId: true, role: true, user: { select: personSelect } },
  });
  return members.map((m) => ({ userId: m.userId, name: nameOf(m.user), role: m.role }));
}

// Each function takes a company scoped by the route's wrapper (lib/data/membership.ts) for the
// action its route declares: the membership is checked before any of them runs.

/** The company's members and every task that has an assignee or a due day: two statements. */
export async function listAssignments({ company }: { company: CompanyScope }): Promise<AssignmentsJson> {
  const db = await getDb();
  const [members, assignments] = await Promise.all([
    listMembers(company.id),
    db.companyProgress.findMany({
      where: { companyId: company.id, OR: [{ assigneeId: { not: null } }, { dueOn: { not: null } }] },
      select: assignmentSelect,
    }),
  ]);
  return { members, assignments: assignments.map(serializeAssignment) };
}

/** The tasks assigned to the user in this company (the client orders them: ./rules/assignments.ts). */
export async function listMyTasks({ company, userId }: { company: CompanyScope; userId: string }): Promise<MyTask[]> {
  const db = await getDb();
  const rows = await db.companyProgress.findMany({
    where: { companyId: company.id, assigneeId: userId },
    select: { ...assignmentSelect, task: { select: { phaseId: true, title: true } } },
  });
  return rows.map((row) => ({ ...serializeAssignment(row), title: row.task.title }));
}

/**
 * Gives a task an assignee (a member of the company) and a due day; null clears either. Creates the
 * task's progress row if it has none, and writes the feed line in the same transaction.
 */
export async function setAssignment({
  company,
  actorId: userId,
  taskId,
  input,
}: {
  /** The company the body names, scoped for a role that may write. */
  company: CompanyScope;
  actorId: string;
  taskId: string;
  input: AssignmentInput;
}): Promise<TaskAssignment> {
  const db = await getDb();
  const [task, assignee] = await Promise.all([
    db.task.findUnique({ where: { id: taskId }, select: { title: true, phaseId: true } }),
    input.assigneeId
      ? db.companyMember.findUnique({
          where: { companyId_userId: { companyId: company.id, userId: input.assigneeId } },
          select: { user: { select: personSelect } },
        })
      : null,
  ]);
  if (!task) throw new ApiError(404, progressMessages.taskNotFound);
  if (input.assigneeId && !assignee) throw new ApiError(400, NOT_A_MEMBER);
  const assigneeName = assignee ? nameOf(assignee.user) : null;

  return db.$transaction(async (tx) => {
    const where = { companyId_taskId: { companyId: company.id, taskId } };
    // What the feed line compares with: the row as it was before this write.
    const before = await tx.companyProgress.findUnique({ where, select: { assigneeId: true, dueOn: true } });
    const dueOn = input.dueOn ? new Date(`${input.dueOn}T00:00:00Z`) : null;
    const row = await tx.companyProgress.upsert({
      where,
      create: { companyId: company.id, taskId, assigneeId: input.assigneeId, dueOn },
      update: { assigneeId: input.assigneeId, dueOn },
      select: assignmentSelect,
    });
    const result = serializeAssignment(row);
    const assigneeChanged = (before?.assigneeId ?? null) !== result.assigneeId;
    if (assigneeChanged || dayText(before?.dueOn ?? null) !== result.dueOn) {
      await recordActivity(tx, {
        companyId: company.id,
        actorId: userId,
        action: ACTIVITY_ACTIONS.taskAssigned,
        subject: { taskId, taskTitle: task.title, assigneeName, dueOn: input.dueOn, assigneeChanged },
      });
    }
    return result;
  });
}
