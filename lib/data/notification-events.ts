import "server-only";
import { getSql } from "@/lib/db";
import { RETURNING_AFTER_MINUTES, type NotificationEvent, type NotificationKind } from "@/lib/domain/notifications";
import { rolesThatCan } from "@/lib/domain/roles";

export type SpaceEvent = NotificationEvent & { companyName: string };

/**
 * Visitor events on the spaces of every company where the user may share (the roles that can
 * "share": a viewer never sees who opened the company's spaces), from `since` (to `until` when given),
 * newest first. One statement: the membership join is the scope, so another company's spaces
 * cannot appear. Each access row gives up to four events: its first visit, its latest visit when
 * that came RETURNING_AFTER_MINUTES after the first, the code verification and the agreement.
 */
export async function spaceEvents({
  userId,
  since,
  until,
  kinds,
  limit,
}: {
  userId: string;
  since: Date;
  until?: Date;
  kinds: readonly NotificationKind[];
  limit?: number;
}): Promise<SpaceEvent[]> {
  const sql = await getSql();
  const rows = await sql.rows<{ kind: NotificationKind; at: Date; email: string; spaceId: string; spaceName: string; companyName: string }>(
    `WITH spaces AS (
       SELECT s.id, s.name, c.name AS company_name FROM shared_spaces s
       JOIN companies c ON c.id = s.company_id
       JOIN company_members m ON m.company_id = s.company_id AND m.user_id = $1::uuid AND m.role = ANY($2::text[])
     ), events AS (
       SELECT 'new-visitor' AS kind, a.accessed_at AS at, a.email, a.shared_space_id FROM shared_space_access a
         WHERE a.shared_space_id IN (SELECT id FROM spaces) AND a.accessed_at >= $3::timestamp(3) AND ($4::timestamp(3) IS NULL OR a.accessed_at < $4::timestamp(3))
       UNION ALL
       SELECT 'returning-visit', a.last_viewed_at, a.email, a.shared_space_id FROM shared_space_access a
         WHERE a.shared_space_id IN (SELECT id FROM spaces) AND a.last_viewed_at >= $3::timestamp(3) AND ($4::timestamp(3) IS NULL OR a.last_viewed_at < $4::timestamp(3))
           AND a.last_viewed_at > a.accessed_at + make_interval(mins => $5::int)
       UNION ALL
       SELECT 'verified', a.verified_at, a.email, a.shared_space_id FROM shared_space_access a
         WHERE a.shared_space_id IN (SELECT id FROM spaces) AND a.verified_at >= $3::timestamp(3) AND ($4::timestamp(3) IS NULL OR a.verified_at < $4::timestamp(3))
       UNION ALL
       SELECT 'agreement-accepted', a.agreement_accepted_at, a.email, a.shared_space_id FROM shared_space_access a
         WHERE a.shared_space_id IN (SELECT id FROM spaces) AND a.agreement_accepted_at >= $3::timestamp(3) AND ($4::timestamp(3) IS NULL OR a.agreement_accepted_at < $4::timestamp(3))
     )
     SELECT e.kind, e.at, e.email, sp.id::text AS "spaceId", sp.name AS "spaceName", sp.company_name AS "companyName"
     FROM events e JOIN spaces sp ON sp.id = e.shared_space_id
     WHERE e.kind = ANY($6::text[])
     ORDER BY e.at DESC, e.email, e.kind
     ${limit ? "LIMIT $7" : ""}`,
    [userId, rolesThatCan("share"), since, until ?? null, RETURNING_AFTER_MINUTES, [...kinds], ...(limit ? [limit] : [])],
  );
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
