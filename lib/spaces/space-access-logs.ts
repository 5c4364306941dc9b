import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { ACCESS_LOGS_PAGE_DEFAULT, type AccessLogJson, type AccessLogsQuery } from "@/lib/spaces/schema/shared-space";
import { memberWhere } from "@/lib/data/membership";
import { SPACE_NOT_FOUND } from "@/lib/messages/spaces";

/* A shared space's access log, for its company's members (the visit statement that writes it is lib/visitor/visit.ts). */

export interface AccessLogPage {
  /** Newest first (lastViewedAt, then id, descending). */
  entries: AccessLogJson[];
  /** Every access row of the space. */
  total: number;
  /** Where the next page starts, or null on the last page. */
  nextCursor: string | null;
}

const accessLogSelect = {
  id: true,
  email: true,
  ipAddress: true,
  userAgent: true,
  accessedAt: true,
  lastViewedAt: true,
  verifiedAt: true,
  agreementAcceptedAt: true,
  agreementIp: true,
} as const;

/**
 * The rows of a page after a cursor, newest first. `lastViewedAt <= d` is the index's range (the
 * scan starts at the cursor instead of reading every newer row and dropping it); the OR then
 * drops the rows of that same instant that the previous page already had.
 */
function accessLogPageWhere(spaceId: string, after: { lastViewedAt: Date; id: string } | null) {
  if (!after) return { sharedSpaceId: spaceId };
  return {
    sharedSpaceId: spaceId,
    lastViewedAt: { lte: after.lastViewedAt },
    OR: [{ lastViewedAt: { lt: after.lastViewedAt } }, { id: { lt: after.id } }],
  };
}

const cursorOf = (entry: { lastViewedAt: Date; id: string }) => `${entry.lastViewedAt.getTime()}_${entry.id}`;

/**
 * One page of a space's access log, newest first, read by keyset from the index on
 * (shared_space_id, last_viewed_at DESC, id DESC): a page costs the same whether the space has
 * 200 visits or 100,000. The owner check and the total share one statement.
 */
export async function listAccessLogs({
  userId,
  spaceId,
  limit = ACCESS_LOGS_PAGE_DEFAULT,
  cursor,
}: { userId: string; spaceId: string } & Partial<AccessLogsQuery>): Promise<AccessLogPage> {
  const db = await getDb();
  // The total is the space's visitor_count, kept by the visit statement (lib/visitor/visit.ts):
  // counting 100,000 access rows would cost more than the page itself.
  const space = await db.sharedSpace.findFirst({ where: { id: spaceId, company: memberWhere(userId) }, select: { visitorCount: true } });
  if (!space) throw new ApiError(404, SPACE_NOT_FOUND);
  const after = cursor ? cursor.split("_") : null;
  const rows = await db.sharedSpaceAccess.findMany({
    where: accessLogPageWhere(spaceId, after ? { lastViewedAt: new Date(Number(after[0])), id: after[1] } : null),
    orderBy: [{ lastViewedAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: accessLogSelect,
  });
  const page = rows.slice(0, limit);
  return {
    entries: page.map((a) => ({
      ...a,
      accessedAt: a.accessedAt.toISOString(),
      lastViewedAt: a.lastViewedAt.toISOString(),
      verifiedAt: a.verifiedAt?.toISOString() ?? null,
      agreementAcceptedAt: a.agreementAcceptedAt?.toISOString() ?? null,
    })),
    total: space.visitorCount,
    nextCursor: rows.length > limit ? cursorOf(page[page.length - 1]) : null,
  };
}
