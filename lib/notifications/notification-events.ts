import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import { RETURNING_AFTER_MINUTES, type NotificationEvent, type NotificationKind } from "./rules";
import { memberWhere } from "@/lib/data/membership";

export type SpaceEvent = NotificationEvent & { companyName: string };

const accessSelect = {
  email: true,
  sharedSpaceId: true,
  accessedAt: true,
  lastViewedAt: true,
  verifiedAt: true,
  agreementAcceptedAt: true,
} as const;

/** The access row's timestamp each kind of event is. */
const EVENT_AT = {
  "new-visitor": "accessedAt",
  "returning-visit": "lastViewedAt",
  verified: "verifiedAt",
  "agreement-accepted": "agreementAcceptedAt",
} as const satisfies Record<NotificationKind, keyof typeof accessSelect>;

/** Returning-visit rows are read this many at a time until `limit` of them pass the gap test. */
const PAGE = 200;

/**
 * Visitor events on the spaces of every company where the user may share (the roles that can
 * "share": a viewer never sees who opened the company's spaces), from `since` (to `until` when given),
 * newest first. The membership filter is the scope of every read, so another company's spaces
 * cannot appear. Each access row gives up to four events: its first visit, its latest visit when
 * that came RETURNING_AFTER_MINUTES after the first, the code verification and the agreement.
 * One read per kind (each at most `limit` rows), plus the spaces' names.
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
  const db = await getDb();
  const scope = { sharedSpace: { company: memberWhere(userId, "share") } };
  const gap = RETURNING_AFTER_MINUTES * 60_000;

  const eventsOf = async (kind: NotificationKind) => {
    const column = EVENT_AT[kind];
    const where: Prisma.SharedSpaceAccessWhereInput = { ...scope, [column]: { gte: since, ...(until ? { lt: until } : {}) } };
    const orderBy: Prisma.SharedSpaceAccessOrderByWithRelationInput[] = [{ [column]: "desc" }, { email: "asc" }, { id: "asc" }];
    const read = (skip: number, take: number | undefined) => db.sharedSpaceAccess.findMany({ where, orderBy, skip, take, select: accessSelect });
    const toEvent = (row: Prisma.SharedSpaceAccessGetPayload<{ select: typeof accessSelect }>) => ({
      kind,
      at: row[column]!,
      email: row.email,
      spaceId: row.sharedSpaceId,
    });
    if (kind !== "returning-visit") return (await read(0, limit)).map(toEvent);
    // A visit counts as returning only RETURNING_AFTER_MINUTES after the first: a gap between two
    // columns Prisma cannot filter on, so the newest rows are read a page at a time and tested here.
    const found: ReturnType<typeof toEvent>[] = [];
    for (let skip = 0; ; skip += PAGE) {
      const page = await read(skip, limit ? PAGE : undefined);
      found.push(...page.filter((row) => row[column]!.getTime() > row.accessedAt.getTime() + gap).map(toEvent));
      if (!limit || page.length < PAGE || found.length >= limit) return found;
    }
  };

  const [spaces, ...perKind] = await Promise.all([
    db.sharedSpace.findMany({
      where: { company: memberWhere(userId, "share") },
      select: { id: true, name: true, company: { select: { name: true } } },
    }),
    ...[...new Set(kinds)].map(eventsOf),
  ]);
  const spaceOf = new Map(spaces.map((s) => [s.id, s]));
  const events = perKind
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime() || compare(a.email, b.email) || compare(a.kind, b.kind))
    .slice(0, limit)
    .flatMap(({ spaceId, ...event }) => {
      const space = spaceOf.get(spaceId);
      return space ? [{ ...event, at: event.at.toISOString(), spaceId, spaceName: space.name, companyName: space.company.name }] : [];
    });
  return events;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
