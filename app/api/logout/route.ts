import { NextResponse, type NextRequest } from "next/server";
import { API_CSP } from "@/lib/api/handler";
import { NO_STORE } from "@/lib/api/security-headers.mjs";
import { errorResponse, json } from "@/lib/api/respond";
import { isSameSiteNavigation, LOGOUT_CONFIRM_CSP, logoutConfirmPage, logoutToken, logoutTokenValid } from "@/lib/auth/logout";
import { relativeRedirect } from "@/lib/api/redirect";
import { endSession } from "@/lib/account/session";
import { readSessionId } from "@/lib/auth/session-token";
import { authMessages } from "@/lib/messages/auth";

const SESSION_COOKIES = [
  "next-auth.session-token",
  "__Secure-next-auth.session-token",
  "next-auth.csrf-token",
  "__Host-next-auth.csrf-token",
  "next-auth.callback-url",
  "__Secure-next-auth.callback-url",
];

/** Deletes the server-side session (so a replayed cookie is dead), clears the cookies, goes to "/". */
async function signOut(req: NextRequest, status: number): Promise<Response> {
  try {
    await endSession(req);
  } catch (error) {
    return errorResponse(error);
  }
  const res = relativeRedirect("/", status);
  for (const name of SESSION_COOKIES) {
    if (req.cookies.has(name)) res.cookies.set(name, "", { path: "/", maxAge: 0, secure: name.startsWith("__") });
  }
  return res;
}

/**
 * SPEC.md: a full-page navigation from our own pages signs out. From another site (a link or an
 * image elsewhere) it asks first: a small page whose form POSTs back with a session-bound token.
 */
export async function GET(req: NextRequest) {
  if (isSameSiteNavigation(req)) {
    return signOut(req, 302);
  }
  let sid: string | null = null;
  try {
    sid = await readSessionId(req);
  } catch {
    sid = null;
  }
  return new NextResponse(logoutConfirmPage(logoutToken(sid)), {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": LOGOUT_CONFIRM_CSP, "Cache-Control": NO_STORE },
  });
}

/** The confirm page's form. Refused unless it comes from this site and carries the token. */
export async function POST(req: NextRequest) {
  let token: unknown = null;
  try {
    if (Number(req.headers.get("content-length") ?? 0) <= 4096) token = (await req.formData()).get("token");
  } catch {
    token = null;
  }
  const sid = await readSessionId(req).catch(() => null);
  if (!isSameSiteNavigation(req) || !logoutTokenValid(sid, token)) {
    const res = json({ message: authMessages.logoutRefused }, 403);
    res.headers.set("Content-Security-Policy", API_CSP);
    res.headers.set("Cache-Control", NO_STORE);
    return res;
  }
  // 303: the browser follows the form POST with a GET of "/".
  return signOut(req, 303);
}
