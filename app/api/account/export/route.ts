import { Readable } from "node:stream";
import { withAuth } from "@/lib/api/handler";
import { lengthHeaders } from "@/lib/api/declared-length.mjs";
import { NO_STORE } from "@/lib/api/security-headers.mjs";
import { buildExport } from "@/lib/account/export";
import { ACCOUNT_LIMITS } from "@/lib/account/rules/limits";
import { contentDisposition } from "@/lib/storage/response";

/**
 * "Export my data": a streamed zip with its exact Content-Length, so the browser shows progress.
 * Next drops that header from a route handler's answer; lengthHeaders also sends the copy the
 * server entry restores it from (lib/api/declared-length.mjs). no-transform keeps a proxy (or
 * Next's own compression) from re-encoding the zip, which would lose the length again.
 */
export const GET = withAuth(
  async ({ user }) => {
    const archive = await buildExport({ userId: user.id });
    return new Response(Readable.toWeb(archive.stream) as ReadableStream, {
      headers: {
        "Content-Type": "application/zip",
        ...lengthHeaders(archive.size),
        "Content-Disposition": contentDisposition(archive.fileName),
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": `${NO_STORE}, no-transform`,
      },
    });
  },
  { limits: [ACCOUNT_LIMITS.exportPerUser] },
);
