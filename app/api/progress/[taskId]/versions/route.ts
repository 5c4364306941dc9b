import { withAuth } from "@/lib/api/handler";
import { listDocumentVersions } from "@/lib/progress/versions";
import { TASK_NOT_FOUND } from "@/lib/progress/save";
import { parseId } from "@/lib/validations/common";
import { versionsQuerySchema } from "@/lib/progress/schema";
import type { DocumentVersionListResponse } from "@/lib/progress/schema";

/** Earlier versions of one document: date, name, size, who; the most recently replaced first. */
export const GET = withAuth(
  async ({ params, company, query }) => {
    const taskId = parseId(params.taskId, TASK_NOT_FOUND);
    return { versions: await listDocumentVersions({ company, taskId, documentKey: query.documentKey }) } satisfies DocumentVersionListResponse;
  },
  { company: { from: "query", can: "read" }, query: versionsQuerySchema },
);
