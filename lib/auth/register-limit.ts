import { hit } from "@/lib/data/rate-limit";
import { authMessages } from "@/lib/messages/auth";
import { clientRateLimitKey } from "@/lib/sharing/client-ip";

function limitFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const REGISTER_WINDOW_MS = 15 * 60 * 1000;
/** Registration attempts per client address per 15 minutes (env REGISTER_LIMIT_PER_IP). */
export const registerLimitPerIp = () => limitFromEnv("REGISTER_LIMIT_PER_IP", 20);
/** Registration attempts per 15 minutes on the whole service, all instances together (env REGISTER_LIMIT_GLOBAL). */
export const registerLimitGlobal = () => limitFromEnv("REGISTER_LIMIT_GLOBAL", 200);

/**
 * Counts one registration attempt per client address and globally, in the database (so the limit
 * holds across instances). Null when allowed, else what to answer with 429.
 */
export async function claimRegistration(headers: Pick<Headers, "get">): Promise<{ message: string; retryAfterSeconds: number } | null> {
  const ip = clientRateLimitKey(headers);
  const now = new Date();
  const perIp = await hit({ key: `register:ip:${ip}`, limit: registerLimitPerIp(), windowMs: REGISTER_WINDOW_MS, now });
  if (!perIp.allowed) return { message: authMessages.registerRateLimited, retryAfterSeconds: retryAfter(perIp.resetAt, now) };
  const global = await hit({ key: "register:global", limit: registerLimitGlobal(), windowMs: REGISTER_WINDOW_MS, now });
  if (!global.allowed) return { message: authMessages.registerBusy, retryAfterSeconds: retryAfter(global.resetAt, now) };
  return null;
}

function retryAfter(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}
