import { NextResponse, type NextRequest } from "next/server";
import { COMPANY_COOKIE } from "./session";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A JSON answer that also makes `companyId` the current company (the navigation bar's picker, a
 * just-accepted invitation). The cookie is only a preference: lib/account/session.ts honours it
 * while the user is still a member, so it grants nothing by itself.
 */
export function jsonWithCurrentCompany(req: NextRequest, body: unknown, companyId: string, status = 200): NextResponse {
  const res = NextResponse.json(body, { status });
  const secure = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
  res.cookies.set(COMPANY_COOKIE, companyId, { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: YEAR_SECONDS });
  return res;
}
