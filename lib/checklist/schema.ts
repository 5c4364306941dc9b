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

/** Where one document line comes from (Act, rule or form with its section) and when it was last checked. */
export const lineSourceSchema = z.object({
  index: z.number().int(),
  source: z.string(),
  /** YYYY-MM-DD */
  asOf: z.string().nullable(),
});
export type LineSource = z.output<typeof lineSourceSchema>;

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
  /** Indices of the document lines that do not apply to the signed-in user's company. */
  notApplicable: z.array(z.number().int()).optional(),
  /** The source and last review date of each document line that rests on a law or form, by line index. */
  sources: z.array(lineSourceSchema).optional(),
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
