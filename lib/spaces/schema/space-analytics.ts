import { z } from "zod";
import { clampDuration, MAX_BEACON_EVENTS, MAX_PAGE_NUMBER } from "@/lib/spaces/rules/space-analytics";
import { uuid } from "@/lib/validations/common";

/** One page-time sample from the viewer: the file's id, the page and how long it was shown (clamped). */
export const pageSampleSchema = z.object({
  fileId: uuid,
  page: z.number().int().min(1).max(MAX_PAGE_NUMBER),
  ms: z.number().finite().transform(clampDuration),
});

/** POST /api/shared/{code}/beacons: a batch of page times; the visit comes from the visitor cookie, never the body. */
export const beaconBatchSchema = z.object({ events: z.array(pageSampleSchema).min(1).max(MAX_BEACON_EVENTS) }).strict();
export type BeaconBatch = z.output<typeof beaconBatchSchema>;
export type PageSample = z.input<typeof pageSampleSchema>;
