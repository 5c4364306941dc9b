import { z } from "zod";

/** One phase of GET /api/phases (and of the dashboard's server render). */
export const phaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
});
export type Phase = z.output<typeof phaseSchema>;

/** One task of GET /api/phases/{phaseId}/tasks. */
export const taskSchema = z.object({
  id: z.string(),
  phaseId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.string(),
  estimatedDays: z.number().int().nullable(),
  order: z.number().int(),
  category: z.string().nullable(),
  /** Indices of the document lines that do not apply to the signed-in user's company (issue 18). */
  notApplicable: z.array(z.number().int()).optional(),
  /** Lines that lapse: how long each stays current once provided (pre-fills "Expires on" on upload). */
  validity: z.array(z.object({ line: z.number().int(), days: z.number().int().optional(), months: z.number().int().optional() })).optional(),
});
export type Task = z.output<typeof taskSchema>;

/** GET /api/phases (a hot read: typed, and parsed by tests/structure/contracts.test.ts). */
export const phaseListResponse = z.object({ data: z.array(phaseSchema) });
export type PhaseListResponse = z.output<typeof phaseListResponse>;

/** GET /api/phases/{phaseId}/tasks */
export const taskListResponse = z.object({ data: z.array(taskSchema) });
export type TaskListResponse = z.output<typeof taskListResponse>;
