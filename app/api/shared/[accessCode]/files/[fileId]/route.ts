import { withPublic } from "@/lib/api/handler";
import { openSharedFile } from "@/lib/data/shared-view";
import { clientIp } from "@/lib/sharing/client-ip";
import { pageOnError } from "@/lib/sharing/visitor-redirect";
import { VISITOR_COOKIE } from "@/lib/sharing/visitor-token";
import { fileResponse } from "@/lib/storage/response";

export const dynamic = "force-dynamic";

/**
 * The token comes only from the HttpOnly cookie the visit set, scoped to this space's paths: a
 * token in the URL would leak through history, server logs and copied links, so `?token=` is ignored.
 * A clicked link that fails (file removed, space expired, access lapsed) lands on the space's page.
 */
export const GET = withPublic<{ accessCode: string; fileId: string }>(async ({ req, params }) =>
  pageOnError(req, params.accessCode, async () => {
    const token = req.cookies.get(VISITOR_COOKIE)?.value ?? null;
    const { file, body } = await openSharedFile({ code: params.accessCode, fileId: params.fileId, token, ip: clientIp(req.headers) });
    // Visitors open PDFs and images in the browser; everything else downloads (see fileResponse).
    return fileResponse(file, body, { inline: true });
  }),
);
