import { withAuth } from "@/lib/api/handler";
import { transferOwnership } from "@/lib/team/members";
import { transferSchema } from "@/lib/team/schema/members";

/** The owner hands the company to another member and becomes an editor. */
export const POST = withAuth(
  async ({ user, company, body }) => ({ data: await transferOwnership({ company, actorId: user.id, toUserId: body.userId }) }),
  { company: { from: "path", can: "transferOwnership" }, body: transferSchema },
);
