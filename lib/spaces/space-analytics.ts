import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb, getSql, sqlStatement } from "@/lib/db";
import {
  EVENT_KINDS,
  MAX_EVENTS_PER_VISIT,
  summarizeSpace,
  toCsv,
  type EventKind,
  type EventRow,
  type SpaceAnalytics,
  type VisitRow,
} from "@/lib/spaces/rules/space-analytics";
import { ANALYTICS_CSV_HEADER, spaceAnalyticsMessages } from "@/lib/messages/analytics";
import { sharedView } from "@/lib/messages/shared-view";
import type { BeaconBatch } from "@/lib/spaces/schema/space-analytics";
import { memberWhere } from "@/lib/data/membership";
import { SPACE_NOT_FOUND } from "@/lib/messages/spaces";

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
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const { count } = await tx.sharedSpaceVisit.updateMany({
      where: { id: visitId, sharedSpaceId: spaceId, eventCount: { lt: MAX_EVENTS_PER_VISIT } },
      data: { eventCount: { increment: 1 } },
    });
    if (count > 0)
      await tx.sharedSpaceEvent.create({ data: { visitId, sharedSpaceId: spaceId, fileId, kind, occurredAt: now }, select: { id: true } });
  });
}

/**
 * A viewer's batch of page times (POST /api/shared/{code}/beacons). The space, visitor and visit
 * come from the signed cookie; every file must be one the space shows now, and its page times
 * count only once this visit opened it (the file route recorded that). The visit's budget and
 * the inserts are one transaction: a batch past the budget is refused whole (429). A batch's
 * samples arrive together, so each is stamped a millisecond apart, in the viewer's order, to keep
 * the timeline in reading order.
 */
export async function recordBeacons({
  visit,
  events,
  now = new Date(),
}: {
  /** The visit the visitor token names, checked live by the visitor module (lib/visitor/file.ts requireLiveVisit). */
  visit: { spaceId: string; visitId: string; email: string; fileIds: ReadonlySet<string> };
  events: BeaconBatch["events"];
  now?: Date;
}) {
  if (events.some((e) => !visit.fileIds.has(e.fileId.toLowerCase()))) throw new ApiError(404, spaceAnalyticsMessages.fileNotInSpace);
  const db = await getDb();
  const result = await db.$transaction(async (tx) => {
    const own = await tx.sharedSpaceVisit.findFirst({
      where: { id: visit.visitId, sharedSpaceId: visit.spaceId, access: { sharedSpaceId: visit.spaceId, email: visit.email } },
      select: { id: true },
    });
    if (!own) return "not-found" as const;
    const budget = await tx.sharedSpaceVisit.updateMany({
      where: { id: own.id, eventCount: { lte: MAX_EVENTS_PER_VISIT - events.length } },
      data: { eventCount: { increment: events.length } },
    });
    if (budget.count === 0) return "over-budget" as const;
    const fileIds = [...new Set(events.map((e) => e.fileId.toLowerCase()))];
    const opened = await tx.sharedSpaceEvent.findMany({
      where: { visitId: own.id, kind: EVENT_KINDS.open, fileId: { in: fileIds } },
      distinct: ["fileId"],
      select: { fileId: true },
    });
    const openedIds = new Set(opened.map((o) => o.fileId));
    const { count } = await tx.sharedSpaceEvent.createMany({
      data: events.flatMap((e, i) =>
        openedIds.has(e.fileId.toLowerCase())
          ? [
              {
                visitId: own.id,
                sharedSpaceId: visit.spaceId,
                fileId: e.fileId.toLowerCase(),
                kind: EVENT_KINDS.page,
                page: e.page,
                durationMs: e.ms,
                occurredAt: new Date(now.getTime() - (events.length - 1 - i)),
              },
            ]
          : [],
      ),
    });
    return count;
  });
  // A signed visit that is not this space's visitor's (never issued so) is treated like no token.
  if (result === "not-found") throw new ApiError(401, sharedView.emailGateRequired);
  if (result === "over-budget") throw new ApiError(429, spaceAnalyticsMessages.tooManyEvents);
  return { recorded: result };
}

/** The space, when the user is a member of its company (any role reads analytics, like the access log). */
async function ownSpace(userId: string, spaceId: string): Promise<{ id: string; name: string; accessCode: string }> {
  const db = await getDb();
  const space = await db.sharedSpace.findFirst({
    where: { id: spaceId, company: memberWhere(userId) },
    select: { id: true, name: true, accessCode: true },
  });
  if (!space) throw new ApiError(404, SPACE_NOT_FOUND);
  return space;
}

