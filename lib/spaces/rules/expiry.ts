import { addDays, addMonths, addYears } from "date-fns";

/** SPEC.md section 9: dashboard access durations and phase-page expiration options. The one place for them. */
export const ACCESS_DURATIONS = ["1-day", "1-week", "2-weeks", "1-month", "3-months", "custom", "never"] as const;
export const PHASE_EXPIRATIONS = ["1-week", "2-weeks", "1-month", "3-months", "6-months", "1-year"] as const;
export const EXPIRATION_PERIODS = [...new Set([...ACCESS_DURATIONS, ...PHASE_EXPIRATIONS])] as const;
export type AccessDuration = (typeof ACCESS_DURATIONS)[number];
export type PhaseExpiration = (typeof PHASE_EXPIRATIONS)[number];
export type ExpirationPeriod = (typeof EXPIRATION_PERIODS)[number];

/** The server's default when a request names no period; the dialogs preselect the same. */
export const DEFAULT_EXPIRATION: ExpirationPeriod = "1-week";
export const DEFAULT_ACCESS_DURATION: AccessDuration = "1-week";
export const DEFAULT_PHASE_EXPIRATION: PhaseExpiration = "1-week";
/** Under this much time left, a shared space shows "Expiring Soon". */
export const EXPIRING_SOON_MS = 24 * 60 * 60 * 1000;
/** A custom expiry with no date chosen falls back to this many days. */
export const CUSTOM_EXPIRY_FALLBACK_DAYS = 7;
/** "Never" is stored as an expiry this far ahead. */
export const NEVER_EXPIRES_YEARS = 100;

/** How far ahead a period sets the expiry; null for "custom" (the user picks a date). */
export type ExpiryOffset = { days: number } | { months: number } | { years: number } | null;

export interface DurationOption<V extends string> {
  value: V;
  label: string;
  offset: ExpiryOffset;
}

/** Each period's label (SPEC.md section 9) and offset. */
const PERIODS: Record<ExpirationPeriod, Omit<DurationOption<ExpirationPeriod>, "value">> = {
  "1-day": { label: "1 Day", offset: { days: 1 } },
  "1-week": { label: "1 Week", offset: { days: 7 } },
  "2-weeks": { label: "2 Weeks", offset: { days: 14 } },
  "1-month": { label: "1 Month", offset: { months: 1 } },
  "3-months": { label: "3 Months", offset: { months: 3 } },
  "6-months": { label: "6 Months", offset: { months: 6 } },
  "1-year": { label: "1 Year", offset: { years: 1 } },
  custom: { label: "Custom Date", offset: null },
  never: { label: "Never Expires", offset: { years: NEVER_EXPIRES_YEARS } },
};

const optionsOf = <V extends ExpirationPeriod>(values: readonly V[]): readonly DurationOption<V>[] =>
  values.map((value) => ({ value, ...PERIODS[value] }));

/** Dashboard sharing dialogs. The list-creation form and multi-select dialog omit "custom". */
export const ACCESS_DURATION_OPTIONS = optionsOf(ACCESS_DURATIONS);
export const ACCESS_DURATION_OPTIONS_WITHOUT_CUSTOM = ACCESS_DURATION_OPTIONS.filter((o) => o.value !== "custom");
/** The phase page's "Share selected tasks" dialog. */
export const PHASE_EXPIRATION_OPTIONS = optionsOf(PHASE_EXPIRATIONS);

/**
 * The expiry a period gives from `now`. `never` is +100 years; `custom` uses the given date
 * (callers refuse one in the past) and falls back to 7 days without one.
 */
export function expiryFor(period: ExpirationPeriod, now: Date = new Date(), customDate?: Date | null): Date {
  const offset = PERIODS[period].offset;
  if (!offset) return customDate ?? addDays(now, CUSTOM_EXPIRY_FALLBACK_DAYS);
  if ("days" in offset) return addDays(now, offset.days);
  if ("months" in offset) return addMonths(now, offset.months);
  return addYears(now, offset.years);
}

export type SpaceStatus = "Active" | "Expiring Soon" | "Expired";

/** SPEC.md section 4: no expiry = Active; past = Expired; under 24 h left = Expiring Soon. */
export function spaceStatus(expiresAt: Date | string | null | undefined, now: Date = new Date()): SpaceStatus {
  if (!expiresAt) return "Active";
  const left = new Date(expiresAt).getTime() - now.getTime();
  if (left <= 0) return "Expired";
  if (left < EXPIRING_SOON_MS) return "Expiring Soon";
  return "Active";
}

/** Pickers show only Active or Expired. */
export function pickerStatus(expiresAt: Date | string | null | undefined, now: Date = new Date()): "Active" | "Expired" {
  return spaceStatus(expiresAt, now) === "Expired" ? "Expired" : "Active";
}

/** A space is live (its data may be served) only while active and not expired. */
export function isSpaceLive(space: { isActive: boolean; expiresAt: Date | string }, now: Date = new Date()): boolean {
  return space.isActive && new Date(space.expiresAt).getTime() > now.getTime();
}
