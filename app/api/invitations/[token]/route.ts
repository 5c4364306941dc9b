import { withAuth } from "@/lib/api/handler";
import { jsonWithCurrentCompany } from "@/lib/account/company-cookie";
import { acceptInvitation } from "@/lib/team/invitations";

/** The signed-in invitee joins; the company they joined becomes their current one. */
export const POST = withAuth<{ token: string }>(async ({ req, params, user }) => {
  const joined = await acceptInvitation({ user, token: params.token });
  return jsonWithCurrentCompany(req, joined, joined.companyId);
});
