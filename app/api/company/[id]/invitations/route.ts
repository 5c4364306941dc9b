import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createInvitation, listInvitations } from "@/lib/team/invitations";
import { kickEmailWorker } from "@/lib/email";
import { inviteSchema } from "@/lib/team/schema/members";
import type { InvitationJson, InvitationListResponse } from "@/lib/team/schema/members";

/** Open invitations (owner only). */
export const GET = withAuth(async ({ company }) => ({ data: await listInvitations({ company }) }) satisfies InvitationListResponse, {
  company: { from: "path", can: "manageMembers" },
});

/** The owner invites an address with a role; the email leaves through the outbox. */
export const POST = withAuth(
  async ({ user, company, body }) => {
    const invitation = await createInvitation({ company, actorId: user.id, input: body });
    kickEmailWorker();
    return json(invitation satisfies InvitationJson, 201);
  },
  { company: { from: "path", can: "manageMembers" }, body: inviteSchema },
);
