import { z } from "zod";
import type { ItemType } from "@/lib/spaces/rules/items";
import { validation } from "@/lib/messages/forms";

/*
 * The visitor view's contract, written once: what a visitor sends (the email, the gate's answers)
 * and what a visit answers (SPEC.md section 3 snapshots, no internal ids, file links pointing at
 * the visitor route). Every type of the visitor view is derived from these schemas. The answer is
 * a hot read stitched as bytes (lib/visitor/visit.ts), so it is typed here but not parsed per
 * request: tests/structure/contracts.test.ts parses real answers with visitorPayloadResponse.
 *
 * Client code imports this file only with `import type`: zod would otherwise be most of the
 * public page's first load.
 */

// ---- what a visitor sends ----
export const visitorEmailSchema = z.string().trim().toLowerCase().pipe(z.email(validation.invalidEmail)).pipe(z.string().max(254));

/** POST /api/shared/{code}: the visit, with the gate's answers. */
export const visitorOpenSchema = z.strictObject({
  email: visitorEmailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, validation.sixDigitCode)
    .optional(),
  agree: z.boolean().optional(),
});

/** POST /api/shared/{code}/verification: send a code to this email. */
export const visitorCodeRequestSchema = z.strictObject({ email: visitorEmailSchema });

// ---- what a visit answers ----
/*
 * By default a visitor gets only the documents provided (a file or a link) and none of the
 * founder's progress; `completed`, `priority`, the phase's counts and each document's `status`
 * come only when the space shows the checklist's status.
 */
/** A document as a visitor with "Show checklist status" sees it; only "provided" has the check. */
const documentStatus = z.enum(["provided", "pending", "optional", "notApplicable", "removed"]);

