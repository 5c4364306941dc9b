import type { NextRequest } from "next/server";
import { readJson, withPublic } from "@/lib/api/handler";
import { rawJson } from "@/lib/api/respond";
import type { GateAnswers } from "@/lib/data/shared-gate";
import { openSharedSpace } from "@/lib/data/shared-view";
import { clientIp } from "@/lib/sharing/client-ip";
import { pageOnError } from "@/lib/sharing/visitor-redirect";
import { VISITOR_COOKIE, visitorCookieOptions } from "@/lib/sharing/visitor-token";
import { visitorEmailSchema, visitorOpenSchema } from "@/lib/validations/shared-space";

export const dynamic = "force-dynamic";

async function visit(req: NextRequest, accessCode: string, email: string, answers: Omit<GateAnswers, "token">) {
  const opened = await openSharedSpace({
    code: accessCode,
    email,
    ip: clientIp(req.headers),
    userAgent: req.headers.get("user-agent"),
    // Issue 17: the cookie of an earlier verified visit of this space and email skips the code.
    answers: { ...answers, token: req.cookies.get(VISITOR_COOKIE)?.value ?? null },
  });
  const res = rawJson(opened.json, { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });
  const secure = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
  res.cookies.set(VISITOR_COOKIE, opened.visitorToken, visitorCookieOptions(accessCode, opened.visitorTokenExpiresAt, secure));
  return res;
}

/** A browser that navigates here (a copied API link) is sent to the space's page rather than shown JSON. */
export const GET = withPublic<{ accessCode: string }>(async ({ req, params }) =>
  pageOnError(req, params.accessCode, async () => {
    const email = visitorEmailSchema.parse(req.nextUrl.searchParams.get("email") ?? "");
    return visit(req, params.accessCode, email, {});
  }),
);

/** Issue 17: the visit with the gate's answers in the body (a code never goes into a URL). */
export const POST = withPublic<{ accessCode: string }>(async ({ req, params }) => {
  const { email, code, agree } = await readJson(req, visitorOpenSchema);
  return visit(req, params.accessCode, email, { code, agree });
});
