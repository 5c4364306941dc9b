import { withAuth } from "@/lib/api/handler";
import { listAccessLogs, SPACE_NOT_FOUND } from "@/lib/data/shared-spaces";
import { parseId } from "@/lib/validations/common";

export const GET = withAuth<{ id: string }>(async ({ params, user }) => {
  const spaceId = parseId(params.id, SPACE_NOT_FOUND);
  return listAccessLogs({ userId: user.id, spaceId });
});
