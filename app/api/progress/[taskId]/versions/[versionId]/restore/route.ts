import { readJson, withAuth } from "@/lib/api/handler";
import { restoreDocumentVersion, VERSION_NOT_FOUND } from "@/lib/progress/restore";
import { TASK_NOT_FOUND } from "@/lib/progress/save";
import { parseId } from "@/lib/validations/common";
import { versionRestoreSchema } from "@/lib/validations/document-versions";
import type { ProgressJson } from "@/lib/progress/schema";

/** Makes an earlier version current; the current file or link becomes a version. Answers the progress record. */
export const POST = withAuth<{ taskId: string; versionId: string }>(async ({ req, params, user }) => {
  const taskId = parseId(params.taskId, TASK_NOT_FOUND);
  const versionId = parseId(params.versionId, VERSION_NOT_FOUND);
  const { companyId, base } = await readJson(req, versionRestoreSchema);
  return (await restoreDocumentVersion({ userId: user.id, companyId, taskId, versionId, base })) satisfies ProgressJson;
});
