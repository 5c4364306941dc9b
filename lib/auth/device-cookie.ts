import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "./secret";

/**
 * OWASP "device cookies": a browser that signed in to an account before carries a signed cookie
 * naming that account (by an HMAC of its email, never the email itself) and a random device id.
 * Sign-in attempts from it are counted against that device's own budget, so an attacker who burns
 * the account's shared budget cannot lock its founder out of the browser they always use.
 */
export const DEVICE_COOKIE = "rr-device";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

function mac(value: string): string {
  return createHmac("sha256", getAuthSecret()).update(value).digest("base64url");
}

function accountTag(email: string): string {
  return mac(`device-account:${email.toLowerCase()}`).slice(0, 22);
}

export function issueDeviceCookie(email: string): string {
  const body = `${accountTag(email)}.${randomBytes(16).toString("base64url")}`;
  return `${body}.${mac(`device:${body}`)}`;
}

/** The device id when `cookie` is a genuine device cookie for `email`, else null. */
export function deviceIdFor(cookie: string | null | undefined, email: string): string | null {
  if (!cookie || cookie.length > 200) return null;
  const parts = cookie.split(".");
  if (parts.length !== 3) return null;
  const [tag, device, signature] = parts;
  const expected = Buffer.from(mac(`device:${tag}.${device}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return tag === accountTag(email) ? device : null;
}

/** The device cookie's value from a raw Cookie header. */
export function deviceCookieFrom(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === DEVICE_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}
