import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listRemovedDocuments } from "@/lib/data/removed-documents";
import { COMPANY_NOT_FOUND } from "@/lib/data/company";
import { removedListQuerySchema } from "@/lib/validations/progress";
import { parseId } from "@/lib/validations/common";
import type { RemovedDocumentListResponse } from "@/lib/validations/progress";

/** The company's files and links in the 30-day trash, newest first; `?taskId=` for one task's. */
export const GET = withAuth<{ id: string }>(async ({ req, params, user }) => {
  const companyId = parseId(params.id, COMPANY_NOT_FOUND);
  const { taskId } = removedListQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return json({ data: await listRemovedDocuments({ userId: user.id, companyId, taskId }) } satisfies RemovedDocumentListResponse);
});
