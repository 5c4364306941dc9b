/**
 * SPEC.md section 5: a link without a scheme gets https:// prefixed. Only http(s) is accepted
 * (a javascript: or data: link is refused); the URL is parsed and re-serialised so what is
 * stored is exactly what the browser will open. Returns null when the input is not a valid link.
 */
export function normalizeLink(input: string | null | undefined): string | null {
  const trimmed = input?.trim();
  if (!trimmed) return null;
  // "example.com:8080/x" is a host and port, not a scheme named "example.com".
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^/?#:@]+:\d+(?:[/?#]|$)/.test(trimmed);
  const candidate = hasScheme ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname || (!url.hostname.includes(".") && url.hostname !== "localhost")) return null;
  return url.toString();
}

/** For rendering stored values as links: an href only when it is a safe http(s) URL. */
export function safeExternalHref(value: string | null | undefined): string | undefined {
  return normalizeLink(value) ?? undefined;
}

/** Internal file links: `/api/files/{uuid}`, the app's own download route. */
export const INTERNAL_FILE_URL = /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored file's id when `fileUrl` is an internal file link (lower case), else null. */
export function internalFileId(fileUrl: string | null | undefined): string | null {
  return fileUrl && INTERNAL_FILE_URL.test(fileUrl) ? fileUrl.slice("/api/files/".length).toLowerCase() : null;
}
