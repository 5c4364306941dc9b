import { withAuth } from "@/lib/api/handler";
import { revokeInvitation } from "@/lib/team/invitations";
import { parseId } from "@/lib/validations/common";

/** Revokes an open invitation: its link stops working. */
export const DELETE = withAuth(
  async ({ params, company }) => {
    await revokeInvitation({ company, invitationId: parseId(params.invitationId, "Invitation not found") });
    return { revoked: true };
  },
  { company: { from: "path", can: "manageMembers" } },
);
