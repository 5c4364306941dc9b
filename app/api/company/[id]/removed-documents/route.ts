import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listRemovedDocuments } from "@/lib/files/removed-documents";
import { removedListQuerySchema } from "@/lib/progress/schema";
import type { RemovedDocumentListResponse } from "@/lib/progress/schema";

/** The company's files and links in the 30-day trash, newest first; `?taskId=` for one task's. */
export const GET = withAuth(
  async ({ company, query }) => json({ data: await listRemovedDocuments({ company, taskId: query.taskId }) } satisfies RemovedDocumentListResponse),
  { company: { from: "path", can: "read" }, query: removedListQuerySchema },
);
