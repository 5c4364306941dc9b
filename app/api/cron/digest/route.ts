import { requireCronSecret } from "@/lib/api/cron-auth";
import { withPublic } from "@/lib/api/handler";
import { JOBS } from "@/lib/jobs/schedule";

/**
 * The daily digest for a scheduler: `Authorization: Bearer $CRON_SECRET`, like every
 * cron route; without CRON_SECRET it is off (404). A second run the same day sends nothing more.
 */
async function digest(req: Request) {
  requireCronSecret(req);
  return { ...(await JOBS.digest.pass()) };
}

export const GET = withPublic(async ({ req }) => digest(req));
export const POST = withPublic(async ({ req }) => digest(req));
