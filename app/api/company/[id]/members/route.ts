import { withAuth } from "@/lib/api/handler";
import { listMembers } from "@/lib/team/members";
import type { MemberListResponse } from "@/lib/team/schema/members";

export const GET = withAuth(async ({ company }) => ({ data: await listMembers({ company }) }) satisfies MemberListResponse, {
  company: { from: "path", can: "read" },
});
