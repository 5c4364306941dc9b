import { withAuth } from "@/lib/api/handler";
import { revokeSpace } from "@/lib/spaces/shared-spaces";
import { parseId } from "@/lib/validations/common";
import { SPACE_NOT_FOUND } from "@/lib/messages/spaces";

/** "Revoke now": every visitor route of the space answers 410 from now on; the logs stay. */
export const POST = withAuth<{ id: string }>(async ({ params, user }) => {
  const spaceId = parseId(params.id, SPACE_NOT_FOUND);
  return revokeSpace({ userId: user.id, spaceId });
});
