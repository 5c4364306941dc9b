import { withPublic } from "@/lib/api/handler";
import { openSharedFile } from "@/lib/data/shared-view";
import { clientIp } from "@/lib/sharing/client-ip";
import { VISITOR_COOKIE } from "@/lib/sharing/visitor-token";
import { fileResponse } from "@/lib/storage/response";

export const dynamic = "force-dynamic";

/** The token comes from the httpOnly cookie the data call set, or `?token=` for the page's own use. */
export const GET = withPublic<{ accessCode: string; fileId: string }>(async ({ req, params }) => {
  const token = req.cookies.get(VISITOR_COOKIE)?.value ?? req.nextUrl.searchParams.get("token");
  const { file, body } = await openSharedFile({ code: params.accessCode, fileId: params.fileId, token, ip: clientIp(req.headers) });
  // Visitors open PDFs and images in the browser; everything else downloads (see fileResponse).
  return fileResponse(file, body, { inline: true });
});
