import "server-only";
import { ApiError } from "@/lib/errors";
import { getSql } from "@/lib/db";
import { ACTIVITY_ACTIONS } from "@/lib/domain/activity";
import type { AssignableMember, AssignmentInput, AssignmentsJson, MyTask, TaskAssignment } from "@/lib/validations/assignments";
import { recordActivity } from "./activity";
import { requireCompany } from "./company";
import { TASK_NOT_FOUND } from "./progress-save";

export const NOT_A_MEMBER = "The assignee must be a member of this company";

/** A member's name as the UI shows it: first and last name, or the email. */
const NAME = `COALESCE(NULLIF(TRIM(CONCAT_WS(' ', u.first_name, u.last_name)), ''), u.email)`;

const ASSIGNMENT_COLUMNS = `p.task_id::text AS "taskId", t.phase_id::text AS "phaseId", p.assignee_id::text AS "assigneeId",
                            p.due_on::text AS "dueOn", p.completed`;

/** Who a task can be given to: the company's members (company_members joined to users). */
async function listMembers(companyId: string): Promise<AssignableMember[]> {
  const sql = await getSql();
  return sql.rows<AssignableMember>(
    `SELECT m.user_id::text AS "userId", ${NAME} AS "name", m.role
     FROM company_members m JOIN users u ON u.id = m.user_id
     WHERE m.company_id = $1::uuid ORDER BY m.created_at, u.email`,
    [companyId],
  );
}

/** The company's members and every task that has an assignee or a due day: two statements. */
export async function listAssignments({ userId, companyId }: { userId: string; companyId: unknown }): Promise<AssignmentsJson> {
  const company = await requireCompany({ userId, companyId });
  const sql = await getSql();
  const [members, assignments] = await Promise.all([
    listMembers(company.id),
    sql.rows<TaskAssignment>(
      `SELECT ${ASSIGNMENT_COLUMNS} FROM company_progress p JOIN tasks t ON t.id = p.task_id
       WHERE p.company_id = $1::uuid AND (p.assignee_id IS NOT NULL OR p.due_on IS NOT NULL)`,
      [company.id],
    ),
  ]);
  return { members, assignments };
}

/** The tasks assigned to the user in this company (the client orders them: lib/domain/assignments.ts). */
export async function listMyTasks({ userId, companyId }: { userId: string; companyId: unknown }): Promise<MyTask[]> {
  const company = await requireCompany({ userId, companyId });
  const sql = await getSql();
  return sql.rows<MyTask>(
    `SELECT ${ASSIGNMENT_COLUMNS}, t.title FROM company_progress p JOIN tasks t ON t.id = p.task_id
     WHERE p.company_id = $1::uuid AND p.assignee_id = $2::uuid`,
    [company.id, userId],
  );
}

/**
 * Gives a task an assignee (a member of the company) and a due day; null clears either. Creates the
 * task's progress row if it has none, and writes the feed line in the same transaction.
 */
export async function setAssignment({ userId, taskId, input }: { userId: string; taskId: string; input: AssignmentInput }): Promise<TaskAssignment> {
  const company = await requireCompany({ userId, companyId: input.companyId, action: "write" });
  const sql = await getSql();
  const [found] = await sql.rows<{ title: string | null; phaseId: string | null; assigneeName: string | null }>(
    `SELECT t.title, t.phase_id::text AS "phaseId",
            (SELECT ${NAME} FROM company_members m JOIN users u ON u.id = m.user_id
             WHERE m.company_id = $1::uuid AND m.user_id = $3::uuid) AS "assigneeName"
     FROM (SELECT 1) one LEFT JOIN tasks t ON t.id = $2::uuid`,
    [company.id, taskId, input.assigneeId],
  );
  if (!found?.title || !found.phaseId) throw new ApiError(404, TASK_NOT_FOUND);
  if (input.assigneeId && !found.assigneeName) throw new ApiError(400, NOT_A_MEMBER);

  return sql.transaction(async (tx) => {
    // `before` reads the row as it was when the statement started: what the feed line compares with.
    const [{ previousAssigneeId, previousDueOn, ...row }] = await tx.rows<
      Omit<TaskAssignment, "phaseId"> & { previousAssigneeId: string | null; previousDueOn: string | null }
    >(
      `WITH before AS (SELECT assignee_id, due_on FROM company_progress WHERE company_id = $1::uuid AND task_id = $2::uuid)
       INSERT INTO company_progress (id, company_id, task_id, assignee_id, due_on, updated_at)
       VALUES (gen_random_uuid(), $1::uuid, $2::uuid, $3::uuid, $4::date, $5::timestamp(3))
       ON CONFLICT (company_id, task_id) DO UPDATE SET assignee_id = EXCLUDED.assignee_id, due_on = EXCLUDED.due_on, updated_at = EXCLUDED.updated_at
       RETURNING task_id::text AS "taskId", assignee_id::text AS "assigneeId", due_on::text AS "dueOn", completed,
                 (SELECT assignee_id::text FROM before) AS "previousAssigneeId", (SELECT due_on::text FROM before) AS "previousDueOn"`,
      [company.id, taskId, input.assigneeId, input.dueOn, new Date()],
    );
    const assigneeChanged = previousAssigneeId !== row.assigneeId;
    if (assigneeChanged || previousDueOn !== row.dueOn) {
      await recordActivity(tx, {
        companyId: company.id,
        actorId: userId,
        action: ACTIVITY_ACTIONS.taskAssigned,
        subject: { taskId, taskTitle: found.title!, assigneeName: found.assigneeName, dueOn: input.dueOn, assigneeChanged },
      });
    }
    return { ...row, phaseId: found.phaseId! };
  });
}
