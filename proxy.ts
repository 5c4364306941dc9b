import { NextResponse, type NextRequest } from "next/server";
import { loginPath } from "@/lib/auth/safe-path";
import { directUploadOrigin } from "@/lib/storage/origin";

const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
const PROTECTED = [/^\/profile(\/|$)/, /^\/settings(\/|$)/, /^\/setup(\/|$)/, /^\/company(\/|$)/, /^\/phase(\/|$)/];

/** A fresh nonce per request: Next adds it to its own inline scripts, nothing else may run. */
export function contentSecurityPolicy(nonce: string, dev = process.env.NODE_ENV !== "production"): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // React sets style attributes (progress widths, Radix positioning); no script can come from it.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // The object store, when uploads go to it directly (issue 15).
    `connect-src 'self'${directUploadOrigin() ? ` ${directUploadOrigin()}` : ""}`,
    "object-src 'none'",
    // Issue 17: the PDF viewer's pdf.js worker, a static chunk of our own ('strict-dynamic' ignores 'self' for scripts).
    "worker-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Two jobs only. (1) Security headers with a per-request CSP nonce on every response.
 * (2) A first gate: visitors with no session cookie at all are sent to sign-in from the
 * protected pages. Every page and handler still checks the session itself (a cookie can be
 * forged or revoked).
 */
export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const signedOut = !SESSION_COOKIES.some((name) => req.cookies.has(name));
  let res: NextResponse;
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = contentSecurityPolicy(nonce);

  if (signedOut && PROTECTED.some((re) => re.test(pathname))) {
    // Built on the request's own URL: Next turns a same-host Location into a relative one, so the
    // browser stays on the host it used (127.0.0.1, the proxy's public name).
    res = NextResponse.redirect(new URL(loginPath(`${pathname}${req.nextUrl.search}`), req.url));
  } else {
    const headers = new Headers(req.headers);
    headers.set("x-nonce", nonce);
    headers.set("Content-Security-Policy", csp);
    res = NextResponse.next({ request: { headers } });
  }
  res.headers.set("Content-Security-Policy", csp);
  if (process.env.NODE_ENV === "production") {
    res.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  return res;
}

// Pages only. API responses get their strict CSP from next.config.mjs; running the proxy on them
// would make Next buffer request bodies (uploads stream straight to storage) and cap them at 10 MB.
export const config = {
  matcher: [{ source: "/((?!api/|_next/static|_next/image|favicon.ico).*)" }],
};
