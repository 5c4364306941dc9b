import { addDays, addMonths, addYears } from "date-fns";

/** SPEC.md section 9: dashboard access durations and phase-page expiration options. */
export const ACCESS_DURATIONS = ["1-day", "1-week", "2-weeks", "1-month", "3-months", "custom", "never"] as const;
export const PHASE_EXPIRATIONS = ["1-week", "2-weeks", "1-month", "3-months", "6-months", "1-year"] as const;
export const EXPIRATION_PERIODS = [...new Set([...ACCESS_DURATIONS, ...PHASE_EXPIRATIONS])] as const;
export type ExpirationPeriod = (typeof EXPIRATION_PERIODS)[number];

export const DEFAULT_EXPIRATION: ExpirationPeriod = "1-week";
export const EXPIRING_SOON_MS = 24 * 60 * 60 * 1000;

/**
 * The expiry a period gives from `now`. `never` is +100 years; `custom` uses the given date
 * (callers refuse one in the past) and falls back to 7 days without one.
 */
export function expiryFor(period: ExpirationPeriod, now: Date = new Date(), customDate?: Date | null): Date {
  switch (period) {
    case "1-day":
      return addDays(now, 1);
    case "1-week":
      return addDays(now, 7);
    case "2-weeks":
      return addDays(now, 14);
    case "1-month":
      return addMonths(now, 1);
    case "3-months":
      return addMonths(now, 3);
    case "6-months":
      return addMonths(now, 6);
    case "1-year":
      return addYears(now, 1);
    case "never":
      return addYears(now, 100);
    case "custom":
      return customDate ?? addDays(now, 7);
  }
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
