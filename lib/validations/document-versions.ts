import { z } from "zod";
import { documentStateSchema } from "@/lib/progress/schema";

/** A document's wire key (`{taskId}-doc-{lineIndex}`); unknown keys of the task are a 404 in the data layer. */
const documentKeySchema = z.string().min(1).max(200);

/** GET /api/progress/{taskId}/versions?companyId=&documentKey= */
export const versionsQuerySchema = z.strictObject({
  companyId: z.uuid(),
  documentKey: documentKeySchema,
});

/**
 * POST /api/progress/{taskId}/versions/{versionId}/restore. `base` is the document as the client
 * saw it (null: empty): when it no longer matches what is stored, 409 `{ message, current }` like a save.
 */
export const versionRestoreSchema = z.strictObject({
  companyId: z.uuid(),
  base: documentStateSchema.nullable().optional(),
});

/** One earlier version of a document, as the API answers it. */
export const documentVersionResponse = z.object({
  id: z.string(),
  documentKey: z.string(),
  fileName: z.string(),
  /** `/api/files/{id}` of a stored file, or the external link; null when the file is gone. */
  url: z.string().nullable(),
  isLink: z.boolean(),
  size: z.number().int().nullable(),
  contentType: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  replacedAt: z.string(),
});
export type DocumentVersionJson = z.output<typeof documentVersionResponse>;

/** GET /api/progress/{taskId}/versions */
export const documentVersionListResponse = z.object({ versions: z.array(documentVersionResponse) });
export type DocumentVersionListResponse = z.output<typeof documentVersionListResponse>;
