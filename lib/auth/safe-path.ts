/**
 * The one place that decides where a sign-in, sign-out or "come back here" redirect may go.
 * Used by the server (login page, /api/login, the proxy, next-auth's redirect callback) and by the
 * browser (the login form's window.location.assign), so it imports nothing server-only.
 *
 * A value is parsed the way a browser would parse a Location header, against a stand-in origin:
 * control characters are dropped first (browsers silently drop TAB/CR/LF inside URLs, which is how
 * "/\t/evil.example" becomes "//evil.example"), then only a path on that same origin is kept.
 * The answer is always a relative path that starts with exactly one "/".
 */
const STAND_IN = "http://same-origin.invalid";
// C0 controls, DEL and the C1 range: none belongs in a path a person follows.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export function safeCallbackPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  const cleaned = value.replace(CONTROL, "").trim();
  // Only relative paths: "https://our-own-host/x" is refused too (we never emit those).
  if (!cleaned.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(cleaned, STAND_IN);
  } catch {
    return fallback;
  }
  if (url.origin !== STAND_IN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil" normalises to "//evil": a protocol-relative URL in a Location header.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}

/** A sign-in page address (relative) that brings the user back to `returnTo` when it is safe. */
export function loginPath(returnTo?: unknown): string {
  const target = safeCallbackPath(returnTo, "");
  return target && target !== "/" ? `/login?callbackUrl=${encodeURIComponent(target)}` : "/login";
}

/** /login's query parameter naming the tab it opens on ("sign-in" or "create-account"). */
export const AUTH_TAB_PARAM = "tab";
/** /login opened on "Sign in", for links whose reader has an account (the password flows). */
export const SIGN_IN_TAB_PATH = `/login?${AUTH_TAB_PARAM}=sign-in`;
