import { createHmac, timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { authMessages } from "@/lib/messages/auth";
import { getAuthSecret } from "./secret";

/**
 * Whether a GET /api/logout was started by this site (or typed / bookmarked). A link or image on
 * another site must not sign the founder out: browsers say where a request came from in
 * Sec-Fetch-Site; older ones are judged by Origin or Referer. No header at all (curl, scripts)
 * keeps SPEC.md's plain GET working.
 */
export function isSameSiteNavigation(req: NextRequest): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const from = req.headers.get("origin") ?? req.headers.get("referer");
  if (!from || from === "null") return !from;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return new URL(from).host === host;
  } catch {
    return false;
  }
}

/** The confirm form's CSRF token: bound to the session (so it cannot be replayed for another). */
export function logoutToken(sessionId: string | null): string {
  return createHmac("sha256", getAuthSecret())
    .update(`logout:${sessionId ?? ""}`)
    .digest("base64url");
}

export function logoutTokenValid(sessionId: string | null, token: unknown): boolean {
  if (typeof token !== "string") return false;
  const expected = Buffer.from(logoutToken(sessionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page shown instead of signing out when the request came from another site. */
export const LOGOUT_CONFIRM_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export function logoutConfirmPage(token: string): string {
  // Only constants and a base64url token: nothing a visitor typed is written into this page.
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${authMessages.logoutConfirmTitle}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:24rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002;text-align:center}
button,a{font:inherit;padding:.5rem 1rem;border-radius:.5rem;margin:.25rem;display:inline-block}
button{background:#0f172a;color:#fff;border:0;cursor:pointer}a{color:#0f172a}</style></head>
<body><main><h1>${authMessages.logoutConfirmTitle}</h1><p>${authMessages.logoutConfirmBody}</p>
<form method="post" action="/api/logout"><input type="hidden" name="token" value="${token}">
<button type="submit">${authMessages.logoutConfirmButton}</button><a href="/">${authMessages.logoutCancel}</a></form>
</main></body></html>`;
}
