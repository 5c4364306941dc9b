import type { NextRequest } from "next/server";
import { rawJson } from "@/lib/api/respond";
import { rememberVerifiedVisitor, type GateAnswers } from "@/lib/visitor/gate";
import { REMEMBER_COOKIE, VISITOR_COOKIE, visitorCookieOptions } from "@/lib/visitor/token";
import { openSharedSpace } from "@/lib/visitor/visit";

/**
 * One visit of a space by this email, answered with the space and its cookies: the hour-long file
 * cookie always, and the remembered-visitor cookie after a visit that passed a code, so the same
 * browser comes back within the founder's period without one. Both are HttpOnly, SameSite=Lax,
 * Secure over https, and scoped to this space's API paths.
 */
export async function visitSpace(
  { req, ip }: { req: NextRequest; ip: string | null },
  accessCode: string,
  email: string,
  answers: Omit<GateAnswers, "token" | "remembered">,
) {
  const opened = await openSharedSpace({
    code: accessCode,
    email,
    ip,
    userAgent: req.headers.get("user-agent"),
    answers: {
      ...answers,
      token: req.cookies.get(VISITOR_COOKIE)?.value ?? null,
      remembered: req.cookies.get(REMEMBER_COOKIE)?.value ?? null,
    },
  });
  const res = rawJson(opened.json, { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });
  const secure = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
  res.cookies.set(VISITOR_COOKIE, opened.visitorToken, visitorCookieOptions(accessCode, opened.visitorTokenExpiresAt, secure));
  // Only a visit that sent a code can have just verified: other visits spend no query on this.
  const remembered = answers.code ? await rememberVerifiedVisitor(accessCode, email) : null;
  if (remembered) res.cookies.set(REMEMBER_COOKIE, remembered.token, visitorCookieOptions(accessCode, remembered.expiresAt, secure));
  return res;
}
