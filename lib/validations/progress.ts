import { z } from "zod";

// The progress record's own schemas (request, response, row) are lib/progress/schema.ts; they are
// re-exported here for the client code that imports the contracts from this folder.
export * from "@/lib/progress/schema";

export const batchProgressQuerySchema = z.object({
  phaseIds: z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(100)).min(1, "phaseIds is required").max(50, "At most 50 phases")),
});

/** GET /api/company/{id}/removed-documents?taskId= */
export const removedListQuerySchema = z.object({ taskId: z.uuid().optional() });

/** One entry of a task's "Recently removed" list (GET /api/company/{id}/removed-documents). */
export const removedDocumentSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  documentKey: z.string(),
  name: z.string(),
  fileName: z.string().nullable(),
  fileUrl: z.string().nullable(),
  removedAt: z.string(),
});
export type RemovedDocument = z.output<typeof removedDocumentSchema>;
export const removedDocumentListResponse = z.object({ data: z.array(removedDocumentSchema) });
export type RemovedDocumentListResponse = z.output<typeof removedDocumentListResponse>;

/** GET /api/company/{id}/phases/{phaseId}/progress */
export const phaseProgressSummarySchema = z.object({ completed: z.number().int(), total: z.number().int() });
export type PhaseProgressSummary = z.output<typeof phaseProgressSummarySchema>;

/** One entry of GET /api/company/{id}/phases/progress/batch (an unknown phase carries `error`). */
export const batchProgressEntrySchema = phaseProgressSummarySchema.extend({ phaseId: z.string(), error: z.string().optional() });
export type BatchProgressEntry = z.output<typeof batchProgressEntrySchema>;
export const batchProgressResponse = z.array(batchProgressEntrySchema);
