import { withAuth } from "@/lib/api/handler";
import { changeMemberRole, removeMember } from "@/lib/team/members";
import { memberMessages } from "@/lib/messages/company";
import { parseId } from "@/lib/validations/common";
import { roleChangeSchema } from "@/lib/team/schema/members";

/** The owner changes a member's role. */
export const PATCH = withAuth(
  async ({ params, company, body }) => {
    const memberId = parseId(params.userId, memberMessages.memberNotFound);
    return { data: await changeMemberRole({ company, memberId, role: body.role }) };
  },
  { company: { from: "path", can: "manageMembers" }, body: roleChangeSchema },
);

/** The owner removes a member; a member's own id means "leave the company", which any member may. */
export const DELETE = withAuth(
  async ({ params, user, company }) => {
    const memberId = parseId(params.userId, memberMessages.memberNotFound);
    await removeMember({ company, actorId: user.id, memberId });
    return { removed: true };
  },
  { company: { from: "path", can: "read" } },
);
