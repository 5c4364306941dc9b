import { withPublic } from "@/lib/api/handler";
import { rawJson } from "@/lib/api/respond";
import { openSharedSpace } from "@/lib/data/shared-view";
import { clientIp } from "@/lib/sharing/client-ip";
import { pageOnError } from "@/lib/sharing/visitor-redirect";
import { VISITOR_COOKIE, visitorCookieOptions } from "@/lib/sharing/visitor-token";
import { visitorEmailSchema } from "@/lib/validations/shared-space";

export const dynamic = "force-dynamic";

/** A browser that navigates here (a copied API link) is sent to the space's page rather than shown JSON. */
export const GET = withPublic<{ accessCode: string }>(async ({ req, params }) =>
  pageOnError(req, params.accessCode, async () => {
    const email = visitorEmailSchema.parse(req.nextUrl.searchParams.get("email") ?? "");
    const opened = await openSharedSpace({
      code: params.accessCode,
      email,
      ip: clientIp(req.headers),
      userAgent: req.headers.get("user-agent"),
    });
    const res = rawJson(opened.json, { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });
    const secure = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
    res.cookies.set(VISITOR_COOKIE, opened.visitorToken, visitorCookieOptions(params.accessCode, opened.visitorTokenExpiresAt, secure));
    return res;
  }),
);
