import "server-only";
import { ApiError } from "@/lib/errors";
import { getSql, sqlStatement } from "@/lib/db";
import { ACCESS_LOGS_PAGE_DEFAULT, type AccessLogJson, type AccessLogsQuery } from "@/lib/spaces/schema/shared-space";
import { isMemberSql } from "@/lib/data/membership";
import { SPACE_NOT_FOUND } from "./own-space";

/* A shared space's access log, for its company's members (the visit statement that writes it is lib/visitor/visit.ts). */

export interface AccessLogPage {
  /** Newest first (lastViewedAt, then id, descending). */
  entries: AccessLogJson[];
  /** Every access row of the space. */
  total: number;
  /** Where the next page starts, or null on the last page. */
  nextCursor: string | null;
}

interface AccessLogRow {
  id: string;
  email: string;
  ipAddress: string | null;
  userAgent: string | null;
  accessedAt: Date;
  lastViewedAt: Date;
  verifiedAt: Date | null;
  agreementAcceptedAt: Date | null;
  agreementIp: string | null;
}

const ACCESS_LOG_COLUMNS = {
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

function accessLogPageText(afterCursor: boolean): string {
  return `SELECT a.id::text AS "id", a.email, a.ip_address AS "ipAddress", a.user_agent AS "userAgent",
            a.accessed_at AS "accessedAt", a.last_viewed_at AS "lastViewedAt",
            a.verified_at AS "verifiedAt", a.agreement_accepted_at AS "agreementAcceptedAt", a.agreement_ip AS "agreementIp"
     FROM shared_space_access a
     WHERE a.shared_space_id = $1::uuid ${afterCursor ? "AND (a.last_viewed_at, a.id) < ($3::timestamp(3), $4::uuid)" : ""}
     ORDER BY a.last_viewed_at DESC, a.id DESC
     LIMIT $2`;
}

/** A page of the log: $1 the space, $2 how many rows; after a cursor, $3/$4 the last row's lastViewedAt and id. */
const accessLogFirstPage = sqlStatement<AccessLogRow, [spaceId: string, limit: number]>(
  "sharedSpaces.accessLogFirstPage",
  ACCESS_LOG_COLUMNS,
  accessLogPageText(false),
);
const accessLogNextPage = sqlStatement<AccessLogRow, [spaceId: string, limit: number, lastViewedAt: Date, id: string]>(
  "sharedSpaces.accessLogNextPage",
  ACCESS_LOG_COLUMNS,
  accessLogPageText(true),
);

/** The text of a log page's statement (tests EXPLAIN it). */
export function accessLogPageSql(afterCursor: boolean): string {
  return (afterCursor ? accessLogNextPage : accessLogFirstPage).text;
}

const accessLogTotalStatement = sqlStatement<{ total: number }, [spaceId: string, userId: string]>(
  "sharedSpaces.accessLogTotal",
  { total: true },
  `SELECT s.visitor_count AS "total"
     FROM shared_spaces s JOIN companies c ON c.id = s.company_id
     WHERE s.id = $1::uuid AND ${isMemberSql("c", "$2")}`,
);

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
  const sql = await getSql();
  // The total is the space's visitor_count, kept by the visit statement (lib/visitor/visit.ts):
  // counting 100,000 access rows would cost more than the page itself.
  const [space] = await accessLogTotalStatement.run(sql, [spaceId, userId]);
  if (!space) throw new ApiError(404, SPACE_NOT_FOUND);
  const after = cursor ? cursor.split("_") : null;
  const rows = after
    ? await accessLogNextPage.run(sql, [spaceId, limit + 1, new Date(Number(after[0])), after[1]])
    : await accessLogFirstPage.run(sql, [spaceId, limit + 1]);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((a) => ({
      ...a,
      accessedAt: a.accessedAt.toISOString(),
      lastViewedAt: a.lastViewedAt.toISOString(),
      verifiedAt: a.verifiedAt?.toISOString() ?? null,
      agreementAcceptedAt: a.agreementAcceptedAt?.toISOString() ?? null,
    })),
    total: space.total,
    nextCursor: rows.length > limit ? cursorOf(page[page.length - 1]) : null,
  };
}
