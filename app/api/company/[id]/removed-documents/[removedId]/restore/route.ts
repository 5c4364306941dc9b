import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { restoreRemovedDocument } from "@/lib/progress/restore";
import { lifecycleMessages } from "@/lib/messages/documents";
import { parseId } from "@/lib/validations/common";
import type { ProgressJson } from "@/lib/progress/schema";

/** Puts a removed file or link back on its (empty) document; answers the task's progress record. */
export const POST = withAuth(
  async ({ params, user, company }) => {
    const removedId = parseId(params.removedId, lifecycleMessages.removedNotFound);
    return json((await restoreRemovedDocument({ company, actorId: user.id, removedId })) satisfies ProgressJson);
  },
  { company: { from: "path", can: "write", notFound: lifecycleMessages.removedNotFound } },
);
