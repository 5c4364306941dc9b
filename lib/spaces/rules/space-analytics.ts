/**
 * Space analytics: the pure rules behind the founder's view of a space (totals, most-read
 * documents, per-visitor timelines) and the bounds every beacon obeys. lib/spaces reads the rows;
 * nothing here touches the database.
 */

export const EVENT_KINDS = { open: "open", page: "page", download: "download" } as const;
export type EventKind = (typeof EVENT_KINDS)[keyof typeof EVENT_KINDS];

/** Events one beacon may carry. */
export const MAX_BEACON_EVENTS = 50;
/** Events one visit may record in all: an hour of page turns every two seconds, then nothing more. */
export const MAX_EVENTS_PER_VISIT = 2000;
/** The highest page number a beacon may name (pdf.js documents past this are not plausible). */
export const MAX_PAGE_NUMBER = 10_000;
/** A page's time is clamped to this: a tab left open overnight is not half a day of reading. */
export const MAX_PAGE_MS = 30 * 60 * 1000;

/** A duration the viewer measured, clamped to 0..MAX_PAGE_MS whole milliseconds. */
export function clampDuration(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.min(Math.round(ms), MAX_PAGE_MS);
}

export interface VisitRow {
  id: string;
  email: string;
  startedAt: Date;
}

export interface EventRow {
  visitId: string;
  fileId: string;
  fileName: string;
  kind: EventKind;
  page: number | null;
  durationMs: number | null;
  occurredAt: Date;
}

export interface SpaceTotals {
  visits: number;
  visitors: number;
  documentsOpened: number;
  pagesViewed: number;
  downloads: number;
  totalMs: number;
}

export interface DocumentStat {
  fileId: string;
  fileName: string;
  opens: number;
  downloads: number;
  visitors: number;
  totalMs: number;
  /** Time per page number, in page order. */
  pages: { page: number; ms: number }[];
}

export interface VisitTimeline {
  visitId: string;
  startedAt: Date;
  totalMs: number;
  events: EventRow[];
}

export interface VisitorStat {
  email: string;
  visits: number;
  documentsOpened: number;
  pagesViewed: number;
  downloads: number;
  totalMs: number;
  lastSeen: Date;
  timeline: VisitTimeline[];
}

export interface SpaceAnalytics {
  totals: SpaceTotals;
  documents: DocumentStat[];
  visitors: VisitorStat[];
}

/** "Pages viewed" counts distinct (visit, document, page): a page looked at twice in one visit is one page viewed. */
function pageKey(e: EventRow) {
  return `${e.visitId}:${e.fileId}:${e.page}`;
}

function sumMs(events: EventRow[]) {
  return events.reduce((total, e) => total + (e.kind === EVENT_KINDS.page ? (e.durationMs ?? 0) : 0), 0);
}

function countKinds(events: EventRow[]) {
  const pages = new Set<string>();
  const opened = new Set<string>();
  let downloads = 0;
  for (const e of events) {
    if (e.kind === EVENT_KINDS.page) pages.add(pageKey(e));
    else if (e.kind === EVENT_KINDS.open) opened.add(`${e.visitId}:${e.fileId}`);
    else downloads += 1;
  }
  return { documentsOpened: opened.size, pagesViewed: pages.size, downloads, totalMs: sumMs(events) };
}

function documentStats(events: EventRow[], emailOfVisit: Map<string, string>): DocumentStat[] {
  const byFile = new Map<string, EventRow[]>();
  for (const e of events) byFile.set(e.fileId, [...(byFile.get(e.fileId) ?? []), e]);
  const stats = [...byFile.entries()].map(([fileId, rows]) => {
    const pageMs = new Map<number, number>();
    for (const e of rows) if (e.kind === EVENT_KINDS.page && e.page !== null) pageMs.set(e.page, (pageMs.get(e.page) ?? 0) + (e.durationMs ?? 0));
    return {
      fileId,
      fileName: rows[rows.length - 1].fileName,
      opens: new Set(rows.filter((e) => e.kind === EVENT_KINDS.open).map((e) => e.visitId)).size,
      downloads: rows.filter((e) => e.kind === EVENT_KINDS.download).length,
      visitors: new Set(rows.map((e) => emailOfVisit.get(e.visitId)).filter(Boolean)).size,
      totalMs: sumMs(rows),
      pages: [...pageMs.entries()].sort((a, b) => a[0] - b[0]).map(([page, ms]) => ({ page, ms })),
    };
  });
  // Most read first: time, then how many people opened it, then the name for a stable order.
  return stats.sort((a, b) => b.totalMs - a.totalMs || b.visitors - a.visitors || b.opens - a.opens || a.fileName.localeCompare(b.fileName));
}

function visitorStats(visits: VisitRow[], eventsByVisit: Map<string, EventRow[]>): VisitorStat[] {
  const byEmail = new Map<string, VisitRow[]>();
  for (const v of visits) byEmail.set(v.email, [...(byEmail.get(v.email) ?? []), v]);
  const stats = [...byEmail.entries()].map(([email, own]) => {
    const ordered = [...own].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
    const timeline = ordered.map((v) => {
      const events = eventsByVisit.get(v.id) ?? [];
      return { visitId: v.id, startedAt: v.startedAt, totalMs: sumMs(events), events };
    });
    const all = timeline.flatMap((t) => t.events);
    const lastEvent = all.reduce((latest, e) => Math.max(latest, e.occurredAt.getTime()), 0);
    const lastSeen = new Date(Math.max(lastEvent, ordered[ordered.length - 1].startedAt.getTime()));
    return { email, visits: ordered.length, ...countKinds(all), lastSeen, timeline };
  });
  return stats.sort((a, b) => b.lastSeen.getTime() - a.lastSeen.getTime() || a.email.localeCompare(b.email));
}

/** Everything the analytics page shows, from a space's visits and their events (any order). */
export function summarizeSpace(visits: VisitRow[], events: EventRow[]): SpaceAnalytics {
  const emailOfVisit = new Map(visits.map((v) => [v.id, v.email]));
  // Events of a visit that is not in the list (never expected) are left out rather than guessed at.
  const known = events.filter((e) => emailOfVisit.has(e.visitId)).sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const eventsByVisit = new Map<string, EventRow[]>();
  for (const e of known) eventsByVisit.set(e.visitId, [...(eventsByVisit.get(e.visitId) ?? []), e]);
  return {
    totals: { visits: visits.length, visitors: new Set(visits.map((v) => v.email)).size, ...countKinds(known) },
    documents: documentStats(known, emailOfVisit),
    visitors: visitorStats(visits, eventsByVisit),
  };
}

/**
 * Merges a viewer's page-time samples before they are sent: one entry per (document, page) in
 * the order first seen, durations added and clamped, empty ones dropped, at most `max` entries.
 */
export function mergePageSamples<T extends { fileId: string; page: number; ms: number }>(samples: T[], max = MAX_BEACON_EVENTS): T[] {
  const merged = new Map<string, T>();
  for (const s of samples) {
    const key = `${s.fileId}:${s.page}`;
    const prev = merged.get(key);
    merged.set(key, prev ? { ...prev, ms: clampDuration(prev.ms + s.ms) } : { ...s, ms: clampDuration(s.ms) });
  }
  return [...merged.values()].filter((s) => s.ms > 0).slice(0, max);
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A cell a spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text with CRLF line ends (RFC 4180). */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Milliseconds as the page shows them: "45s", "3m 20s", "1h 5m". */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes}m ${seconds % 60}s` : `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours}h ${minutes % 60}m` : `${hours}h`;
}
