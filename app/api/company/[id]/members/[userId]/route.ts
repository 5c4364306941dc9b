import { readJson, withAuth } from "@/lib/api/handler";
import { COMPANY_NOT_FOUND } from "@/lib/data/company";
import { changeMemberRole, removeMember } from "@/lib/data/members";
import { memberMessages } from "@/lib/messages/company";
import { parseId } from "@/lib/validations/common";
import { roleChangeSchema } from "@/lib/validations/members";

type Params = { id: string; userId: string };

/** The owner changes a member's role. */
export const PATCH = withAuth<Params>(async ({ req, params, user }) => {
  const companyId = parseId(params.id, COMPANY_NOT_FOUND);
  const memberId = parseId(params.userId, memberMessages.memberNotFound);
  const { role } = await readJson(req, roleChangeSchema);
  return { data: await changeMemberRole({ userId: user.id, companyId, memberId, role }) };
});

/** The owner removes a member; a member's own id means "leave the company". */
export const DELETE = withAuth<Params>(async ({ params, user }) => {
  const companyId = parseId(params.id, COMPANY_NOT_FOUND);
  const memberId = parseId(params.userId, memberMessages.memberNotFound);
  await removeMember({ userId: user.id, companyId, memberId });
  return { removed: true };
});
