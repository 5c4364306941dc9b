import { withAuth } from "@/lib/api/handler";
import { resendInvitation } from "@/lib/team/invitations";
import { kickEmailWorker } from "@/lib/email";
import { parseId } from "@/lib/validations/common";

/** A new link for the same address and role; the previous link dies. */
export const POST = withAuth(
  async ({ params, user, company }) => {
    const invitation = await resendInvitation({ company, actorId: user.id, invitationId: parseId(params.invitationId, "Invitation not found") });
    kickEmailWorker();
    return invitation;
  },
  { company: { from: "path", can: "manageMembers" } },
);
