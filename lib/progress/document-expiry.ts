import { add, differenceInCalendarDays, format, parseISO } from "date-fns";
import { documentKey, type DocumentState, type DocumentsMap } from "./rules";

/** A document whose expiry is this many days away or fewer is "expiring". */
export const EXPIRING_WITHIN_DAYS = 30;
/** Reminder emails go out this many days before a document's expiry. */
export const EXPIRY_REMINDER_DAYS = [30, 7] as const;

export type ExpiryStatus = "expired" | "expiring" | "valid";

/** Days from `today` to the document's expiry (negative once past), or null without one. */
export function daysUntilExpiry(doc: Pick<DocumentState, "expiresOn"> | undefined, today: Date = new Date()): number | null {
  if (!doc?.expiresOn) return null;
  return differenceInCalendarDays(parseISO(doc.expiresOn), today);
}

/**
 * Expired on or after its expiry day; expiring within EXPIRING_WITHIN_DAYS; otherwise valid.
 * Null for a document with no expiry, or one not held (no file or link: nothing can lapse).
 */
export function expiryStatus(doc: DocumentState | undefined, today: Date = new Date()): ExpiryStatus | null {
  if (!doc || !doc.completed || doc.notApplicable || doc.optional) return null;
  const days = daysUntilExpiry(doc, today);
  if (days === null) return null;
  if (days <= 0) return "expired";
  return days <= EXPIRING_WITHIN_DAYS ? "expiring" : "valid";
}

/** A held document that is expired or expiring: what the task card, the phase and the dashboard flag. */
export interface ExpiringDocument {
  key: string;
  taskId: string;
  phaseId: string;
  taskTitle: string | null;
  name: string;
  expiresOn: string;
  days: number;
  status: "expired" | "expiring";
}

/** One task's stored documents, as the company's progress rows give them. */
export interface ExpiryRow {
  taskId: string;
  phaseId: string;
  taskTitle?: string | null;
  documents: DocumentsMap | null | undefined;
  /** Keys of documents on lines that do not apply to the company: never flagged. */
  hiddenKeys?: ReadonlySet<string>;
}

/** Every expired or expiring document of the company, soonest (most overdue) first. */
export function expiringDocuments(rows: readonly ExpiryRow[], today: Date = new Date()): ExpiringDocument[] {
  const found: ExpiringDocument[] = [];
  for (const row of rows) {
    for (const [key, doc] of Object.entries(row.documents ?? {})) {
      if (row.hiddenKeys?.has(key)) continue;
      const status = expiryStatus(doc, today);
      if (status !== "expired" && status !== "expiring") continue;
      const days = daysUntilExpiry(doc, today)!;
      found.push({
        key,
        taskId: row.taskId,
        phaseId: row.phaseId,
        taskTitle: row.taskTitle ?? null,
        name: doc.name,
        expiresOn: doc.expiresOn!,
        days,
        status,
      });
    }
  }
  return found.sort((a, b) => a.days - b.days || a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
}

/** The worst flag among a task's documents: "expired" over "expiring"; null when none is. */
export function taskExpiryFlag(
  taskId: string,
  documents: DocumentsMap | null | undefined,
  hiddenLines: readonly number[] = [],
  today: Date = new Date(),
): "expired" | "expiring" | null {
  const flagged = expiringDocuments([{ taskId, phaseId: "", documents, hiddenKeys: hiddenKeysOf(taskId, hiddenLines) }], today);
  if (flagged.some((d) => d.status === "expired")) return "expired";
  return flagged.length > 0 ? "expiring" : null;
}

/** The document keys of a task's lines that do not apply to the company. */
export function hiddenKeysOf(taskId: string, lines: readonly number[] | undefined): ReadonlySet<string> {
  return new Set((lines ?? []).map((index) => documentKey(taskId, index)));
}

/** How many documents are expired and how many expiring, for a phase header. */
export function expiryCounts(items: readonly Pick<ExpiringDocument, "status">[]) {
  const expired = items.filter((d) => d.status === "expired").length;
  return { expired, expiring: items.length - expired };
}

/**
 * The reminder a document is due for with `days` left: the nearest threshold already reached
 * (so a run that missed the 30-day mark still sends one, and one entered 20 days out gets the
 * 30-day reminder). Null once expired (it is flagged in the app instead) or while far away.
 */
export function reminderDue(days: number | null): number | null {
  if (days === null || days <= 0) return null;
  const reached = EXPIRY_REMINDER_DAYS.filter((threshold) => days <= threshold);
  return reached.length > 0 ? Math.min(...reached) : null;
}

/** "Expired 3 Mar 2026" (from the expiry day), "Expires tomorrow", "Expires in 12 days", "Expires 3 Mar 2027". */
export function expiryLabel(expiresOn: string, today: Date = new Date()): string {
  const days = differenceInCalendarDays(parseISO(expiresOn), today);
  const date = format(parseISO(expiresOn), "d MMM yyyy");
  if (days <= 0) return `Expired ${date}`;
  if (days === 1) return "Expires tomorrow";
  return days <= EXPIRING_WITHIN_DAYS ? `Expires in ${days} days` : `Expires ${date}`;
}

/** A line's default validity as the task list sends it (lib/validations/phases.ts). */
export interface DefaultValidity {
  line: number;
  days?: number;
  months?: number;
}

/**
 * The "Expires on" a document of this line gets when provided on `from` (YYYY-MM-DD in local
 * time, as the date input shows it): `from` plus the line's validity; "" for a line without one.
 */
export function defaultExpiresOn(validity: readonly DefaultValidity[] | undefined, line: number, from: Date = new Date()): string {
  const entry = validity?.find((v) => v.line === line);
  if (!entry) return "";
  return format(add(from, { days: entry.days ?? 0, months: entry.months ?? 0 }), "yyyy-MM-dd");
}
