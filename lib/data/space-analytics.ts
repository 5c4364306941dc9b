import "server-only";
import { ApiError } from "@/lib/errors";
import { getSql } from "@/lib/db";
import {
  EVENT_KINDS,
  MAX_EVENTS_PER_VISIT,
  summarizeSpace,
  toCsv,
  type EventKind,
  type EventRow,
  type SpaceAnalytics,
  type VisitRow,
} from "@/lib/domain/space-analytics";
import { ANALYTICS_CSV_HEADER, spaceAnalyticsMessages } from "@/lib/messages/analytics";
import { sharedView } from "@/lib/messages/shared-view";
import type { BeaconBatch } from "@/lib/validations/space-analytics";
import { isMemberSql } from "./membership";
import { requireLiveVisit } from "./shared-view";
import { SPACE_NOT_FOUND } from "./shared-spaces";

/** The founder's view reads at most this many events of a space (the newest); the CSV too. */
export const ANALYTICS_EVENT_LIMIT = 20_000;

/**
 * The open or download the file route just served, in the visit the token names (server truth:
 * the client never reports these). One statement; a visit past its event budget records nothing.
 */
export async function recordFileEvent({
  spaceId,
  visitId,
  fileId,
  kind,
  now = new Date(),
}: {
  spaceId: string;
  visitId: string;
  fileId: string;
  kind: Exclude<EventKind, "page">;
  now?: Date;
}) {
  const sql = await getSql();
  await sql.rows(
    `WITH v AS (
       UPDATE shared_space_visits SET event_count = event_count + 1
       WHERE id = $1::uuid AND shared_space_id = $2::uuid AND event_count < $6
       RETURNING id
     )
     INSERT INTO shared_space_events (id, visit_id, shared_space_id, file_id, kind, occurred_at)
     SELECT gen_random_uuid(), v.id, $2::uuid, $3::uuid, $4, $5::timestamp(3) FROM v`,
    [visitId, spaceId, fileId, kind, now, MAX_EVENTS_PER_VISIT],
  );
}

/**
 * A viewer's batch of page times (POST /api/shared/{code}/beacons). The space, visitor and visit
 * come from the signed cookie; every file must be one the space shows now, and its page times
 * count only once this visit opened it (the file route recorded that). The visit's budget and
 * the inserts are one statement: a batch past the budget is refused whole (429). A batch's
 * samples arrive together, so each is stamped a millisecond apart, in the viewer's order, to keep
 * the timeline in reading order.
 */
export async function recordBeacons({
  code,
  ip,
  token,
  events,
  now = new Date(),
}: {
  code: string;
  ip: string | null;
  token: string | null;
  events: BeaconBatch["events"];
  now?: Date;
}) {
  const visit = await requireLiveVisit({ code, ip, token, now });
  if (events.some((e) => !visit.fileIds.has(e.fileId.toLowerCase()))) throw new ApiError(404, spaceAnalyticsMessages.fileNotInSpace);
  const sql = await getSql();
  const [row] = await sql.rows<{ found: number; budget: number; inserted: number }>(
    `WITH own AS (
       SELECT v.id FROM shared_space_visits v
       WHERE v.id = $1::uuid AND v.shared_space_id = $2::uuid
         AND v.access_id = (SELECT a.id FROM shared_space_access a WHERE a.shared_space_id = $2::uuid AND a.email = $9)
     ), v AS (
       UPDATE shared_space_visits SET event_count = event_count + $4
       WHERE id = (SELECT id FROM own) AND event_count + $4 <= $5
       RETURNING id
     ), ins AS (
       INSERT INTO shared_space_events (id, visit_id, shared_space_id, file_id, kind, page, duration_ms, occurred_at)
       SELECT gen_random_uuid(), v.id, $2::uuid, e.file_id, '${EVENT_KINDS.page}', e.page, e.ms, $3::timestamp(3) - ($4 - e.n) * interval '1 millisecond'
       FROM v, unnest($6::uuid[], $7::int[], $8::int[]) WITH ORDINALITY AS e(file_id, page, ms, n)
       WHERE EXISTS (SELECT 1 FROM shared_space_events o WHERE o.visit_id = v.id AND o.file_id = e.file_id AND o.kind = '${EVENT_KINDS.open}')
       RETURNING 1
     )
     SELECT (SELECT count(*)::int FROM own) AS "found", (SELECT count(*)::int FROM v) AS "budget", (SELECT count(*)::int FROM ins) AS "inserted"`,
    [
      visit.visitId,
      visit.spaceId,
      now,
      events.length,
      MAX_EVENTS_PER_VISIT,
      events.map((e) => e.fileId),
      events.map((e) => String(e.page)),
      events.map((e) => String(e.ms)),
      visit.email,
    ],
  );
  // A signed visit that is not this space's visitor's (never issued so) is treated like no token.
  if (!row?.found) throw new ApiError(401, sharedView.emailGateRequired);
  if (row.budget === 0) throw new ApiError(429, spaceAnalyticsMessages.tooManyEvents);
  return { recorded: row.inserted };
}

/** The space, when the user is a member of its company (any role reads analytics, like the access log). */
async function ownSpace(userId: string, spaceId: string): Promise<{ id: string; name: string; accessCode: string }> {
  const sql = await getSql();
  const [space] = await sql.rows<{ id: string; name: string; accessCode: string }>(
    `SELECT s.id::text AS "id", s.name, s.access_code AS "accessCode"
     FROM shared_spaces s JOIN companies c ON c.id = s.company_id
     WHERE s.id = $1::uuid AND ${isMemberSql("c", "$2")}`,
    [spaceId, userId],
  );
  if (!space) throw new ApiError(404, SPACE_NOT_FOUND);
  return space;
}

