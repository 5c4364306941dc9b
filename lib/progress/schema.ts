import { z } from "zod";
import { PRIORITIES } from "@/lib/checklist/types";
import { INTERNAL_FILE_URL, internalFileId } from "@/lib/progress/links";
import type { DocumentsMap } from "@/lib/progress/rules";
import { progressMessages, NOT_APPLICABLE_REASON_REQUIRED } from "@/lib/messages/progress";

export const NOTES_MAX = 10_000;
export const DOCUMENTS_MAX = 200;

// Internal file links are `/api/files/{uuid}`; anything else must be an http(s) URL.
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

// Defined beside the other link rules so client code reads it without loading zod.
export { internalFileId };

export const NOT_APPLICABLE_REASON_MAX = 500;

export const documentStateSchema = z
  .strictObject({
    id: z.string().max(100),
    name: z.string().max(500),
    completed: z.boolean(),
    fileUrl: fileUrlSchema.nullable().optional(),
    fileName: z.string().max(255).nullable().optional(),
    uploadedAt: z.iso.datetime({ offset: true }).nullable().optional(),
    optional: z.boolean().optional(),
    // Not applicable with the founder's reason: counts as done, distinct from Optional.
    notApplicable: z.boolean().optional(),
    notApplicableReason: z
      .string()
      .trim()
      .max(NOT_APPLICABLE_REASON_MAX, `The reason can be at most ${NOT_APPLICABLE_REASON_MAX} characters`)
      .nullable()
      .optional(),
    // The day a lapsing document (licence, insurance, certificate, KYC) stops being valid.
    expiresOn: z.iso.date().nullable().optional(),
  })
  .refine((doc) => !doc.notApplicable || Boolean(doc.notApplicableReason), {
    message: NOT_APPLICABLE_REASON_REQUIRED,
    path: ["notApplicableReason"],
  });

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
 * checked when `base` gives them. Without `base` a save merges (lib/progress/rules.ts).
 */
export const progressBaseSchema = z.strictObject({
  notes: notesSchema.nullable().optional(),
  priority: prioritySchema.nullable().optional(),
  documents: documentsPatchSchema.optional(),
});

/**
 * POST /api/progress. `completed` is accepted for the contract of SPEC.md section 7 but the
 * server derives completion from the documents (isTaskComplete, ./rules.ts), so the two never disagree.
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

/**
 * A document as the API answers it: the stored entry, read leniently (no refinements, unknown
 * keys dropped) so a row written by an older rule still reads. Its output is ./rules.ts's
 * DocumentState.
 */
export const documentStateResponse = z.object({
  id: z.string(),
  name: z.string(),
  completed: z.boolean(),
  fileUrl: z.string().nullable().optional(),
  fileName: z.string().nullable().optional(),
  uploadedAt: z.string().nullable().optional(),
  optional: z.boolean().optional(),
  notApplicable: z.boolean().optional(),
  notApplicableReason: z.string().nullable().optional(),
  expiresOn: z.string().nullable().optional(),
});

/**
 * The progress row, written once: a `company_progress` row with its task's phase, as the data
 * layer reads it (lib/progress/save.ts selects exactly these keys; the list's SQL builds its JSON
 * from them, lib/progress/read.ts). The record below is this row on the wire.
 */
export const progressRowSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  phaseId: z.string(),
  completed: z.boolean(),
  completedAt: z.date().nullable(),
  priority: z.string().nullable(),
  notes: z.string().nullable(),
  documents: z.unknown(),
  isOptional: z.boolean(),
  updatedAt: z.date(),
});
export type ProgressRow = z.output<typeof progressRowSchema>;

/**
 * One progress record: what POST /api/progress answers, one entry of GET
 * /api/company/{id}/progress, and the `current` of a 409. The row with its times as ISO strings,
 * its documents as a map, and `phase` (SPEC.md section 7: the dashboard reads phase.id, the phase
 * page the rest). The server always sends `phaseId` and `phase`; the client's optimistic records
 * may lack them.
 */
export const progressRecordSchema = progressRowSchema.extend({
  completedAt: z.string().nullable(),
  documents: z.record(z.string(), documentStateResponse).nullable(),
  updatedAt: z.string(),
  phase: z.object({ id: z.string() }),
});
/** A record as the server sends it. */
export type ProgressJson = z.output<typeof progressRecordSchema>;
/** A record as the client's cache holds it (an optimistic one may not know its phase yet). */
export type ProgressRecord = Omit<ProgressJson, "phaseId" | "phase"> & { phaseId?: string | null; phase?: { id: string } | null };

/** GET /api/company/{id}/progress (a hot read, stitched as bytes: typed, and parsed by tests/structure/contracts.test.ts). */
export const progressListResponse = z.object({ data: z.array(progressRecordSchema) });

/** A 409 of a save or a restore: the message and what is stored now (null: the task has no record). */
export const progressConflictResponse = z.object({ message: z.string(), current: progressRecordSchema.nullable() });

/** A row's documents as a map, or null (a row written by an older rule may hold anything). */
export function asDocuments(value: unknown): DocumentsMap | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as DocumentsMap) : null;
}

const ROW_KEYS = Object.keys(progressRowSchema.shape) as (keyof ProgressRow)[];

/** A row as the API answers it (progressRecordSchema); keys beyond the row's (a lock's `created`) stay out. */
export function serializeProgress(row: ProgressRow): ProgressJson {
  const picked = Object.fromEntries(ROW_KEYS.map((key) => [key, row[key]])) as ProgressRow;
  return {
    ...picked,
    completedAt: row.completedAt?.toISOString() ?? null,
    documents: asDocuments(row.documents),
    updatedAt: row.updatedAt.toISOString(),
    phase: { id: row.phaseId },
  };
}

// The phases' progress figures and the trash list.

/** GET /api/company/{id}/phases/progress/batch?phaseIds= (comma-separated, duplicates dropped). */
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
    .pipe(z.array(z.string().max(100)).min(1, progressMessages.phaseIdsRequired).max(50, progressMessages.tooManyPhases)),
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

// A document's earlier versions.

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
