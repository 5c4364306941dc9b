import { Readable } from "node:stream";
import { withPublic } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors";
import { openSharedFile } from "@/lib/data/shared-view";
import { recordFileEvent } from "@/lib/data/space-analytics";
import { EVENT_KINDS } from "@/lib/domain/space-analytics";
import { sharedView } from "@/lib/messages/shared-view";
import { clientIp } from "@/lib/sharing/client-ip";
import { deliveryFor, fileDispositionSchema } from "@/lib/sharing/file-delivery";
import { pageOnError } from "@/lib/sharing/visitor-redirect";
import { VISITOR_COOKIE } from "@/lib/sharing/visitor-token";
import { stampPdf } from "@/lib/sharing/watermark";
import { fileResponse } from "@/lib/storage/response";

export const dynamic = "force-dynamic";

async function readAll(body: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The token comes only from the HttpOnly cookie the visit set, scoped to this space's paths: a
 * token in the URL would leak through history, server logs and copied links, so `?token=` is ignored.
 * A clicked link that fails (file removed, space expired, access lapsed) lands on the space's page.
 * `?disposition=inline` is the viewer's fetch; with downloads off only that is served
 * (PDFs and images); with the watermark on every PDF is stamped here, streamed, never redirected.
 */
export const GET = withPublic<{ accessCode: string; fileId: string }>(async ({ req, params }) =>
  pageOnError(req, params.accessCode, async () => {
    const { disposition } = fileDispositionSchema.parse({ disposition: req.nextUrl.searchParams.get("disposition") ?? undefined });
    const token = req.cookies.get(VISITOR_COOKIE)?.value ?? null;
    const ip = clientIp(req.headers);
    const { file, body, email, options, visit } = await openSharedFile({ code: params.accessCode, fileId: params.fileId, token, ip });
    const delivery = deliveryFor({ disposition, contentType: file.contentType, ...options });
    if (!delivery.serve) {
      body.destroy();
      throw new ApiError(403, sharedView.downloadsOff);
    }
    // Space analytics, server truth: the viewer's fetch is an open, anything else a download.
    if (visit) await recordFileEvent({ ...visit, fileId: file.id, kind: disposition === "inline" ? EVENT_KINDS.open : EVENT_KINDS.download });
    if (!delivery.stamp) return fileResponse(file, body, { inline: delivery.inline });
    let stamped: Uint8Array;
    try {
      stamped = await stampPdf(await readAll(body), { email, ip, date: new Date() });
    } catch {
      throw new ApiError(422, sharedView.watermarkFailed);
    }
    return fileResponse({ ...file, size: stamped.byteLength }, Readable.from(Buffer.from(stamped)), { inline: delivery.inline });
  }),
);

/**
 * The viewer's Download button asks here first: the status a GET would answer (200, or its
 * refusal: 401, 403, 404, 410, 429), with no bytes, no presigned URL and no analytics event. A
 * download that would be refused is said in the viewer instead of the browser saving the page the
 * GET redirects a failed navigation to.
 */
export const HEAD = withPublic<{ accessCode: string; fileId: string }>(async ({ req, params }) => {
  const { disposition } = fileDispositionSchema.parse({ disposition: req.nextUrl.searchParams.get("disposition") ?? undefined });
  const token = req.cookies.get(VISITOR_COOKIE)?.value ?? null;
  const { file, body, options } = await openSharedFile({ code: params.accessCode, fileId: params.fileId, token, ip: clientIp(req.headers) });
  body.destroy();
  if (!deliveryFor({ disposition, contentType: file.contentType, ...options }).serve) throw new ApiError(403, sharedView.downloadsOff);
  return new Response(null, { status: 200, headers: { "Cache-Control": "private, no-store" } });
});
