import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listActivity } from "@/lib/activity/feed";
import type { ActivityListResponse } from "@/lib/team/schema/assignments";

/** `?companyId=`: the company's 50 latest activity entries, newest first. */
export const GET = withAuth(async ({ company }) => json({ data: await listActivity(company) } satisfies ActivityListResponse), {
  company: { from: "query", can: "read" },
});
