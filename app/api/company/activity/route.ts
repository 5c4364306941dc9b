import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listActivity } from "@/lib/data/activity";
import type { ActivityListResponse } from "@/lib/validations/assignments";

/** `?companyId=`: the company's 50 latest activity entries, newest first. */
export const GET = withAuth(async ({ req, user }) =>
  json({ data: await listActivity({ userId: user.id, companyId: req.nextUrl.searchParams.get("companyId") }) } satisfies ActivityListResponse),
);
