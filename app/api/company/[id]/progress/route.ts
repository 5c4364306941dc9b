import { withAuth } from "@/lib/api/handler";
import { rawJson } from "@/lib/api/respond";
import { listProgressJson } from "@/lib/progress/read";
import { parseId } from "@/lib/validations/common";
import { COMPANY_NOT_FOUND } from "@/lib/messages/company";

export const GET = withAuth<{ id: string }>(async ({ params, user }) => {
  return rawJson(await listProgressJson({ userId: user.id, companyId: parseId(params.id, COMPANY_NOT_FOUND) }));
});
