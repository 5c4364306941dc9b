import { parseWith, withAuth } from "@/lib/api/handler";
import { batchPhaseProgress } from "@/lib/progress/read";
import { parseId } from "@/lib/validations/common";
import { batchProgressQuerySchema } from "@/lib/progress/schema";
import { COMPANY_NOT_FOUND } from "@/lib/messages/company";
import type { BatchProgressEntry } from "@/lib/progress/schema";

export const GET = withAuth<{ id: string }>(async ({ req, params, user }) => {
  const companyId = parseId(params.id, COMPANY_NOT_FOUND);
  const { phaseIds } = parseWith(batchProgressQuerySchema, { phaseIds: req.nextUrl.searchParams.get("phaseIds") ?? undefined });
  return (await batchPhaseProgress({ userId: user.id, companyId, phaseIds })) satisfies BatchProgressEntry[];
});
