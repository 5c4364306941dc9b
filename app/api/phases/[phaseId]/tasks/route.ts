import { ApiError } from "@/lib/errors";
import { withAuth } from "@/lib/api/handler";
import { factsForUser } from "@/lib/data/applicability";
import { listPhaseTasks } from "@/lib/data/checklist";
import { getSql } from "@/lib/db";
import { parseId } from "@/lib/validations/common";
import type { TaskListResponse } from "@/lib/validations/phases";

export const GET = withAuth<{ phaseId: string }>(async ({ params, user }) => {
  const phaseId = parseId(params.phaseId, "Phase not found");
  const tasks = await listPhaseTasks(phaseId, await factsForUser(await getSql(), user));
  if (!tasks) throw new ApiError(404, "Phase not found");
  return { data: tasks } satisfies TaskListResponse;
});
