import { z } from "zod";
import { uuid } from "@/lib/validations/common";
import { validation } from "@/lib/messages/forms";

/** A calendar day as the date input sends it; a real date (no 2026-02-30). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, validation.dateFormat)
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "Not a valid date",
  );

/** PATCH /api/progress/{taskId}/assignment: both fields always sent; null clears one. */
export const assignmentSchema = z.strictObject({
  companyId: uuid,
  assigneeId: uuid.nullable(),
  dueOn: day.nullable(),
});
export type AssignmentInput = z.infer<typeof assignmentSchema>;

/** A member a task can be assigned to. */
export const assignableMemberResponse = z.object({ userId: z.string(), name: z.string(), role: z.string() });
export type AssignableMember = z.output<typeof assignableMemberResponse>;

/** One task's assignee and due day: PATCH /api/progress/{taskId}/assignment answers it. */
export const taskAssignmentResponse = z.object({
  taskId: z.string(),
  phaseId: z.string(),
  assigneeId: z.string().nullable(),
  dueOn: z.string().nullable(),
  completed: z.boolean(),
});
export type TaskAssignment = z.output<typeof taskAssignmentResponse>;

/** GET /api/company/assignments?companyId= */
export const assignmentsResponse = z.object({ members: z.array(assignableMemberResponse), assignments: z.array(taskAssignmentResponse) });
export type AssignmentsJson = z.output<typeof assignmentsResponse>;

/** One entry of GET /api/company/my-tasks?companyId= */
export const myTaskResponse = taskAssignmentResponse.extend({ title: z.string() });
export type MyTask = z.output<typeof myTaskResponse>;
export const myTaskListResponse = z.object({ data: z.array(myTaskResponse) });
export type MyTaskListResponse = z.output<typeof myTaskListResponse>;

/** One entry of GET /api/company/activity?companyId= */
export const activityResponse = z.object({
  id: z.string(),
  action: z.string(),
  actorName: z.string().nullable(),
  subject: z.record(z.string(), z.unknown()),
  /** The feed's sentence after the actor (lib/activity/rules.ts). */
  summary: z.string(),
  createdAt: z.string(),
});
export type ActivityJson = z.output<typeof activityResponse>;
export const activityListResponse = z.object({ data: z.array(activityResponse) });
export type ActivityListResponse = z.output<typeof activityListResponse>;
