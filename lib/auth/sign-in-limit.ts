import { hit, peek } from "@/lib/data/rate-limit";
import { clientIp } from "@/lib/sharing/client-ip";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMIT_PER_EMAIL = 10;
export const SIGN_IN_LIMIT_PER_IP = 50;
export const SIGN_IN_RATE_LIMITED = "Too many sign-in attempts. Please wait 15 minutes and try again.";

function windows(email: string, headers: Record<string, unknown> | undefined) {
  const h = new Headers();
  for (const [k, v] of Object.entries(headers ?? {})) if (typeof v === "string") h.set(k, v);
  const ip = clientIp(h) ?? "unknown";
  return [
    { key: `sign-in:email:${email}`, limit: SIGN_IN_LIMIT_PER_EMAIL, windowMs: SIGN_IN_WINDOW_MS },
    { key: `sign-in:ip:${ip}`, limit: SIGN_IN_LIMIT_PER_IP, windowMs: SIGN_IN_WINDOW_MS },
  ];
}

/**
 * Failed sign-ins are counted per email and per client IP in the database (so the limit holds
 * across instances). Returns false when either budget is spent; nothing is counted then.
 */
export async function signInAllowed(email: string, headers?: Record<string, unknown>): Promise<boolean> {
  const results = await Promise.all(windows(email, headers).map((w) => peek(w)));
  return results.every((r) => r.allowed);
}

export async function recordFailedSignIn(email: string, headers?: Record<string, unknown>): Promise<void> {
  await Promise.all(windows(email, headers).map((w) => hit(w)));
}
