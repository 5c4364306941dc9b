import { withAuth } from "@/lib/api/handler";
import { COMPANY_NOT_FOUND } from "@/lib/data/company";
import { listMembers } from "@/lib/data/members";
import { parseId } from "@/lib/validations/common";
import type { MemberListResponse } from "@/lib/validations/members";

export const GET = withAuth<{ id: string }>(
  async ({ params, user }) =>
    ({
      data: await listMembers({ userId: user.id, companyId: parseId(params.id, COMPANY_NOT_FOUND) }),
    }) satisfies MemberListResponse,
);
