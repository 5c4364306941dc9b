import { withAuth } from "@/lib/api/handler";
import { getTeam } from "@/lib/data/team";
import { parseId } from "@/lib/validations/common";
import { COMPANY_NOT_FOUND } from "@/lib/messages/company";
import type { Team } from "@/lib/validations/team";

export const GET = withAuth<{ id: string }>(async ({ params, user }) => {
  return (await getTeam({ userId: user.id, companyId: parseId(params.id, COMPANY_NOT_FOUND) })) satisfies Team;
});
