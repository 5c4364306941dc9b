import { ApiError } from "@/lib/errors";
import { withAuth } from "@/lib/api/handler";
import { rawJson } from "@/lib/api/respond";
import { phaseTaskListJson } from "@/lib/data/checklist";
import { parseId } from "@/lib/validations/common";
import { progressMessages } from "@/lib/messages/progress";

export const GET = withAuth<{ phaseId: string }>(async ({ params, user }) => {
  const json = await phaseTaskListJson(parseId(params.phaseId, progressMessages.phaseNotFound), user);
  if (!json) throw new ApiError(404, progressMessages.phaseNotFound);
  return rawJson(json);
});
