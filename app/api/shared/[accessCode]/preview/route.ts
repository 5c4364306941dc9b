import { withAuth } from "@/lib/api/handler";
import { rawJson } from "@/lib/api/respond";
import { previewSharedSpace } from "@/lib/visitor/preview";
import { VISITOR_COOKIE, visitorCookieOptions } from "@/lib/visitor/token";

export const dynamic = "force-dynamic";

/** "Preview as investor": what a visitor of the space gets, for a member of its company (404 for anyone else). */
export const GET = withAuth<{ accessCode: string }>(async ({ req, ip, params, user }) => {
  const opened = await previewSharedSpace({ code: params.accessCode, user, ip });
  const res = rawJson(opened.json, { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });
  // The files of the preview open as a visitor's do, with a token that names no visit (nothing is logged).
  const secure = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
  res.cookies.set(VISITOR_COOKIE, opened.visitorToken, visitorCookieOptions(params.accessCode, opened.visitorTokenExpiresAt, secure));
  return res;
});
