import { z } from "zod";

/** The document types a visitor can view in the browser (lib/storage/sniff.ts INLINE_TYPES). */
const VIEWABLE = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"]);

/**
 * `?disposition=` of GET /api/shared/{code}/files/{id}: "inline" is the in-page viewer's fetch,
 * "attachment" a forced download; absent is a clicked link (PDFs and images open in the tab,
 * other types download), which serves the whole file and so counts as a download.
 */
export const fileDispositionSchema = z.object({ disposition: z.enum(["inline", "attachment"]).optional() });
export type FileDisposition = z.output<typeof fileDispositionSchema>["disposition"];

export type Delivery = { serve: true; inline: boolean; stamp: boolean } | { serve: false };

/**
 * Whether and how a visitor gets a file's bytes. Downloads off: only viewing a PDF or
 * image inline; everything else is refused. Watermark on: every PDF is stamped, viewed or downloaded.
 */
export function deliveryFor(input: { disposition: FileDisposition; contentType: string; allowDownloads: boolean; watermark: boolean }): Delivery {
  const viewable = VIEWABLE.has(input.contentType);
  const viewing = input.disposition === "inline" && viewable;
  if (!input.allowDownloads && !viewing) return { serve: false };
  const stamp = input.watermark && input.contentType === "application/pdf";
  return { serve: true, inline: input.disposition !== "attachment", stamp };
}
