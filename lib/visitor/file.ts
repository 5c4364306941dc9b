import "server-only";
import type { Readable } from "node:stream";
import { ApiError } from "@/lib/errors";
import { getSql, sqlStatement } from "@/lib/db";
import { fileIsAttachedSql } from "@/lib/files/file-references";
import { sharedView } from "@/lib/messages/shared-view";
import { getStorage } from "@/lib/storage";
import { uuid } from "@/lib/validations/common";
import { findLiveSpace, liveView, type Visitor } from "./space";
import { verifyVisitorToken } from "./token";

/*
 * What a visitor does in a live space after the visit: opens one of its files, and writes
 * analytics beacons (their visit checked here, recorded by lib/spaces/space-analytics.ts).
 */

const sharedFileStatement = sqlStatement<
  { id: string; storageKey: string; fileName: string; contentType: string; size: number },
  [fileId: string, companyId: string]
>(
  "sharedView.file",
  { id: true, storageKey: true, fileName: true, contentType: true, size: true },
  `SELECT f.id::text AS "id", f.storage_key AS "storageKey", f.file_name AS "fileName", f.content_type AS "contentType", f.size
     FROM stored_files f WHERE f.id = $1::uuid AND f.company_id = $2::uuid AND ${fileIsAttachedSql("f")}`,
);

/**
 * A file a visitor may open: the code must be live, the token must be this space's (the email
 * gate was passed), and the file must be on a document the space shows now: a file the founder
 * removed or replaced is refused at once.
 */
export async function openSharedFile({
  fileId,
  token,
  downloadsFirst = false,
  ...visitor
}: Visitor & { fileId: string; token: string | null; downloadsFirst?: boolean }) {
  const now = visitor.now ?? new Date();
  const space = await findLiveSpace({ ...visitor, now });
  // A file URL opened directly in a browser (not the viewer's fetch) is never served with downloads
  // off: `downloadsFirst` says so before the email gate, so the page explains why instead of asking
  // for an email. Other callers keep the gate's answer first.
  if (downloadsFirst && !space.allowDownloads) throw new ApiError(403, sharedView.downloadsOff);
  const claims = verifyVisitorToken(token, now);
  if (!claims || claims.spaceId !== space.id) throw new ApiError(401, sharedView.emailGateRequired);
  const id = uuid.safeParse(fileId);
  if (!id.success) throw new ApiError(404, sharedView.fileNotFound);
  const { fileIds } = await liveView(space, visitor.code);
  if (!fileIds.has(id.data.toLowerCase())) throw new ApiError(404, sharedView.fileNotFound);
  const sql = await getSql();
  const [file] = await sharedFileStatement.run(sql, [id.data, space.companyId]);
  const body: Readable | null = file ? await getStorage().read(file.storageKey) : null;
  if (!file || !body) throw new ApiError(404, sharedView.fileNotFound);
  // The document viewer: the visitor's email comes from the server's token, never from the request.
  return {
    file,
    body,
    email: claims.email,
    options: { allowDownloads: space.allowDownloads, watermark: space.watermark },
    // Space analytics: where the file route records the open or download (null for a token from before visits had ids).
    visit: claims.visitId ? { spaceId: space.id, visitId: claims.visitId } : null,
  };
}

/**
 * Space analytics: the visit a beacon may write into. The code must be live (revoked,
 * deactivated, expired or deleted spaces refuse), and the token (HttpOnly cookie, signed) must be
 * this space's and carry a visit: the space, visitor and visit all come from the server's
 * signature, never from the request. Also the ids of the files the space shows now.
 */
export async function requireLiveVisit({ token, ...visitor }: Visitor & { token: string | null }) {
  const now = visitor.now ?? new Date();
  const space = await findLiveSpace({ ...visitor, now });
  const claims = verifyVisitorToken(token, now);
  if (!claims || claims.spaceId !== space.id || !claims.visitId) throw new ApiError(401, sharedView.emailGateRequired);
  const { fileIds } = await liveView(space, visitor.code);
  return { spaceId: space.id, visitId: claims.visitId, email: claims.email, fileIds };
}
