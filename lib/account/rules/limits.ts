import { accountMessages } from "@/lib/messages/account";
import { authMessages } from "@/lib/messages/auth";
import { emailMessages } from "@/lib/messages/email";

/**
 * Every limit of the account, declared once. A route hands its limits to the wrapper
 * (`withPublic(handler, { limits: [ACCOUNT_LIMITS.tokenPerIp] })`), which counts them in the
 * database before the handler runs, so they hold across instances and no module counts a route's
 * limit itself; over one, the answer is a 429 with Retry-After and the limit's message. `per` says
 * whose events share a counter: the client address, the signed-in user, everyone, or (counted by
 * the flow that reads it from the body) the address asked about. docs/SECURITY.md lists the keys.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

function limitFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const REGISTER_WINDOW_MS = 15 * MINUTE;

export const ACCOUNT_LIMITS = {
  /** Guesses of a link's token: the reset link's check and submit, and verification links share one counter. */
  tokenPerIp: { name: "email-token", per: "client", limit: 30, windowMs: 15 * MINUTE, message: emailMessages.linkRateLimited },
  /** "Forgot password?" per client address, then per address asked about; both before the account is looked up. */
  forgotPerIp: { name: "forgot", per: "client", limit: 20, windowMs: HOUR, message: emailMessages.forgotRateLimited },
  forgotPerEmail: { name: "forgot", per: "email", limit: 5, windowMs: HOUR, message: emailMessages.forgotRateLimited },
  resendPerUser: { name: "verify-resend", per: "user", limit: 3, windowMs: HOUR, message: emailMessages.resendRateLimited },
  changeEmailPerUser: { name: "change-email", per: "user", limit: 5, windowMs: HOUR, message: emailMessages.changeRateLimited },
  /** "Export my data": each export reads every stored byte of the company. */
  exportPerUser: { name: "export", per: "user", limit: 10, windowMs: HOUR, message: accountMessages.exportRateLimited },
  /** Registration attempts per client address (env REGISTER_LIMIT_PER_IP), then on the whole service (REGISTER_LIMIT_GLOBAL). */
  registerPerIp: {
    name: "register",
    per: "client",
    limit: () => limitFromEnv("REGISTER_LIMIT_PER_IP", 20),
    windowMs: REGISTER_WINDOW_MS,
    message: authMessages.registerRateLimited,
  },
  registerGlobal: {
    name: "register",
    per: "global",
    limit: () => limitFromEnv("REGISTER_LIMIT_GLOBAL", 200),
    windowMs: REGISTER_WINDOW_MS,
    message: authMessages.registerBusy,
  },
} as const;
