import { addDays, addYears } from "date-fns";
import { ApiError } from "@/lib/errors";
import { DEFAULT_EXPIRATION, expiryFor, type ExpirationPeriod } from "@/lib/spaces/rules/expiry";
import { validation } from "@/lib/messages/forms";

export interface ExpiryInput {
  expiresAt?: string;
  expirationPeriod?: ExpirationPeriod;
}

/**
 * The expiry of a new space. A fixed period is counted from the server's clock; an explicit date
 * (alone, or with `custom`) must lie in the future; `custom` without a date is 7 days; nothing at
 * all is the default week.
 */
export function resolveExpiry({ expiresAt, expirationPeriod }: ExpiryInput, now: Date = new Date()): Date {
  const explicit = expiresAt ? new Date(expiresAt) : null;
  if (expirationPeriod && expirationPeriod !== "custom") return expiryFor(expirationPeriod, now);
  if (!explicit) return expiryFor(expirationPeriod ?? DEFAULT_EXPIRATION, now);
  if (Number.isNaN(explicit.getTime()) || explicit.getTime() <= now.getTime()) {
    throw new ApiError(400, validation.customExpiryInPast);
  }
  if (explicit.getTime() > addDays(addYears(now, 100), 1).getTime()) {
    throw new ApiError(400, validation.customExpiryTooFar);
  }
  return explicit;
}
