import "server-only";
import { getDb, getSql, sqlStatement } from "@/lib/db";
import { RetryLaterError } from "@/lib/errors";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  resetAt: Date;
}

interface Window {
  key: string;
  limit: number;
  windowMs: number;
  now?: Date;
}

/** A hit's verdict: `count` includes the event being judged. */
export function result(count: number, limit: number, resetAt: Date): RateLimitResult {
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), resetAt };
}

/**
 * The statement that counts one event (insert, or increment, or restart an elapsed window), with
 * its parameters named by the caller: the key, the reset of a new window, now; `when` (a WHERE
 * clause) lets a statement that does more count only when its own check passed.
 */
export function hitSql({ key, nextReset, now }: { key: string; nextReset: string; now: string }, when = ""): string {
  return `INSERT INTO "rate_limits" ("key", "count", "reset_at")
    SELECT ${key}, 1, ${nextReset}::timestamp(3) ${when}
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "rate_limits"."reset_at" <= ${now}::timestamp(3) THEN 1 ELSE "rate_limits"."count" + 1 END,
      "reset_at" = CASE WHEN "rate_limits"."reset_at" <= ${now}::timestamp(3) THEN EXCLUDED."reset_at" ELSE "rate_limits"."reset_at" END
    RETURNING "count", "reset_at"`;
}

/** $1 key, $2 the reset of a new window, $3 now. */
const hitStatement = sqlStatement<{ count: number; reset_at: Date }, [key: string, nextReset: Date, now: Date]>(
  "rateLimit.hit",
  { count: true, reset_at: true },
  hitSql({ key: "$1::text", nextReset: "$2", now: "$3" }),
);

/**
 * Counts one event against `key` in a fixed window and says whether it is within `limit`.
 * One statement (insert, or increment, or restart an elapsed window), so concurrent requests on
 * several instances never lose a count.
 */
export async function hit({ key, limit, windowMs, now = new Date() }: Window): Promise<RateLimitResult> {
  const nextReset = new Date(now.getTime() + windowMs);
  const rows = await hitStatement.run(await getSql(), [key, nextReset, now]);
  const row = rows[0];
  if (Math.random() < 0.01) void sweep(now);
  return result(Number(row.count), limit, new Date(row.reset_at));
}

/**
 * Whether one more event would still be allowed, without counting anything: lets a caller refuse
 * a blocked client before doing any work.
 */
export async function peek(window: Window): Promise<RateLimitResult> {
  const db = await getDb();
  const row = await db.rateLimit.findUnique({ where: { key: window.key }, select: { count: true, resetAt: true } });
  return judgePeek(window, row);
}

/** peek's verdict from a window's row (or none), for callers that read the row with other data. */
export function judgePeek({ limit, windowMs, now = new Date() }: Window, row: { count: number; resetAt: Date } | null): RateLimitResult {
  if (!row || row.resetAt.getTime() <= now.getTime()) return result(1, limit, new Date(now.getTime() + windowMs));
  return result(row.count + 1, limit, row.resetAt);
}

/** Forgets windows that ended; opportunistic so the table stays small without a cron job. */
async function sweep(now: Date): Promise<void> {
  const db = await getDb();
  await db.rateLimit.deleteMany({ where: { resetAt: { lt: now } } }).catch(() => undefined);
}

/**
 * Gives back one event counted by `hit` (an attempt that turned out not to count: a successful
 * sign-in, or one refused by another limit). Never below zero; one statement, so it is atomic.
 */
export async function refund(key: string): Promise<void> {
  const db = await getDb();
  await db.rateLimit.updateMany({ where: { key, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

/**
 * A limit as a route or a flow declares it: `name` and `per` make its counter's key with the
 * subject counted (`register:ip:{address}`, `verify-resend:user:{id}`, `forgot:email:{email}`, or
 * `register:global` for everyone); `limit` may be read from the environment when counted.
 */
export interface Limit {
  name: string;
  per: "client" | "user" | "email" | "global";
  limit: number | (() => number);
  windowMs: number;
  message: string;
}

/** The counter's key of a declared limit for one subject (none for a global limit). */
function limitKey({ name, per }: Pick<Limit, "name" | "per">, subject: string): string {
  return per === "global" ? `${name}:global` : `${name}:${per === "client" ? "ip" : per}:${subject}`;
}

/** Counts one event against a declared limit; over it, throws the 429 with Retry-After and the limit's message. */
export async function enforceLimit(declared: Limit, subject: string): Promise<void> {
  const now = new Date();
  const limit = typeof declared.limit === "function" ? declared.limit() : declared.limit;
  const counted = await hit({ key: limitKey(declared, subject), limit, windowMs: declared.windowMs, now });
  if (!counted.allowed) {
    throw new RetryLaterError(429, declared.message, Math.max(1, Math.ceil((counted.resetAt.getTime() - now.getTime()) / 1000)));
  }
}
