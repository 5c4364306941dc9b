import { z } from "zod";
import { EXPIRATION_PERIODS } from "@/lib/spaces/rules/expiry";
import { ITEM_TYPES } from "@/lib/spaces/rules/items";
import { REMEMBER_VISITOR_DAYS_MAX, SECURE_SPACE_DEFAULTS } from "@/lib/spaces/rules/space-settings";
import { validation } from "@/lib/messages/forms";
import { toasts } from "@/lib/messages/toasts";
import { optionalText } from "@/lib/validations/fields";
import { ACCESS_LOGS_BAD_CURSOR } from "@/lib/messages/spaces";

export const SPACE_ITEMS_MAX = 500;
export type { ItemType } from "@/lib/spaces/rules/items";

/**
 * A share payload item (SPEC.md section 3). Only the ids and type are trusted: the server builds
 * the itemData snapshot from the founder's own data, so labels, urls and notes sent here are ignored.
 */
export const shareItemSchema = z.object({
  itemType: z.enum(ITEM_TYPES).default("task"),
  itemId: z.string().max(200).optional(),
  taskId: z.string().max(100).nullable().optional(),
  phaseId: z.string().max(100).nullable().optional(),
  category: z.string().max(200).nullable().optional(),
  taskTitle: z.string().max(500).optional(),
  label: z.string().max(500).optional(),
  documentUrl: z.string().max(2048).nullable().optional(),
  itemData: z.record(z.string(), z.unknown()).optional(),
});
export type ShareItemInput = z.input<typeof shareItemSchema>;

const items = z.array(shareItemSchema).max(SPACE_ITEMS_MAX, `At most ${SPACE_ITEMS_MAX} items`);

// ---- the visitor gate: access controls ----
export const AGREEMENT_TEXT_MAX = 10_000;
export const ACCESS_LIST_MAX = 200;
/** An allow/deny entry: "alice@fund.com", "@fund.com" or "fund.com" (stored lower case, no leading "@"). */
export const accessListEntry = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => (v.startsWith("@") ? v.slice(1) : v))
  .pipe(
    z
      .string()
      .min(1)
      .max(254)
      .regex(/^([^\s@]+@)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, "Enter an email or a domain such as fund.com"),
  );
const accessList = z.array(accessListEntry).max(ACCESS_LIST_MAX, `At most ${ACCESS_LIST_MAX} entries`);
const REMEMBER_DAYS_MESSAGE = validation.rememberVisitorDays;
/** The founder's access controls of a space, on create and update. */
export const accessControlsFields = {
  requireVerification: z.boolean().optional(),
  allowList: accessList.optional(),
  denyList: accessList.optional(),
  agreementText: z
    .string()
    .max(AGREEMENT_TEXT_MAX, `At most ${AGREEMENT_TEXT_MAX.toLocaleString("en-US")} characters`)
    .refine((v) => !v.includes("\u0000"), "The agreement cannot contain NUL characters")
    .transform((v) => (v.trim() === "" ? null : v))
    .nullable()
    .optional(),
  notifyNewVisitors: z.boolean().optional(),
  rememberVisitorDays: z
    .number({ error: REMEMBER_DAYS_MESSAGE })
    .int(REMEMBER_DAYS_MESSAGE)
    .min(0, REMEMBER_DAYS_MESSAGE)
    .max(REMEMBER_VISITOR_DAYS_MAX, REMEMBER_DAYS_MESSAGE)
    .optional(),
};
/** The viewer's "Allow downloads" and "Watermark documents" (a new space's defaults: SECURE_SPACE_DEFAULTS). */
const viewerOptionsShape = {
  allowDownloads: z.boolean().optional(),
  watermark: z.boolean().optional(),
  /** "Allow copying" (default on): the viewer's text layer, so text can be selected and found. */
  allowCopying: z.boolean().optional(),
  /** "Show checklist status" (default off): visitors then see the founder's progress, not only what was provided. */
  showChecklistStatus: z.boolean().optional(),
};

export const spaceCreateSchema = z.strictObject({
  companyId: z.uuid({ error: validation.companyIdRequired }),
  name: z.string({ error: validation.sharedSpaceNameRequired }).trim().min(1, validation.sharedSpaceNameRequired).max(200),
  description: optionalText(2000),
  items: items.default([]),
  /** Task notes reach visitors only when the founder ticks them in. */
  includeNotes: z.boolean().optional(),
  ...viewerOptionsShape,
  expiresAt: z.iso.datetime({ offset: true }).optional(),
  expirationPeriod: z.enum(EXPIRATION_PERIODS).optional(),
  ...accessControlsFields,
  // An omitted setting gets the secure default, on every path that creates a space.
  requireVerification: z.boolean().default(SECURE_SPACE_DEFAULTS.requireVerification),
  notifyNewVisitors: z.boolean().default(SECURE_SPACE_DEFAULTS.notifyNewVisitors),
  allowDownloads: z.boolean().default(SECURE_SPACE_DEFAULTS.allowDownloads),
  watermark: z.boolean().default(SECURE_SPACE_DEFAULTS.watermark),
  allowCopying: z.boolean().default(SECURE_SPACE_DEFAULTS.allowCopying),
});
export type SpaceCreateInput = z.input<typeof spaceCreateSchema>;

