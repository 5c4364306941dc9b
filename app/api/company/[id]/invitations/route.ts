import { readJson, withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { COMPANY_NOT_FOUND } from "@/lib/data/company";
import { createInvitation, listInvitations } from "@/lib/data/invitations";
import { kickEmailWorker } from "@/lib/email";
import { parseId } from "@/lib/validations/common";
import { inviteSchema } from "@/lib/validations/members";
import type { InvitationJson, InvitationListResponse } from "@/lib/validations/members";

/** Open invitations (owner only). */
export const GET = withAuth<{ id: string }>(
  async ({ params, user }) =>
    ({
      data: await listInvitations({ userId: user.id, companyId: parseId(params.id, COMPANY_NOT_FOUND) }),
    }) satisfies InvitationListResponse,
);

/** The owner invites an address with a role; the email leaves through the outbox. */
export const POST = withAuth<{ id: string }>(async ({ req, params, user }) => {
  const companyId = parseId(params.id, COMPANY_NOT_FOUND);
  const input = await readJson(req, inviteSchema);
  const invitation = await createInvitation({ userId: user.id, companyId, input });
  kickEmailWorker();
  return json(invitation satisfies InvitationJson, 201);
});
