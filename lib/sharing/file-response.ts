import "server-only";
import { Readable } from "node:stream";

/** Types a browser may show in place without running anything; everything else downloads. */
const INLINE_TYPES = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp", "text/plain"]);

function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams a stored file to a visitor with headers that keep its bytes from acting as our page. */
export function sharedFileResponse(file: { fileName: string; contentType: string; size: number }, body: Readable): Response {
  const type = file.contentType.split(";")[0].trim().toLowerCase() || "application/octet-stream";
  const inline = INLINE_TYPES.has(type);
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": inline && type === "text/plain" ? "text/plain; charset=utf-8" : type,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
