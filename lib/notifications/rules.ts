/**
 * Founder notifications: what happened in a founder's shared spaces, as plain data. The bell list
 * (lib/notifications/notifications.ts) and the daily digest (lib/notifications/digest.ts) read the same events; the
 * rules of what counts live here, once, and their wording in lib/messages/notifications.ts.
 */
import type { DigestKind, DigestLine, DigestSection } from "@/lib/email/payloads";
import { notificationWording as W } from "@/lib/messages/notifications";

export const NOTIFICATION_KINDS = ["new-visitor", "returning-visit", "agreement-accepted", "verified"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds the daily digest summarises (the bell shows every kind), in the digest's order. */
export const DIGEST_KINDS = ["new-visitor", "returning-visit"] as const satisfies readonly DigestKind[] & readonly NotificationKind[];

const isDigestKind = (kind: NotificationKind): kind is DigestKind => (DIGEST_KINDS as readonly string[]).includes(kind);

/**
 * A visit counts as "returning" when it is this long after the visitor's first one: reloading the
 * page or opening two documents in a row is still the first visit.
 */
export const RETURNING_AFTER_MINUTES = 30;

/** How far back the bell looks, and how many events it lists. */
export const NOTIFICATION_WINDOW_DAYS = 30;
export const NOTIFICATION_LIST_LIMIT = 20;

/** The digest covers the 24 hours before the run. */
export const DIGEST_WINDOW_HOURS = 24;

/** Refetch the bell's list at most this often (and on window focus). */
export const NOTIFICATION_REFETCH_MS = 60_000;

export interface NotificationEvent {
  kind: NotificationKind;
  /** ISO time of the event. */
  at: string;
  email: string;
  spaceId: string;
  spaceName: string;
}

/** Typed by the kinds, so a new kind without its words fails to compile. */
const VERBS: Record<NotificationKind, (email: string, space: string) => string> = W.line;

/** One line of the bell list: "New visitor ada@fund.vc opened Seed round". */
export function notificationText(event: Pick<NotificationEvent, "kind" | "email" | "spaceName">): string {
  return VERBS[event.kind](event.email, event.spaceName);
}

/** Events after `seenAt` are unread; with no seen-at yet, every event is. */
export function isUnread(event: Pick<NotificationEvent, "at">, seenAt: string | null): boolean {
  return seenAt === null || Date.parse(event.at) > Date.parse(seenAt);
}

/** The badge on the bell: nothing for 0, "9+" past 9. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}

/** Settings' Notifications section (the unsubscribe page and the digest link there). */
export const NOTIFICATION_SETTINGS_PATH = "/settings#settings-notifications";

export interface DigestReading {
  documentsOpened: number;
  pagesViewed: number;
  downloads: number;
}

/** The reading line of a space, or undefined when its visitors read nothing. */
export function digestReadingText({ documentsOpened, pagesViewed, downloads }: DigestReading): string | undefined {
  const parts = [
    documentsOpened > 0 && W.reading.documentsOpened(documentsOpened),
    pagesViewed > 0 && W.reading.pagesViewed(pagesViewed),
    downloads > 0 && W.reading.downloads(downloads),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? W.reading.line(parts) : undefined;
}

/**
 * Adds each space's reading line to its section; a space whose visitors only read (no new or
 * returning visitor in the window) gets a section of its own, after the others.
 */
export function withReading(
  sections: DigestSection[],
  reading: (DigestReading & { spaceId: string; spaceName: string; companyName: string })[],
): DigestSection[] {
  const bySpace = new Map(sections.map((s) => [s.spaceId, { ...s }]));
  for (const space of reading) {
    const text = digestReadingText(space);
    if (!text) continue;
    const section = bySpace.get(space.spaceId) ?? { spaceId: space.spaceId, spaceName: space.spaceName, companyName: space.companyName, lines: [] };
    bySpace.set(space.spaceId, { ...section, reading: text });
  }
  return [...bySpace.values()];
}

const DIGEST_LABELS: Record<NotificationKind, string> = W.digestLabel;

/** "New visitor: ada@fund.vc". */
export function digestLineText(line: DigestLine): string {
  return `${DIGEST_LABELS[line.kind]}: ${line.email}`;
}

/**
 * Groups events (newest first) into one section per space, in the order the spaces were last
 * active; a visitor appears once per kind and space. Spaces with nothing to say are left out.
 */
export function digestSections(events: (NotificationEvent & { companyName: string })[]): DigestSection[] {
  const sections = new Map<string, DigestSection>();
  for (const event of events) {
    const kind = event.kind;
    if (!isDigestKind(kind)) continue;
    const section = sections.get(event.spaceId) ?? { spaceId: event.spaceId, spaceName: event.spaceName, companyName: event.companyName, lines: [] };
    if (!section.lines.some((l) => l.kind === kind && l.email === event.email)) section.lines.push({ kind, email: event.email });
    sections.set(event.spaceId, section);
  }
  return [...sections.values()]
    .map((s) => ({ ...s, lines: [...s.lines].sort((a, b) => DIGEST_KINDS.indexOf(a.kind) - DIGEST_KINDS.indexOf(b.kind)) }))
    .filter((s) => s.lines.length > 0);
}

/** "2 new visitors, 1 returning visit" for the subject line. */
export function digestSummary(sections: DigestSection[]): string {
  const count = (kind: DigestKind) => sections.reduce((n, s) => n + s.lines.filter((l) => l.kind === kind).length, 0);
  const parts: string[] = [];
  const fresh = count("new-visitor");
  const back = count("returning-visit");
  if (fresh > 0) parts.push(W.summary.newVisitors(fresh));
  if (back > 0) parts.push(W.summary.returningVisits(back));
  const read = sections.filter((s) => s.reading).length;
  if (read > 0) parts.push(W.summary.documentsRead(read));
  return parts.join(", ");
}
