import { withAuth } from "@/lib/api/handler";
import { COMPANY_NOT_FOUND } from "@/lib/data/company";
import { revokeInvitation } from "@/lib/data/invitations";
import { parseId } from "@/lib/validations/common";

/** Revokes an open invitation: its link stops working. */
export const DELETE = withAuth<{ id: string; invitationId: string }>(async ({ params, user }) => {
  const companyId = parseId(params.id, COMPANY_NOT_FOUND);
  await revokeInvitation({ userId: user.id, companyId, invitationId: parseId(params.invitationId, "Invitation not found") });
  return { revoked: true };
});
