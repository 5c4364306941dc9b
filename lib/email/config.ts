import path from "node:path";
import { DATA_DIR } from "@/lib/db/config";

/**
 * Where links in emails point: NEXTAUTH_URL (the app's public URL), never the request's Host
 * header, so a forged Host cannot make a reset link point at another site.
 */
export function appUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.NEXTAUTH_URL?.trim();
  try {
    if (configured) return new URL(configured.startsWith("http") ? configured : `https://${configured}`).origin;
  } catch {
    /* fall through to the local default */
  }
  return `http://localhost:${env.PORT || 3000}`;
}

export function linkTo(pathname: string, params: Record<string, string> = {}): string {
  const url = new URL(pathname, appUrl());
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** SMTP_URL (smtp:// or smtps://, credentials in the URL) or null: mail goes to .eml files. */
export function smtpUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.SMTP_URL?.trim();
  if (!value) return null;
  if (!/^smtps?:\/\//i.test(value)) throw new Error("SMTP_URL must start with smtp:// or smtps://");
  return value;
}

export function emailFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.EMAIL_FROM?.trim() || "RaiseReady <no-reply@localhost>";
}

/**
 * Without SMTP, whether messages are written as .eml files: yes on `npm start`, no on a stateless
 * deploy (S3_BUCKET set: its disk is ephemeral or read-only) unless EMAIL_DIR names one.
 */
export function writesMailFiles(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.EMAIL_DIR?.trim()) || !env.S3_BUCKET?.trim();
}

/** Without SMTP each message is written here as an .eml file (EMAIL_DIR, default .data/mail). */
export function mailDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.EMAIL_DIR?.trim() || path.join(/*turbopackIgnore: true*/ DATA_DIR, "mail");
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Retry schedule: base * 2^(attempt-1), capped at 1 hour; given up after EMAIL_MAX_ATTEMPTS (default 12, about a day). */
export function retryPolicy(env: NodeJS.ProcessEnv = process.env) {
  return {
    baseMs: positive(env.EMAIL_RETRY_BASE_MS, 30_000),
    maxDelayMs: 60 * 60 * 1000,
    maxAttempts: positive(env.EMAIL_MAX_ATTEMPTS, 12),
    /** How often a running server looks for mail due (EMAIL_POLL_MS, default 5 s). */
    pollMs: positive(env.EMAIL_POLL_MS, 5_000),
  };
}

export function backoffMs(attempts: number, policy = retryPolicy()): number {
  return Math.min(policy.maxDelayMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
}
