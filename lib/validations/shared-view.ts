import { z } from "zod";

/*
 * GET/POST /api/shared/{code}: what a visitor receives (SPEC.md section 3 snapshots, no internal
 * ids, file links pointing at the visitor route). A hot read stitched as bytes
 * (lib/data/shared-view.ts): tests/structure/contracts.test.ts parses real answers with these
 * schemas and checks they describe lib/sharing/types.ts's VisitorPayload.
 */

/*
 * By default a visitor gets only the documents provided (a file or a link) and none of the
 * founder's progress; `completed`, `priority`, the phase's counts and each document's `status`
 * come only when the space shows the checklist's status.
 */
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
  phaseId: z.string().optional(),
  phaseName: z.string(),
  tasks: z.array(categoryTask),
});

const phaseSnapshot = z.object({
  label: z.string(),
  description: z.string().nullable(),
  taskCount: z.number().int().optional(),
  completedCount: z.number().int().optional(),
  completed: z.boolean().optional(),
  sections: z.array(z.object({ category: z.string(), tasks: z.array(categoryTask) })),
});

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

/** A removed item keeps only the label it was shared with. */
const item = <T extends string, D extends z.ZodType>(itemType: T, itemData: D) =>
  z.object({ id: z.string(), itemType: z.literal(itemType), order: z.number().int(), itemData, removed: z.literal(true).optional() });

export const visitorItemResponse = z.discriminatedUnion("itemType", [
  item("task", taskSnapshot),
  item("category", categorySnapshot),
  item("phase", phaseSnapshot),
  item("document", documentSnapshot),
]);

export const visitorPayloadResponse = z.object({
  space: z.object({
    name: z.string(),
    companyName: z.string(),
    companyLogoUrl: z.string().nullable(),
    showChecklistStatus: z.boolean(),
    description: z.string().nullable(),
    expiresAt: z.string(),
    createdAt: z.string(),
    isActive: z.boolean(),
    itemCount: z.number().int(),
  }),
  items: z.array(visitorItemResponse),
  visitorToken: z.string(),
  visitorTokenExpiresAt: z.string(),
  /** The document viewer: false when the founder turned downloads off. */
  allowDownloads: z.boolean().optional(),
  /** False when the founder turned copying off: the viewer shows no text layer. */
  allowCopying: z.boolean().optional(),
});
export type VisitorPayloadJson = z.output<typeof visitorPayloadResponse>;
