import { z } from "zod";
import { PRIORITIES } from "@/lib/checklist/types";

export const NOTES_MAX = 10_000;
export const DOCUMENTS_MAX = 200;

/** Internal file links are `/api/files/{uuid}`; anything else must be an http(s) URL. */
const INTERNAL_FILE_URL = /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const fileUrlSchema = z
  .string()
  .max(2048)
  .refine((value) => {
    if (INTERNAL_FILE_URL.test(value)) return true;
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.toString() === value;
    } catch {
      return false;
    }
  }, "Links must be http(s) URLs");

export function internalFileId(fileUrl: string | null | undefined): string | null {
  return fileUrl && INTERNAL_FILE_URL.test(fileUrl) ? fileUrl.slice("/api/files/".length).toLowerCase() : null;
}

export const documentStateSchema = z.strictObject({
  id: z.string().max(100),
  name: z.string().max(500),
  completed: z.boolean(),
  fileUrl: fileUrlSchema.nullable().optional(),
  fileName: z.string().max(255).nullable().optional(),
  uploadedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  optional: z.boolean().optional(),
});

/** Keyed `{taskId}-doc-{lineIndex}`; the handler checks the keys belong to the task. */
export const documentsMapSchema = z
  .record(z.string().max(100), documentStateSchema)
  .refine((map) => Object.keys(map).length <= DOCUMENTS_MAX, `At most ${DOCUMENTS_MAX} documents`);

/**
 * POST /api/progress. `completed` is accepted for the contract of SPEC.md section 7 but the
 * server derives completion from the documents (lib/domain/progress.ts), so the two never disagree.
 */
export const progressSaveSchema = z.strictObject({
  companyId: z.uuid(),
  taskId: z.uuid(),
  completed: z.boolean().optional(),
  priority: z.enum(PRIORITIES).optional(),
  notes: z.string().max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`).nullable().optional(),
  documents: documentsMapSchema.nullable().optional(),
  isOptional: z.boolean().optional(),
});
export type ProgressSaveInput = z.input<typeof progressSaveSchema>;

export const batchProgressQuerySchema = z.object({
  phaseIds: z
    .string()
    .transform((v) => [...new Set(v.split(",").map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(100)).min(1, "phaseIds is required").max(50, "At most 50 phases")),
});
