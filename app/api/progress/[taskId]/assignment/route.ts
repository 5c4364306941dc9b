import { readJson, withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { setAssignment } from "@/lib/data/assignments";
import { TASK_NOT_FOUND } from "@/lib/data/progress-save";
import { assignmentSchema } from "@/lib/validations/assignments";
import { parseId } from "@/lib/validations/common";

/** Sets a task's assignee (a member of the company) and due day; null clears either. */
export const PATCH = withAuth<{ taskId: string }>(async ({ req, params, user }) => {
  const taskId = parseId(params.taskId, TASK_NOT_FOUND);
  const input = await readJson(req, assignmentSchema);
  return json(await setAssignment({ userId: user.id, taskId, input }));
});
