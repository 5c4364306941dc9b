import { NextResponse, type NextRequest } from "next/server";
import { loginPath } from "@/lib/auth/safe-path";
import { contentSecurityPolicy, landingPolicy } from "@/lib/security/csp";

export { contentSecurityPolicy };

const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
const PROTECTED = [/^\/profile(\/|$)/, /^\/settings(\/|$)/, /^\/setup(\/|$)/, /^\/company(\/|$)/, /^\/phase(\/|$)/];
/** Where `/` is rendered for a request with a session cookie (app/(app)/dashboard/page.tsx). */
export const DASHBOARD_PATH = "/dashboard";

/**
 * Three jobs only. (1) Security headers on every response: a per-request CSP nonce, except on the
 * prerendered landing page, whose CSP lists its inline scripts' hashes (lib/security/csp.ts).
 * (2) `/` by cookie presence: without a session cookie the static landing (app/page.tsx), with
 * one the dashboard, rendered per request under the same address; the dashboard checks the
 * session itself. (3) A first gate: visitors with no session cookie at all are sent to sign-in from
 * the protected pages. Every page and handler still checks the session itself (a cookie can be
 * forged or revoked).
 */
export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const signedOut = !SESSION_COOKIES.some((name) => req.cookies.has(name));

  // The dashboard's only address is `/`.
  if (pathname === DASHBOARD_PATH) return secured(NextResponse.redirect(new URL(`/${req.nextUrl.search}`, req.url)), contentSecurityPolicy(nonce()));

  if (pathname === "/" && signedOut) {
    const csp = landingPolicy();
    if (csp) {
      // Static HTML a shared cache may keep. Next answers it with its own Vary (a proxy's or
      // next.config's is replaced), so scripts/server.mjs appends "Cookie" to it: a request with a
      // session cookie gets the dashboard. A host that serves Next without that entry needs its
      // CDN to bypass the cache for SESSION_COOKIES.
      return secured(NextResponse.next(), csp);
    }
  }

  const value = nonce();
  const csp = contentSecurityPolicy(value);
  if (signedOut && PROTECTED.some((re) => re.test(pathname))) {
    // Built on the request's own URL: Next turns a same-host Location into a relative one, so the
    // browser stays on the host it used (127.0.0.1, the proxy's public name).
    return secured(NextResponse.redirect(new URL(loginPath(`${pathname}${req.nextUrl.search}`), req.url)), csp);
  }
  const headers = new Headers(req.headers);
  headers.set("x-nonce", value);
  headers.set("Content-Security-Policy", csp);
  const res =
    pathname === "/" && !signedOut
      ? NextResponse.rewrite(new URL(`${DASHBOARD_PATH}${req.nextUrl.search}`, req.url), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  return secured(res, csp);
}

function nonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

function secured(res: NextResponse, csp: string): NextResponse {
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
