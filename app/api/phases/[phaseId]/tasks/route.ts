import { ApiError } from "@/lib/api/errors";
import { withAuth } from "@/lib/api/handler";
import { listPhaseTasks } from "@/lib/data/checklist";
import { parseId } from "@/lib/validations/common";

export const GET = withAuth<{ phaseId: string }>(async ({ params }) => {
  const tasks = await listPhaseTasks(parseId(params.phaseId, "Phase not found"));
  if (!tasks) throw new ApiError(404, "Phase not found");
  return { data: tasks };
});
