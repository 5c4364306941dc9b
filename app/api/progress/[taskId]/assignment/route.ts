import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { setAssignment } from "@/lib/team/assignments";
import { TASK_NOT_FOUND } from "@/lib/progress/save";
import { assignmentSchema } from "@/lib/team/schema/assignments";
import { parseId } from "@/lib/validations/common";
import { taskAssignmentResponse } from "@/lib/team/schema/assignments";

/** Sets a task's assignee (a member of the company) and due day; null clears either. */
export const PATCH = withAuth(
  async ({ params, user, company, body }) => {
    const taskId = parseId(params.taskId, TASK_NOT_FOUND);
    // A save, not a hot read: the answer goes through its contract.
    return json(taskAssignmentResponse.parse(await setAssignment({ company, actorId: user.id, taskId, input: body })));
  },
  { company: { from: "body", can: "write" }, body: assignmentSchema },
);
