import { withAuth } from "@/lib/api/handler";
import { PHASE_NOT_FOUND, phaseProgress } from "@/lib/progress/read";
import { parseId } from "@/lib/validations/common";
import { COMPANY_NOT_FOUND } from "@/lib/messages/company";
import type { PhaseProgressSummary } from "@/lib/progress/schema";

export const GET = withAuth<{ id: string; phaseId: string }>(async ({ params, user }) => {
  const companyId = parseId(params.id, COMPANY_NOT_FOUND);
  const phaseId = parseId(params.phaseId, PHASE_NOT_FOUND);
  return (await phaseProgress({ userId: user.id, companyId, phaseId })) satisfies PhaseProgressSummary;
});
