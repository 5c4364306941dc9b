import { spacesPage } from "@/lib/messages/spaces";

/** The founder's links page: every space of the company with its visits. */
export const SPACES_PATH = "/spaces";
/** The `from` a link on the links page adds, so the analytics' back link returns there. */
export const FROM_SPACES = "spaces";
/** Where a space's founder pages (analytics, access log) and its analytics CSV live. */
export const spaceAnalyticsPath = (spaceId: string, from?: typeof FROM_SPACES) =>
  `/company/spaces/${encodeURIComponent(spaceId)}/analytics${from ? `?from=${from}` : ""}`;
export const analyticsCsvUrl = (spaceId: string) => `/api/shared-spaces/${encodeURIComponent(spaceId)}/analytics/export`;
export const spaceAccessLogPath = (spaceId: string) => `/company/spaces/${encodeURIComponent(spaceId)}/access-log`;

/**
 * Where a space's analytics page leads back to: the links page when opened from it (`?from=spaces`),
 * else the dashboard as before. Only that one value is trusted: the query names a page, never a URL.
 */
export function analyticsBackLink(from: string | string[] | undefined): { href: string; label: string } {
  return from === FROM_SPACES ? { href: SPACES_PATH, label: spacesPage.backToSpaces } : { href: "/", label: "Back to Dashboard" };
}
