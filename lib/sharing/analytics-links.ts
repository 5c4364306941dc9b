/** The founder's links page: every space of the company with its visits. */
export const SPACES_PATH = "/spaces";
/** Where a space's founder pages (analytics, access log) and its analytics CSV live. */
export const spaceAnalyticsPath = (spaceId: string) => `/company/spaces/${encodeURIComponent(spaceId)}/analytics`;
export const analyticsCsvUrl = (spaceId: string) => `/api/shared-spaces/${encodeURIComponent(spaceId)}/analytics/export`;
export const spaceAccessLogPath = (spaceId: string) => `/company/spaces/${encodeURIComponent(spaceId)}/access-log`;
