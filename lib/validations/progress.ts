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

export const NOT_APPLICABLE_REASON_MAX = 500;
export const NOT_APPLICABLE_REASON_REQUIRED = "Please say why this document does not apply";

export const documentStateSchema = z.strictObject({
  id: z.string().max(100),
  name: z.string().max(500),
  completed: z.boolean(),
  fileUrl: fileUrlSchema.nullable().optional(),
  fileName: z.string().max(255).nullable().optional(),
  uploadedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  optional: z.boolean().optional(),
  // Not applicable with the founder's reason (issue 18): counts as done, distinct from Optional.
  notApplicable: z.boolean().optional(),
  notApplicableReason: z.string().trim().max(NOT_APPLICABLE_REASON_MAX, `The reason can be at most ${NOT_APPLICABLE_REASON_MAX} characters`).nullable().optional(),
  // The day a lapsing document (licence, insurance, certificate, KYC) stops being valid (issue 18).
  expiresOn: z.iso.date().nullable().optional(),
}).refine((doc) => !doc.notApplicable || Boolean(doc.notApplicableReason), { message: NOT_APPLICABLE_REASON_REQUIRED, path: ["notApplicableReason"] });

/** Keyed `{taskId}-doc-{lineIndex}`; the handler checks the keys belong to the task. */
export const documentsMapSchema = z
  .record(z.string().max(100), documentStateSchema)
  .refine((map) => Object.keys(map).length <= DOCUMENTS_MAX, `At most ${DOCUMENTS_MAX} documents`);

/**
 * The documents of a save are a patch, merged into the stored map: a key the request does not
 * mention keeps its stored entry (so a stale tab never drops another tab's upload). An entry
 * replaces the stored one for its key; `null` removes the document explicitly (back to empty).
 * A removed or replaced file or link goes to the 30-day trash (removed_documents), never deleted
 * on the spot. A client that sends the full map therefore keeps the contract's behaviour.
 */
export const documentsPatchSchema = z
  .record(z.string().max(100), documentStateSchema.nullable())
  .refine((map) => Object.keys(map).length <= DOCUMENTS_MAX, `At most ${DOCUMENTS_MAX} documents`);

const prioritySchema = z.enum(PRIORITIES);
const notesSchema = z.string().max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`);

/**
 * Optimistic concurrency: the stored values the client started from, for what it changes (the
 * documents it touches, the notes, the priority). When one of them no longer matches what is
 * stored, the save answers 409 `{ message, current }` and changes nothing. A document the save
 * writes but `base` leaves out counts as "was empty" (as `null` does); notes and priority are
 * checked when `base` gives them. Without `base` a save merges (lib/domain/document-merge.ts).
 */
export const progressBaseSchema = z.strictObject({
  notes: notesSchema.nullable().optional(),
  priority: prioritySchema.nullable().optional(),
  documents: documentsPatchSchema.optional(),
});

/**
 * POST /api/progress. `completed` is accepted for the contract of SPEC.md section 7 but the
 * server derives completion from the documents (lib/domain/progress.ts), so the two never disagree.
 * `documents: null` clears every document (all files to the trash), as the contract says.
 */
export const progressSaveSchema = z.strictObject({
  companyId: z.uuid(),
  taskId: z.uuid(),
  completed: z.boolean().optional(),
  priority: prioritySchema.optional(),
  notes: notesSchema.nullable().optional(),
  documents: documentsPatchSchema.nullable().optional(),
  isOptional: z.boolean().optional(),
  base: progressBaseSchema.optional(),
});
export type ProgressSaveInput = z.input<typeof progressSaveSchema>;

export const batchProgressQuerySchema = z.object({
  phaseIds: z
    .string()
    .transform((v) => [...new Set(v.split(",").map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(100)).min(1, "phaseIds is required").max(50, "At most 50 phases")),
});

/** GET /api/company/{id}/removed-documents?taskId= */
export const removedListQuerySchema = z.object({ taskId: z.uuid().optional() });

/** One entry of a task's "Recently removed" list (GET /api/company/{id}/removed-documents). */
export interface RemovedDocument {
  id: string;
  taskId: string;
  documentKey: string;
  name: string;
  fileName: string | null;
  fileUrl: string | null;
  removedAt: string;
}
