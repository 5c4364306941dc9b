import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listAssignments } from "@/lib/team/assignments";
import type { AssignmentsJson } from "@/lib/team/schema/assignments";

/** `?companyId=`: the members a task can be assigned to, and every task's assignee and due day. */
export const GET = withAuth(async ({ company }) => json((await listAssignments({ company })) satisfies AssignmentsJson), {
  company: { from: "query", can: "read" },
});
