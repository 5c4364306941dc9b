import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listAccessLogs } from "@/lib/spaces/space-access-logs";
import { parseId } from "@/lib/validations/common";
import { accessLogsQuerySchema } from "@/lib/spaces/schema/shared-space";
import type { AccessLogJson } from "@/lib/spaces/schema/shared-space";
import { SPACE_NOT_FOUND } from "@/lib/messages/spaces";

/**
 * SPEC.md section 7 answers an array of access log entries: the body stays that array (the newest
 * page), and the paging rides in headers: X-Total-Count, and a Link rel="next" (plus X-Next-Cursor)
 * while there is more. A client that never pages still gets the newest 100 visits.
 */
export const GET = withAuth<{ id: string }>(async ({ req, params, user }) => {
  const spaceId = parseId(params.id, SPACE_NOT_FOUND);
  const query = accessLogsQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const page = await listAccessLogs({ userId: user.id, spaceId, ...query });
  const headers: Record<string, string> = { "X-Total-Count": String(page.total) };
  if (page.nextCursor) {
    const next = `${req.nextUrl.pathname}?cursor=${encodeURIComponent(page.nextCursor)}&limit=${query.limit}`;
    headers.Link = `<${next}>; rel="next"`;
    headers["X-Next-Cursor"] = page.nextCursor;
  }
  return json(page.entries satisfies AccessLogJson[], 200, headers);
});