/** The newest visits and events of the space, at most ANALYTICS_EVENT_LIMIT each; a deleted file keeps its events. */
async function readRows(spaceId: string): Promise<{ visits: VisitRow[]; events: EventRow[] }> {
  const db = await getDb();
  const [visits, events] = await Promise.all([
    db.sharedSpaceVisit.findMany({
      where: { sharedSpaceId: spaceId },
      orderBy: { startedAt: "desc" },
      take: ANALYTICS_EVENT_LIMIT,
      select: { id: true, startedAt: true, access: { select: { email: true } } },
    }),
    db.sharedSpaceEvent.findMany({
      where: { sharedSpaceId: spaceId },
      orderBy: { occurredAt: "desc" },
      take: ANALYTICS_EVENT_LIMIT,
      select: { visitId: true, fileId: true, kind: true, page: true, durationMs: true, occurredAt: true },
    }),
  ]);
  // Events have no foreign key to the file (they outlive it): its name, by id, for the files they name.
  const files = await db.storedFile.findMany({
    where: { id: { in: [...new Set(events.map((e) => e.fileId))] } },
    select: { id: true, fileName: true },
  });
  const nameOf = new Map(files.map((f) => [f.id, f.fileName]));
  return {
    visits: visits.map((v) => ({ id: v.id, email: v.access.email, startedAt: v.startedAt })),
    events: events.map((e) => ({ ...e, kind: e.kind as EventKind, fileName: nameOf.get(e.fileId) ?? spaceAnalyticsMessages.removedDocument })),
  };
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

const spaceEventCounts = sqlStatement<
  { spaceId: string; opened: number; pages: number; downloads: number },
  [companyId: string, since: Date, until: Date]
>(
  "spaceAnalytics.eventCounts",
  { spaceId: true, opened: true, pages: true, downloads: true },
  `SELECT e.shared_space_id::text AS "spaceId",
          count(DISTINCT (e.visit_id, e.file_id)) FILTER (WHERE e.kind = '${EVENT_KINDS.open}')::int AS opened,
          count(DISTINCT (e.visit_id, e.file_id, e.page)) FILTER (WHERE e.kind = '${EVENT_KINDS.page}')::int AS pages,
          count(*) FILTER (WHERE e.kind = '${EVENT_KINDS.download}')::int AS downloads
   FROM shared_space_events e JOIN shared_spaces s ON s.id = e.shared_space_id
   WHERE s.company_id = $1::uuid AND e.occurred_at >= $2::timestamp(3) AND e.occurred_at < $3::timestamp(3)
   GROUP BY e.shared_space_id`,
);

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
  const db = await getDb();
  const sql = await getSql();
  const window = (from: Date, to: Date) => ({ gte: from, lt: to });
  const [spaces, visits, visitors, events] = await Promise.all([
    db.sharedSpace.findMany({ where: { companyId }, orderBy: { name: "asc" }, select: { id: true, name: true } }),
    db.sharedSpaceVisit.groupBy({
      by: ["sharedSpaceId"],
      where: { sharedSpace: { companyId }, startedAt: window(since, until) },
      _count: { _all: true },
    }),
    db.sharedSpaceAccess.groupBy({
      by: ["sharedSpaceId"],
      where: { sharedSpace: { companyId }, createdAt: window(since, until) },
      _count: { _all: true },
    }),
    // SQL: distinct (visit, file[, page]) counts over every event of the window; Prisma would load each group.
    spaceEventCounts.run(sql, [companyId, since, until]),
  ]);
  const visitCount = new Map(visits.map((v) => [v.sharedSpaceId, v._count._all]));
  const visitorCount = new Map(visitors.map((v) => [v.sharedSpaceId, v._count._all]));
  const eventCounts = new Map(events.map((e) => [e.spaceId, e]));
  // A space with any visit or event in the window, in name order.
  return spaces.flatMap((space) => {
    const ev = eventCounts.get(space.id);
    const visitsIn = visitCount.get(space.id) ?? 0;
    if (!ev && visitsIn === 0) return [];
    return [
      {
        spaceId: space.id,
        spaceName: space.name,
        visits: visitsIn,
        newVisitors: visitorCount.get(space.id) ?? 0,
        documentsOpened: ev?.opened ?? 0,
        pagesViewed: ev?.pages ?? 0,
        downloads: ev?.downloads ?? 0,
      },
    ];
  });
}