async function readRows(spaceId: string): Promise<{ visits: VisitRow[]; events: EventRow[] }> {
  const sql = await getSql();
  const [visits, events] = await Promise.all([
    sql.rows<VisitRow>(
      `SELECT v.id::text AS "id", a.email, v.started_at AS "startedAt"
       FROM shared_space_visits v JOIN shared_space_access a ON a.id = v.access_id
       WHERE v.shared_space_id = $1::uuid ORDER BY v.started_at DESC LIMIT $2`,
      [spaceId, ANALYTICS_EVENT_LIMIT],
    ),
    sql.rows<EventRow>(
      `SELECT e.visit_id::text AS "visitId", e.file_id::text AS "fileId", COALESCE(f.file_name, $3) AS "fileName",
              e.kind, e.page, e.duration_ms AS "durationMs", e.occurred_at AS "occurredAt"
       FROM shared_space_events e LEFT JOIN stored_files f ON f.id = e.file_id
       WHERE e.shared_space_id = $1::uuid ORDER BY e.occurred_at DESC LIMIT $2`,
      [spaceId, ANALYTICS_EVENT_LIMIT, spaceAnalyticsMessages.removedDocument],
    ),
  ]);
  return { visits, events };
}

export interface SpaceAnalyticsView extends SpaceAnalytics {
  space: { id: string; name: string; accessCode: string };
}

/** Analytics of one space for a member of its company; another company's space is a 404. */
export async function getSpaceAnalytics({ userId, spaceId }: { userId: string; spaceId: string }): Promise<SpaceAnalyticsView> {
  const space = await ownSpace(userId, spaceId);
  const { visits, events } = await readRows(space.id);
  return { space, ...summarizeSpace(visits, events) };
}

/** The space's events as CSV, one row per event (a visit's start is an event too), oldest first. */
export async function spaceAnalyticsCsv({ userId, spaceId }: { userId: string; spaceId: string }): Promise<{ name: string; csv: string }> {
  const space = await ownSpace(userId, spaceId);
  const { visits, events } = await readRows(space.id);
  const emailOf = new Map(visits.map((v) => [v.id, v.email]));
  const rows = [
    ...visits.map((v) => ({ at: v.startedAt, row: [v.startedAt.toISOString(), v.email, v.id, "visit", null, null, null] })),
    ...events.map((e) => ({
      at: e.occurredAt,
      row: [
        e.occurredAt.toISOString(),
        emailOf.get(e.visitId) ?? "",
        e.visitId,
        e.kind,
        e.fileName,
        e.page,
        e.durationMs === null ? null : Math.round(e.durationMs / 100) / 10,
      ],
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return { name: space.name, csv: toCsv([[...ANALYTICS_CSV_HEADER], ...rows.map((r) => r.row)]) };
}

export interface SpaceActivityCounts {
  spaceId: string;
  spaceName: string;
  visits: number;
  newVisitors: number;
  documentsOpened: number;
  pagesViewed: number;
  downloads: number;
}

/**
 * For the daily digest (helper "notify"): per space of the company with any activity in
 * [since, until), its counts. The caller has already authorized the company (a job, or a member).
 * New visitors are access rows first created in the window.
 */
export async function summarizeSpaceActivity({
  companyId,
  since,
  until,
}: {
  companyId: string;
  since: Date;
  until: Date;
}): Promise<SpaceActivityCounts[]> {
  const sql = await getSql();
  return sql.rows<SpaceActivityCounts>(
    `SELECT s.id::text AS "spaceId", s.name AS "spaceName",
            (SELECT count(*)::int FROM shared_space_visits v WHERE v.shared_space_id = s.id AND v.started_at >= $2 AND v.started_at < $3) AS "visits",
            (SELECT count(*)::int FROM shared_space_access a WHERE a.shared_space_id = s.id AND a.created_at >= $2 AND a.created_at < $3) AS "newVisitors",
            ev.opened AS "documentsOpened", ev.pages AS "pagesViewed", ev.downloads AS "downloads"
     FROM shared_spaces s
     CROSS JOIN LATERAL (
       SELECT count(DISTINCT (e.visit_id, e.file_id)) FILTER (WHERE e.kind = '${EVENT_KINDS.open}')::int AS opened,
              count(DISTINCT (e.visit_id, e.file_id, e.page)) FILTER (WHERE e.kind = '${EVENT_KINDS.page}')::int AS pages,
              count(*) FILTER (WHERE e.kind = '${EVENT_KINDS.download}')::int AS downloads
       FROM shared_space_events e WHERE e.shared_space_id = s.id AND e.occurred_at >= $2 AND e.occurred_at < $3
     ) ev
     WHERE s.company_id = $1::uuid
       AND EXISTS (SELECT 1 FROM shared_space_visits v WHERE v.shared_space_id = s.id AND v.started_at >= $2 AND v.started_at < $3
                   UNION ALL SELECT 1 FROM shared_space_events e WHERE e.shared_space_id = s.id AND e.occurred_at >= $2 AND e.occurred_at < $3)
     ORDER BY s.name`,
    [companyId, since, until],
  );
}
