import "server-only";
import { Readable } from "node:stream";
import { INLINE_TYPES, isTextType } from "./sniff";

/** RFC 5987 value chars: everything else is percent-encoded (encodeURIComponent leaves '()*!). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An ASCII stand-in for old clients: accents dropped, other non-ASCII, quotes and backslashes as "_". */
function asciiFallback(fileName: string): string {
  const fallback = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return fallback.trim() || "file";
}

/** RFC 6266: `attachment; filename="ascii"; filename*=UTF-8''percent-encoded`. */
export function contentDisposition(fileName: string, disposition: "attachment" | "inline" = "attachment"): string {
  return `${disposition}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

export interface StoredFileMeta {
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * Streams a stored file with headers that keep the browser from interpreting it as anything but
 * a download: attachment by default (inline only for PDF and images when asked), nosniff, no cache.
 */
export function fileResponse(file: StoredFileMeta, body: Readable, options: { inline?: boolean } = {}): Response {
  const inline = Boolean(options.inline) && INLINE_TYPES.has(file.contentType);
  const contentType = isTextType(file.contentType) ? `${file.contentType}; charset=utf-8` : file.contentType;
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Length": String(file.size),
    "Content-Disposition": contentDisposition(file.fileName, inline ? "inline" : "attachment"),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  // Opened directly, a file may run nothing and load nothing. Chromium's PDF viewer refuses to
  // run in a sandboxed or object-src 'none' document, so an inline PDF only forbids framing.
  if (!inline) headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  else if (file.contentType === "application/pdf") headers.set("Content-Security-Policy", "frame-ancestors 'none'");
  else headers.set("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status: 200, headers });
}
