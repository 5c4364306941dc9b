import { requireCronSecret } from "@/lib/api/cron-auth";
import { withPublic } from "@/lib/api/handler";
import { JOBS } from "@/lib/jobs/schedule";

/**
 * The daily task reminder for serverless hosting: a scheduler calls this with
 * `Authorization: Bearer $CRON_SECRET` (the guard of every cron route). Without CRON_SECRET the
 * route is off (404). Sending twice in a day sends nothing more.
 */
async function remind(req: Request) {
  requireCronSecret(req);
  return { ...(await JOBS.reminders.pass()) };
}

export const GET = withPublic(async ({ req }) => remind(req));
export const POST = withPublic(async ({ req }) => remind(req));
