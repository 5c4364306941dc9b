import { requireCronSecret } from "@/lib/api/cron-auth";
import { withPublic } from "@/lib/api/handler";
import { sendDailyDigests } from "@/lib/data/digest";
import { kickEmailWorker } from "@/lib/jobs/email-worker";

/**
 * The daily digest (issue 17) for a scheduler: `Authorization: Bearer $CRON_SECRET`, like every
 * cron route; without CRON_SECRET it is off (404). A second run the same day sends nothing more.
 */
async function digest(req: Request) {
  requireCronSecret(req);
  const result = await sendDailyDigests();
  if (result.sent > 0) kickEmailWorker();
  return { ...result };
}

export const GET = withPublic(async ({ req }) => digest(req));
export const POST = withPublic(async ({ req }) => digest(req));
