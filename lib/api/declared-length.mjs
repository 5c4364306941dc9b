// Next drops Content-Length (with Transfer-Encoding and Content-Encoding) from every App Router
// route handler's answer and streams the body chunked, so a download's size never reaches the
// browser and its download bar cannot show progress. A handler that knows its body's exact size
// also sends it under this header; the server entry (scripts/server.mjs, restoreDeclaredLength as
// a step before the head) turns it back into Content-Length, and the client never sees it.
// Plain .mjs: the server entry imports it without a build.

export const DECLARED_LENGTH_HEADER = "x-declared-content-length";

/**
 * Headers for a body of exactly `size` bytes: Content-Length, and the copy Next lets through.
 * @param {number} size
 * @returns {Record<string, string>}
 */
export function lengthHeaders(size) {
  return { "Content-Length": String(size), [DECLARED_LENGTH_HEADER]: String(size) };
}

/**
 * Turns the length a route handler declared (DECLARED_LENGTH_HEADER) back into Content-Length, and
 * drops the private header: a step the server entry runs before every response's head
 * (scripts/before-head.mjs). A body that is already framed or re-encoded by then (Next's
 * compression sets Content-Encoding) keeps its framing: the declared length would not be its length.
 * @param {import("node:http").ServerResponse} res
 */
export function restoreDeclaredLength(res) {
  const declared = res.getHeader(DECLARED_LENGTH_HEADER);
  if (declared === undefined) return;
  res.removeHeader(DECLARED_LENGTH_HEADER);
  const value = String(declared);
  const framed = res.hasHeader("content-length") || res.hasHeader("transfer-encoding") || res.hasHeader("content-encoding");
  if (/^\d+$/.test(value) && !framed) res.setHeader("Content-Length", value);
}
