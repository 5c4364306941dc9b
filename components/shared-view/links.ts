import { safeExternalHref } from "@/lib/progress/links";

/**
 * Our visitor file route stays relative, and so does the founder's own file route (the create
 * dialog's preview, before the space has a visitor route); anything else must be a safe http(s) URL.
 */
export function visitorHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^\/api\/(shared\/[A-Za-z0-9_-]+\/)?files\/[0-9a-f-]{36}$/i.test(url)) return url;
  return safeExternalHref(url);
}

export function isExternal(url: string): boolean {
  return !url.startsWith("/");
}

/** An external link's site as the visitor reads it ("docs.google.com"), or null when it has none. */
export function linkHost(href: string): string | null {
  try {
    return new URL(href).hostname || null;
  } catch {
    return null;
  }
}
