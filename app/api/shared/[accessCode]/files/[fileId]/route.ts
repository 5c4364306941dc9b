import { Readable } from "node:stream";
import type { NextRequest } from "next/server";
import { withPublic } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors";
import { openSharedFile } from "@/lib/visitor/file";
import { recordFileEvent } from "@/lib/spaces/space-analytics";
import { EVENT_KINDS } from "@/lib/spaces/rules/space-analytics";
import { sharedView } from "@/lib/messages/shared-view";
import { deliveryFor, fileDispositionSchema } from "@/lib/sharing/file-delivery";
import { downloadsOffPage } from "@/lib/visitor/downloads-off-page";
import { stampedOnce } from "@/lib/sharing/stamped-cache";
import { isBrowserNavigation, pageOnError } from "@/lib/visitor/redirect";
import { VISITOR_COOKIE } from "@/lib/visitor/token";
import { stampPdf } from "@/lib/sharing/watermark";
import { getStorage } from "@/lib/storage";
import { isFirstRange, parseRange } from "@/lib/storage/range";
import { fileResponse, partialFileResponse, unsatisfiableRangeResponse } from "@/lib/storage/response";

export const dynamic = "force-dynamic";

async function readAll(body: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The token comes only from the HttpOnly cookie the visit set, scoped to this space's paths: a
 * token in the URL would leak through history, server logs and copied links, so `?token=` is ignored.
 * A clicked link that fails (file removed, space expired, access lapsed) lands on the space's page;
 * one refused because downloads are off gets a short page saying so.
 * `?disposition=inline` is the viewer's fetch; with downloads off only that is served (PDFs and
 * images); with the watermark on every PDF is stamped here, streamed, never redirected.
 * A `Range` request (the viewer loads a PDF a few chunks at a time) is answered 206 from the store
 * or from the stamped bytes, after the same checks as any other request: once access ends, a page
 * the viewer has not loaded yet is refused.
 */
export const GET = withPublic<{ accessCode: string; fileId: string }>(async ({ req, ip, params }) =>
  pageOnError(req, params.accessCode, () => explainDownloadsOff(req, params.accessCode, () => serve(req, ip, params))),
);

async function explainDownloadsOff(req: Request, code: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    const downloadsOff = error instanceof ApiError && error.status === 403 && error.message === sharedView.downloadsOff;
    if (downloadsOff && isBrowserNavigation(req.headers)) return downloadsOffPage(code);
    throw error;
  }
}

async function serve(req: NextRequest, ip: string | null, params: { accessCode: string; fileId: string }): Promise<Response> {
  const { disposition } = fileDispositionSchema.parse({ disposition: req.nextUrl.searchParams.get("disposition") ?? undefined });
  const token = req.cookies.get(VISITOR_COOKIE)?.value ?? null;
  const downloadsFirst = disposition !== "inline" && isBrowserNavigation(req.headers);
  const { file, body, email, options, visit } = await openSharedFile({ code: params.accessCode, fileId: params.fileId, token, ip, downloadsFirst });
  const delivery = deliveryFor({ disposition, contentType: file.contentType, ...options });
  if (!delivery.serve) {
    body.destroy();
    throw new ApiError(403, sharedView.downloadsOff);
  }
  const rangeHeader = req.headers.get("range");
  // Analytics, server truth: the viewer's fetch is an open, anything else a download; the
  // viewer's later range requests are the same open.
  if (visit && isFirstRange(rangeHeader))
    await recordFileEvent({ ...visit, fileId: file.id, kind: disposition === "inline" ? EVENT_KINDS.open : EVENT_KINDS.download });
  const served = { inline: delivery.inline };
  if (!delivery.stamp) {
    const range = parseRange(rangeHeader, file.size);
    if (!range) return fileResponse(file, body, { ...served, acceptRanges: true });
    body.destroy();
    if (range === "unsatisfiable") return unsatisfiableRangeResponse(file.size);
    const part = await getStorage().readRange(file.storageKey, range.start, range.end);
    if (!part) throw new ApiError(404, sharedView.fileNotFound);
    return partialFileResponse(file, part, range, served);
  }
  const date = new Date();
  let stamped: Uint8Array;
  try {
    const key = [file.id, email, ip ?? "", date.toISOString().slice(0, 10)].join("\n");
    stamped = await stampedOnce(key, async () => stampPdf(await readAll(body), { email, ip, date }));
  } catch {
    throw new ApiError(422, sharedView.watermarkFailed);
  } finally {
    body.destroy();
  }
  const meta = { ...file, size: stamped.byteLength };
  const range = parseRange(rangeHeader, stamped.byteLength);
  if (range === "unsatisfiable") return unsatisfiableRangeResponse(stamped.byteLength);
  if (range) return partialFileResponse(meta, Readable.from(Buffer.from(stamped.subarray(range.start, range.end + 1))), range, served);
  return fileResponse(meta, Readable.from(Buffer.from(stamped)), { ...served, acceptRanges: true });
}

/**
 * The viewer's Download button asks here first: the status a GET would answer (200, or its
 * refusal: 401, 403, 404, 410, 429), with no bytes, no presigned URL and no analytics event. A
 * download that would be refused is said in the viewer instead of the browser saving the page the
 * GET redirects a failed navigation to. The open viewer asks here too on each page change, so an
 * ended access is said even when that page's bytes are already in the browser.
 */
export const HEAD = withPublic<{ accessCode: string; fileId: string }>(async ({ req, ip, params }) => {
  const { disposition } = fileDispositionSchema.parse({ disposition: req.nextUrl.searchParams.get("disposition") ?? undefined });
  const token = req.cookies.get(VISITOR_COOKIE)?.value ?? null;
  const { file, body, options } = await openSharedFile({ code: params.accessCode, fileId: params.fileId, token, ip });
  body.destroy();
  if (!deliveryFor({ disposition, contentType: file.contentType, ...options }).serve) throw new ApiError(403, sharedView.downloadsOff);
  return new Response(null, { status: 200, headers: { "Cache-Control": "private, no-store" } });
});
