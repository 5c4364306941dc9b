import { NextResponse, type NextRequest } from "next/server";

const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/**
 * Only a first gate: signed-out visitors (no session cookie at all) are sent to sign-in.
 * Every page and handler still checks the session itself (the cookie may be forged or revoked).
 */
export function proxy(req: NextRequest) {
  const hasSession = SESSION_COOKIES.some((name) => req.cookies.has(name));
  if (hasSession) return NextResponse.next();
  const login = new URL("/login", req.nextUrl.origin);
  login.searchParams.set("callbackUrl", req.nextUrl.pathname);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ["/profile/:path*", "/setup/:path*", "/company/:path*", "/phase/:path*"],
};
