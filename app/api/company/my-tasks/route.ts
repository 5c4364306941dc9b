import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listMyTasks } from "@/lib/team/assignments";
import type { MyTaskListResponse } from "@/lib/team/schema/assignments";

/** `?companyId=`: the tasks of that company assigned to the signed-in user. */
export const GET = withAuth(
  async ({ user, company }) => json({ data: await listMyTasks({ company, userId: user.id }) } satisfies MyTaskListResponse),
  { company: { from: "query", can: "read" } },
);
