import "server-only";
import { ApiError } from "@/lib/errors";
import { getSql, sqlStatement } from "@/lib/db";
import { sharedView } from "@/lib/messages/shared-view";
import { isAccessCodeShaped } from "@/lib/sharing/access-code";
import { issueVisitorToken } from "@/lib/sharing/visitor-token";
import { isMemberSql } from "./membership";
import { findLiveSpace } from "./shared-live-space";
import { visitorPayload, type OpenedSpace } from "./shared-view";

/** $1 the access code, $2 the signed-in user: a row only when the user is a member of the space's company. */
const memberSpaceStatement = sqlStatement<{ id: string }, [code: string, userId: string]>(
  "sharedPreview.memberSpace",
  { id: true },
  `SELECT s.id::text AS "id" FROM shared_spaces s JOIN companies c ON c.id = s.company_id
     WHERE s.access_code = $1 AND ${isMemberSql("c", "$2")}`,
);

/** Whether `user` is a member of the company that owns the space behind `code` (else the preview is a 404). */
export async function canPreviewSpace(code: string, user: { id: string }): Promise<boolean> {
  if (!isAccessCodeShaped(code)) return false;
  const [row] = await memberSpaceStatement.run(await getSql(), [code, user.id]);
  return Boolean(row);
}

/**
 * "Preview as investor": the page a visitor of the space gets, for a member of its company. No
 * visit is logged (no access row, no view count, no analytics: the token carries no visit), the
 * email gate is not asked, and a space visitors cannot open (revoked, expired...) answers as it
 * answers them. Someone else gets the same 404 as an unknown code, and spends none of the
 * failed-code budget of the visitors' route.
 */
export async function previewSharedSpace({
  code,
  user,
  ip,
  now = new Date(),
}: {
  code: string;
  user: { id: string; email: string };
  ip: string | null;
  now?: Date;
}): Promise<OpenedSpace> {
  if (!(await canPreviewSpace(code, user))) throw new ApiError(404, sharedView.notAvailable);
  const space = await findLiveSpace({ code, ip, now });
  return visitorPayload(space, code, issueVisitorToken(space.id, user.email, space.expiresAt, now));
}