/**
 * POST /api/shared-spaces/preview: the create dialog's body, before the link exists ("Preview as
 * investor"); the name may still be blank there.
 */
export const spacePreviewSchema = spaceCreateSchema.extend({ name: z.string().trim().max(200).default("") });

/** PATCH /api/shared-spaces/{id}: replaces the items (and optionally renames). */
export const spaceUpdateSchema = z.strictObject({
  items: items.optional(),
  name: z.string().trim().min(1, validation.sharedSpaceNameRequired).max(200).optional(),
  description: optionalText(2000),
  includeNotes: z.boolean().optional(),
  ...accessControlsFields,
  ...viewerOptionsShape,
});

export type SpaceUpdateInput = z.input<typeof spaceUpdateSchema>;

/** POST /api/shared-spaces/{id}/items: an array, `{ items }`, or a single item. */
export const spaceAddItemsSchema = z.preprocess(
  (body) => {
    if (Array.isArray(body)) return body;
    if (body && typeof body === "object" && Array.isArray((body as { items?: unknown }).items)) return (body as { items: unknown[] }).items;
    return [body];
  },
  // The same words as the dialog's toast when nothing is ticked.
  items.min(1, toasts.noTasksSelected.description),
);

/** Access logs are answered a page at a time, newest first (GET /api/shared-spaces/{id}/access-logs). */
export const ACCESS_LOGS_PAGE_DEFAULT = 100;
export const ACCESS_LOGS_PAGE_MAX = 500;
/** `?cursor=` is opaque to clients: the last entry's lastViewedAt (ms) and id, as the server wrote it. */
export const accessLogsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ACCESS_LOGS_PAGE_MAX).default(ACCESS_LOGS_PAGE_DEFAULT),
  cursor: z
    .string()
    .regex(/^\d{1,15}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, ACCESS_LOGS_BAD_CURSOR)
    .optional(),
});
export type AccessLogsQuery = z.infer<typeof accessLogsQuerySchema>;

/*
 * Responses of the founder's shared-space routes (the visitor's view is lib/visitor/schema.ts).
 */

/** What an item carries besides its ids: the label the server built, and per type what the viewer shows. */
export const spaceItemDataResponse = z.looseObject({ label: z.string().optional() });
export type SpaceItemData = z.output<typeof spaceItemDataResponse>;

export const spaceItemResponse = z.object({
  id: z.string(),
  itemType: z.enum(ITEM_TYPES),
  itemId: z.string(),
  taskId: z.string().nullable(),
  phaseId: z.string().nullable(),
  category: z.string().nullable(),
  itemData: spaceItemDataResponse,
  order: z.number().int(),
  createdAt: z.string(),
});
export type SharedSpaceItemJson = z.output<typeof spaceItemResponse>;

/** A space as GET /api/shared-spaces lists it and every founder mutation answers it; `shareCode` repeats `accessCode`. */
export const spaceResponse = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  expiresAt: z.string(),
  accessCode: z.string(),
  shareCode: z.string(),
  isActive: z.boolean(),
  viewCount: z.number().int(),
  itemCount: z.number().int(),
  /** Distinct visitor emails so far; and the latest visit (only GET /api/shared-spaces reads it). */
  visitorCount: z.number().int().optional(),
  lastVisitAt: z.string().nullable().optional(),
  /** Whether visitors see the shared tasks' notes. */
  includeNotes: z.boolean().optional(),
  /** The document viewer. */
  allowDownloads: z.boolean().optional(),
  watermark: z.boolean().optional(),
  allowCopying: z.boolean().optional(),
  showChecklistStatus: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(spaceItemResponse),
  // The visitor gate: the space's access controls.
  requireVerification: z.boolean().optional(),
  allowList: z.array(z.string()).optional(),
  denyList: z.array(z.string()).optional(),
  agreementText: z.string().nullable().optional(),
  notifyNewVisitors: z.boolean().optional(),
  rememberVisitorDays: z.number().int().optional(),
  revokedAt: z.string().nullable().optional(),
});
export type SharedSpaceJson = z.output<typeof spaceResponse>;
export const spaceListResponse = z.object({ data: z.array(spaceResponse) });
export type SpaceListResponse = z.output<typeof spaceListResponse>;

/** An item of a batch add, named by the label the server built (never the label the client sent). */
export const addedItemRefResponse = z.object({ itemType: z.enum(ITEM_TYPES), itemId: z.string(), label: z.string() });
export type AddedItemRef = z.output<typeof addedItemRefResponse>;

/** POST /api/shared-spaces/{id}/items: the space, what was added and what was already there. */
export const addItemsResponse = spaceResponse.extend({ added: z.array(addedItemRefResponse), skipped: z.array(addedItemRefResponse) });
export type AddItemsJson = z.output<typeof addItemsResponse>;

/** One entry of GET /api/shared-spaces/{id}/access-logs (the body is the array; paging rides in headers). */
export const accessLogEntryResponse = z.object({
  id: z.string(),
  email: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  accessedAt: z.string(),
  lastViewedAt: z.string(),
  /** The visitor gate: when the email was verified by code, and when the agreement was accepted (from which IP). */
  verifiedAt: z.string().nullable().optional(),
  agreementAcceptedAt: z.string().nullable().optional(),
  agreementIp: z.string().nullable().optional(),
});
export type AccessLogJson = z.output<typeof accessLogEntryResponse>;
