import { withAuth } from "@/lib/api/handler";
import { listProgress } from "@/lib/data/progress";
import { parseId } from "@/lib/validations/common";

export const GET = withAuth<{ id: string }>(async ({ params, user }) => {
  return { data: await listProgress({ userId: user.id, companyId: parseId(params.id, "Company not found") }) };
});
