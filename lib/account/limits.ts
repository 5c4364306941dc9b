import "server-only";
import { hit } from "@/lib/data/rate-limit";
import { RetryLaterError } from "@/lib/errors";
import { authMessages } from "@/lib/messages/auth";
import { emailMessages } from "@/lib/messages/email";
import { clientRateLimitKey } from "@/lib/sharing/client-ip";

/**
 * The account's limits, counted in the database so they hold across instances. Over a limit a
 * RetryLaterError is thrown, which the error answer (lib/api/respond.ts) turns into a 429 with
 * Retry-After: no route builds its own.
 */

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

function retryAfter(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

/** Counts one event against `key` and a budget; over it, throws the 429. */
async function count(key: string, budget: { limit: number; windowMs: number }, message: string): Promise<void> {
  const now = new Date();
  const result = await hit({ key, ...budget, now });
  if (!result.allowed) throw new RetryLaterError(429, message, retryAfter(result.resetAt, now));
}

/** Counts one event of an email flow; over its limit, throws the 429 with `message`. */
export function enforce(key: string, which: keyof typeof EMAIL_LIMITS, message: string): Promise<void> {
  return count(key, EMAIL_LIMITS[which], message);
}

/** One guess of a link's token (reset submit and check, verification), per client address. */
export function limitTokenGuess(headers: Pick<Headers, "get">): Promise<void> {
  return enforce(`email-token:ip:${clientRateLimitKey(headers)}`, "tokenPerIp", emailMessages.linkRateLimited);
}

/** "Forgot password?": per client address, then per address asked for, both before the account is looked up. */
export async function limitResetRequest(headers: Pick<Headers, "get">, email: string): Promise<void> {
  await enforce(`forgot:ip:${clientRateLimitKey(headers)}`, "forgotPerIp", emailMessages.forgotRateLimited);
  await enforce(`forgot:email:${email}`, "forgotPerEmail", emailMessages.forgotRateLimited);
}

function limitFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const REGISTER_WINDOW_MS = 15 * 60 * 1000;
/** Registration attempts per client address per 15 minutes (env REGISTER_LIMIT_PER_IP). */
export const registerLimitPerIp = () => limitFromEnv("REGISTER_LIMIT_PER_IP", 20);
/** Registration attempts per 15 minutes on the whole service, all instances together (env REGISTER_LIMIT_GLOBAL). */
export const registerLimitGlobal = () => limitFromEnv("REGISTER_LIMIT_GLOBAL", 200);

/** Counts one registration attempt per client address, then globally; over either, throws the 429. */
export async function claimRegistration(headers: Pick<Headers, "get">): Promise<void> {
  await count(
    `register:ip:${clientRateLimitKey(headers)}`,
    { limit: registerLimitPerIp(), windowMs: REGISTER_WINDOW_MS },
    authMessages.registerRateLimited,
  );
  await count("register:global", { limit: registerLimitGlobal(), windowMs: REGISTER_WINDOW_MS }, authMessages.registerBusy);
}