const documentEntry = z.object({
  name: z.string(),
  completed: z.boolean().optional(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  status: documentStatus.optional(),
});

const taskSnapshot = z.object({
  label: z.string(),
  category: z.string(),
  description: z.string(),
  completed: z.boolean().optional(),
  priority: z.string().optional(),
  notes: z.string().nullable(),
  documentUrl: z.string().nullable(),
  documents: z.array(documentEntry),
});

/** A task inside a shared section or phase: its documents and files, as the task card shows them. */
const categoryTask = z.object({
  title: z.string(),
  description: z.string(),
  completed: z.boolean().optional(),
  priority: z.string().optional(),
  documentUrl: z.string().nullable(),
  documents: z.array(documentEntry),
  notes: z.string().nullable(),
});

const categorySnapshot = z.object({
  label: z.string(),
  category: z.string(),
  phaseName: z.string(),
  tasks: z.array(categoryTask),
});

/** A phase's content: its tasks grouped by section (category), ordered as the phase page orders them. */
const phaseSnapshot = z.object({
  label: z.string(),
  description: z.string().nullable(),
  taskCount: z.number().int().optional(),
  completedCount: z.number().int().optional(),
  completed: z.boolean().optional(),
  sections: z.array(z.object({ category: z.string(), tasks: z.array(categoryTask) })),
});

/** A shared document; `phaseName` is where it sits (the visitor page groups documents by phase, then section). */
const documentSnapshot = z.object({
  label: z.string(),
  taskTitle: z.string(),
  category: z.string(),
  phaseName: z.string().optional(),
  completed: z.boolean().optional(),
  status: documentStatus.optional(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
});

/** A removed item (the thing shared no longer exists) keeps only the label it was shared with. */
const item = <T extends ItemType, D extends z.ZodType>(itemType: T, itemData: D) =>
  z.object({ id: z.string(), itemType: z.literal(itemType), order: z.number().int(), itemData, removed: z.literal(true).optional() });

export const visitorItemResponse = z.discriminatedUnion("itemType", [
  item("task", taskSnapshot),
  item("category", categorySnapshot),
  item("phase", phaseSnapshot),
  item("document", documentSnapshot),
]);

export const visitorSpaceResponse = z.object({
  name: z.string(),
  /** The company that shared the space: the page is branded with it, not with the product. */
  companyName: z.string(),
  /** Its logo when set (an http(s) URL the founder gave), else null. */
  companyLogoUrl: z.string().nullable(),
  /** Whether the founder's progress is shown ("Show checklist status"); otherwise only what was provided. */
  showChecklistStatus: z.boolean(),
  description: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  isActive: z.boolean(),
  itemCount: z.number().int(),
});

/** GET/POST /api/shared/{code} (and the founder's previews of it). */
export const visitorPayloadResponse = z.object({
  space: visitorSpaceResponse,
  items: z.array(visitorItemResponse),
  visitorToken: z.string(),
  visitorTokenExpiresAt: z.string(),
  /** The document viewer: false when the founder turned downloads off (the viewer shows no Download button). */
  allowDownloads: z.boolean().optional(),
  /** False when the founder turned copying off: the viewer shows no text layer. */
  allowCopying: z.boolean().optional(),
});

export type VisitorPayload = z.output<typeof visitorPayloadResponse>;
export type VisitorSpace = z.output<typeof visitorSpaceResponse>;
/** One item as a visitor receives it: no internal ids, file links pointing at the visitor route. */
export type VisitorItem = z.output<typeof visitorItemResponse>;
export type DocumentStatus = z.output<typeof documentStatus>;
export type DocumentEntrySnapshot = z.output<typeof documentEntry>;
export type TaskSnapshot = z.output<typeof taskSnapshot>;
export type CategoryTaskSnapshot = z.output<typeof categoryTask>;
export type CategorySnapshot = z.output<typeof categorySnapshot>;
export type PhaseSnapshot = z.output<typeof phaseSnapshot>;
export type DocumentSnapshot = z.output<typeof documentSnapshot>;
/** An item's data by its type, as a visitor receives it. */
export type SnapshotByType = { [T in ItemType]: Extract<VisitorItem, { itemType: T }>["itemData"] };

// ---- what a space stores (the founder's side of the same shapes) ----
/*
 * The snapshots built from the founder's own data (lib/visitor/snapshots.ts): stored as an item's
 * itemData when it is shared, and built again from the current data on every new version of the
 * visitor view, which renders them into the shapes above (lib/visitor/render.ts). They carry what
 * only the founder's side has: the phase id, and a document marked optional, not applicable or in
 * the trash (set only when true). `completed`, `priority` and the phase's counts are always there.
 */
const founderMarks = {
  optional: z.literal(true).optional(),
  notApplicable: z.literal(true).optional(),
  removed: z.literal(true).optional(),
};
const storedDocumentEntrySchema = documentEntry.extend(founderMarks);
const storedCategoryTaskSchema = categoryTask.extend({ documents: z.array(storedDocumentEntrySchema) });
export const storedTaskSchema = taskSnapshot.extend({ documents: z.array(storedDocumentEntrySchema) });
export const storedCategorySchema = categorySnapshot.extend({ phaseId: z.string().optional(), tasks: z.array(storedCategoryTaskSchema) });
export const storedPhaseSchema = phaseSnapshot.extend({
  sections: z.array(z.object({ category: z.string(), tasks: z.array(storedCategoryTaskSchema) })),
});
export const storedDocumentSchema = documentSnapshot.extend(founderMarks);

export type StoredDocumentEntry = z.output<typeof storedDocumentEntrySchema>;
export type StoredCategoryTask = z.output<typeof storedCategoryTaskSchema>;
export type StoredTaskSnapshot = z.output<typeof storedTaskSchema>;
export type StoredCategorySnapshot = z.output<typeof storedCategorySchema>;
export type StoredPhaseSnapshot = z.output<typeof storedPhaseSchema>;
export type StoredDocumentSnapshot = z.output<typeof storedDocumentSchema>;
export type ItemSnapshot = StoredTaskSnapshot | StoredCategorySnapshot | StoredPhaseSnapshot | StoredDocumentSnapshot;
