import { json } from "./respond";
import { hit } from "@/lib/data/rate-limit";
import { clientRateLimitKey } from "@/lib/sharing/client-ip";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Every limit of the email flows (docs/SECURITY.md lists them with their keys). */
export const EMAIL_LIMITS = {
  forgotPerEmail: { limit: 5, windowMs: HOUR },
  forgotPerIp: { limit: 20, windowMs: HOUR },
  /** Token guesses (reset submit and check, verification links), per client address. */
  tokenPerIp: { limit: 30, windowMs: 15 * MINUTE },
  resendPerUser: { limit: 3, windowMs: HOUR },
  changeEmailPerUser: { limit: 5, windowMs: HOUR },
} as const;

/** Counts one event; over the limit, answers the 429 (with Retry-After) to return, else null. */
export async function enforce(key: string, which: keyof typeof EMAIL_LIMITS, message: string): Promise<Response | null> {
  const now = new Date();
  const result = await hit({ key, ...EMAIL_LIMITS[which], now });
  if (result.allowed) return null;
  const seconds = Math.max(1, Math.ceil((result.resetAt.getTime() - now.getTime()) / 1000));
  return json({ message }, 429, { "Retry-After": String(seconds) });
}

export function ipKey(headers: Pick<Headers, "get">): string {
  return clientRateLimitKey(headers);
}
