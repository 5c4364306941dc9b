import { withAuth } from "@/lib/api/handler";
import { COMPANY_NOT_FOUND } from "@/lib/data/company";
import { resendInvitation } from "@/lib/data/invitations";
import { kickEmailWorker } from "@/lib/email";
import { parseId } from "@/lib/validations/common";

/** A new link for the same address and role; the previous link dies. */
export const POST = withAuth<{ id: string; invitationId: string }>(async ({ params, user }) => {
  const companyId = parseId(params.id, COMPANY_NOT_FOUND);
  const invitation = await resendInvitation({ userId: user.id, companyId, invitationId: parseId(params.invitationId, "Invitation not found") });
  kickEmailWorker();
  return invitation;
});
