import { withAuth } from "@/lib/api/handler";
import { restoreDocumentVersion, VERSION_NOT_FOUND } from "@/lib/progress/restore";
import { TASK_NOT_FOUND } from "@/lib/progress/save";
import { parseId } from "@/lib/validations/common";
import { versionRestoreSchema } from "@/lib/progress/schema";
import type { ProgressJson } from "@/lib/progress/schema";

/** Makes an earlier version current; the current file or link becomes a version. Answers the progress record. */
export const POST = withAuth(
  async ({ params, user, company, body }) => {
    const taskId = parseId(params.taskId, TASK_NOT_FOUND);
    const versionId = parseId(params.versionId, VERSION_NOT_FOUND);
    return (await restoreDocumentVersion({ company, actorId: user.id, taskId, versionId, base: body.base })) satisfies ProgressJson;
  },
  { company: { from: "body", can: "write" }, body: versionRestoreSchema },
);
