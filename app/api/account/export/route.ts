import { Readable } from "node:stream";
import { withAuth } from "@/lib/api/handler";
import { buildExport } from "@/lib/data/account-export";
import { contentDisposition } from "@/lib/storage/response";

/** "Export my data": a streamed zip with its exact Content-Length, so the browser shows progress. */
export const GET = withAuth(async ({ user }) => {
  const archive = await buildExport({ userId: user.id });
  return new Response(Readable.toWeb(archive.stream) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(archive.size),
      "Content-Disposition": contentDisposition(archive.fileName),
      "X-Content-Type-Options": "nosniff",
    },
  });
});
