import { format } from "date-fns";

/** Inserts thousands separators into the integer part of a decimal string. */
function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Splits a decimal string ("1234.50", "-3", 1234.5) into sign, integer and fraction without going
 * through a float, so 15-digit amounts print exactly. Returns null for anything non-numeric.
 */
function splitDecimal(value: string | number | null | undefined) {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  return { sign: match[1], integer: match[2].replace(/^0+(?=\d)/, ""), fraction: (match[3] ?? "").replace(/0+$/, "") };
}

/** "$1,234,567" (cents only when there are some: "$1,234.50"); null when empty. */
export function formatMoney(value: string | number | null | undefined): string | null {
  const parts = splitDecimal(value);
  if (!parts) return null;
  const fraction = parts.fraction ? `.${parts.fraction.padEnd(2, "0").slice(0, 2)}` : "";
  return `${parts.sign}$${groupThousands(parts.integer)}${fraction}`;
}

/** "10,000,000" (a head count); null when empty. */
export function formatCount(value: number | string | null | undefined): string | null {
  const parts = splitDecimal(value);
  if (!parts) return null;
  return `${parts.sign}${groupThousands(parts.integer)}`;
}

/** "12.5%" from "12.50"; null when empty. */
export function formatPercent(value: string | number | null | undefined): string | null {
  const parts = splitDecimal(value);
  if (!parts) return null;
  return `${parts.sign}${parts.integer}${parts.fraction ? `.${parts.fraction}` : ""}%`;
}

/**
 * Calendar dates are stored as UTC midnight; print them in UTC so a founder west of Greenwich
 * does not see the day before.
 */
function utcCalendarDate(value: string | Date): Date | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** "Mar 4, 2024" (SPEC.md: dates display as 'MMM d, yyyy'); null when empty. */
export function formatDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = utcCalendarDate(value);
  return date ? format(date, "MMM d, yyyy") : null;
}

export function formatYear(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = utcCalendarDate(value);
  return date ? String(date.getFullYear()) : null;
}

/**
 * The calendar day where this code runs ("2026-11-30"), as due days and expiry days are stored
 * and as a date input takes its bounds: the browser's day in a component, the server's in a page
 * loader.
 */
export function localToday(now: Date = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

/** "2024-03-04" for a date input, from an ISO timestamp. */
export function toDateInputValue(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return date.toISOString().slice(0, 10);
}

/** "1.2 MB" for file sizes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1).replace(/\.0$/, "")} GB`;
}
