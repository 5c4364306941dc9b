import "server-only";
import { Readable } from "node:stream";
import { contentDisposition } from "./disposition";
import { contentRange, type ByteRange } from "./range";
import { INLINE_TYPES, isTextType } from "./sniff";
import { RemoteObject } from "./types";

export { contentDisposition };

export interface StoredFileMeta {
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * Streams a stored file with headers that keep the browser from interpreting it as anything but
 * a download: attachment by default (inline only for PDF and images when asked), nosniff, no cache.
 * An object the store serves itself (S3) is a redirect to a presigned GET instead.
 */
export async function fileResponse(
  file: StoredFileMeta,
  body: Readable,
  options: { inline?: boolean; acceptRanges?: boolean } = {},
): Promise<Response> {
  const inline = Boolean(options.inline) && INLINE_TYPES.has(file.contentType);
  if (body instanceof RemoteObject) return redirectToStore(body, { fileName: file.fileName, contentType: servedType(file.contentType), inline });
  const headers = fileHeaders(file, inline);
  headers.set("Content-Length", String(file.size));
  // Only a route that answers Range says so (the shared file route; the founder's route does not).
  if (options.acceptRanges) headers.set("Accept-Ranges", "bytes");
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status: 200, headers });
}

/**
 * Bytes `range` of a file of `file.size` bytes (206), with the headers of the whole file. The
 * viewer loads a PDF this way, a few chunks at a time, each request checked on its own.
 */
export function partialFileResponse(file: StoredFileMeta, body: Readable, range: ByteRange, options: { inline?: boolean } = {}): Response {
  const headers = fileHeaders(file, Boolean(options.inline) && INLINE_TYPES.has(file.contentType));
  headers.set("Content-Length", String(range.end - range.start + 1));
  headers.set("Content-Range", contentRange(range, file.size));
  headers.set("Accept-Ranges", "bytes");
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status: 206, headers });
}

/** A range that starts past the end of the file (416), saying how long the file is. */
export function unsatisfiableRangeResponse(size: number): Response {
  return new Response(null, {
    status: 416,
    headers: { "Content-Range": contentRange(null, size), "Accept-Ranges": "bytes", "Cache-Control": "private, no-store" },
  });
}

const servedType = (contentType: string) => (isTextType(contentType) ? `${contentType}; charset=utf-8` : contentType);

function fileHeaders(file: StoredFileMeta, inline: boolean): Headers {
  const headers = new Headers({
    "Content-Type": servedType(file.contentType),
    "Content-Disposition": contentDisposition(file.fileName, inline ? "inline" : "attachment"),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  // Opened directly, a file may run nothing and load nothing. Chromium's PDF viewer refuses to
  // run in a sandboxed or object-src 'none' document, so an inline PDF only forbids framing.
  if (!inline) headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  else if (file.contentType === "application/pdf") headers.set("Content-Security-Policy", "frame-ancestors 'none'");
  else headers.set("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  return headers;
}

/** A presigned GET lives this long: enough to start the download, too short to pass around. */
export const DOWNLOAD_URL_SECONDS = 300;

/**
 * The store answers with the sniffed type and the RFC 6266 name (set through the signature);
 * no-referrer keeps the app's URL (with its access code) from reaching the store.
 */
async function redirectToStore(body: RemoteObject, file: { fileName: string; contentType: string; inline: boolean }): Promise<Response> {
  const url = await body.downloadUrl({
    fileName: file.fileName,
    contentType: file.contentType,
    disposition: file.inline ? "inline" : "attachment",
    expiresInSeconds: DOWNLOAD_URL_SECONDS,
  });
  body.destroy();
  return new Response(null, {
    status: 302,
    headers: { Location: url, "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" },
  });
}
