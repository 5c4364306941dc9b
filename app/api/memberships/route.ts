import { withAuth } from "@/lib/api/handler";
import { listMemberships } from "@/lib/team/members";
import type { MembershipListResponse } from "@/lib/team/schema/members";

/** The companies the signed-in user belongs to (the navigation bar's picker). */
export const GET = withAuth(
  async ({ user }) => ({ data: await listMemberships({ userId: user.id, currentCompanyId: user.companyId }) }) satisfies MembershipListResponse,
);
