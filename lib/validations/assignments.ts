import { z } from "zod";
import { uuid } from "./common";

/** A calendar day as the date input sends it; a real date (no 2026-02-30). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Not a valid date");

/** PATCH /api/progress/{taskId}/assignment: both fields always sent; null clears one. */
export const assignmentSchema = z.strictObject({
  companyId: uuid,
  assigneeId: uuid.nullable(),
  dueOn: day.nullable(),
});
export type AssignmentInput = z.infer<typeof assignmentSchema>;

/** ?companyId= on the company's read routes (assignments, My tasks, activity). */
export const companyQuerySchema = z.object({ companyId: z.string() });

export interface AssignableMember {
  userId: string;
  name: string;
  role: string;
}

export interface TaskAssignment {
  taskId: string;
  phaseId: string;
  assigneeId: string | null;
  dueOn: string | null;
  completed: boolean;
}

export interface AssignmentsJson {
  members: AssignableMember[];
  assignments: TaskAssignment[];
}

export interface MyTask extends TaskAssignment {
  title: string;
}

export interface ActivityJson {
  id: string;
  action: string;
  actorName: string | null;
  subject: Record<string, unknown>;
  /** The feed's sentence after the actor (lib/domain/activity.ts). */
  summary: string;
  createdAt: string;
}
