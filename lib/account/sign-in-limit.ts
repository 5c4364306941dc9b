import { hit, refund } from "@/lib/data/rate-limit";
import { authMessages } from "@/lib/messages/auth";
import { clientRateLimitKey } from "@/lib/auth/client-ip";
import { deviceCookieFrom, deviceIdFor } from "@/lib/auth/device-cookie";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMIT_PER_EMAIL = 10;
export const SIGN_IN_LIMIT_PER_DEVICE = 10;
export const SIGN_IN_LIMIT_PER_IP = 50;
export const SIGN_IN_RATE_LIMITED = authMessages.signInRateLimited;

function toHeaders(headers: Record<string, unknown> | Headers | undefined): Headers {
  if (headers instanceof Headers) return headers;
  const h = new Headers();
  for (const [k, v] of Object.entries(headers ?? {})) if (typeof v === "string") h.set(k, v);
  return h;
}

export interface SignInClaim {
  allowed: boolean;
  /** Call when the password was right: the attempt is given back, only failures count. */
  succeeded(): Promise<void>;
}

/**
 * Counts a sign-in attempt BEFORE the password is checked, atomically in the database (one
 * INSERT ... ON CONFLICT ... RETURNING per budget, lib/data/rate-limit.ts), so N parallel attempts
 * let at most the limit through to the hash check, on any number of instances. Budgets: the client
 * address (50 / 15 min), then the account (10 / 15 min) - or, for a browser holding this account's
 * device cookie, that device's own 10. A refused attempt gives back what it had counted.
 *
 * A password-reset link lifts the account's lock: lib/account/password-reset.ts deletes its
 * `sign-in:email:` row in the reset's transaction.
 */
export async function claimSignInAttempt(email: string, rawHeaders?: Record<string, unknown> | Headers): Promise<SignInClaim> {
  const headers = toHeaders(rawHeaders);
  const ip = clientRateLimitKey(headers);
  const device = deviceIdFor(deviceCookieFrom(headers.get("cookie")), email);
  const windows = [
    { key: `sign-in:ip:${ip}`, limit: SIGN_IN_LIMIT_PER_IP, windowMs: SIGN_IN_WINDOW_MS },
    device
      ? { key: `sign-in:device:${device}`, limit: SIGN_IN_LIMIT_PER_DEVICE, windowMs: SIGN_IN_WINDOW_MS }
      : { key: `sign-in:email:${email}`, limit: SIGN_IN_LIMIT_PER_EMAIL, windowMs: SIGN_IN_WINDOW_MS },
  ];
  const counted: string[] = [];
  for (const window of windows) {
    const result = await hit(window);
    counted.push(window.key);
    if (!result.allowed) {
      // Only attempts that reach the hash check use up a budget.
      await Promise.all(counted.map((key) => refund(key)));
      return { allowed: false, succeeded: async () => undefined };
    }
  }
  return { allowed: true, succeeded: async () => void (await Promise.all(counted.map((key) => refund(key)))) };
}
