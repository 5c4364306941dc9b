import { ApiError } from "@/lib/errors";
import { withAuth } from "@/lib/api/handler";
import { rawJson } from "@/lib/api/respond";
import { phaseTaskListJson } from "@/lib/data/checklist";
import { parseId } from "@/lib/validations/common";

export const GET = withAuth<{ phaseId: string }>(async ({ params, user }) => {
  const json = await phaseTaskListJson(parseId(params.phaseId, "Phase not found"), user);
  if (!json) throw new ApiError(404, "Phase not found");
  return rawJson(json);
});
