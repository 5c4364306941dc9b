import { requireCronSecret } from "@/lib/api/cron-auth";
import { withPublic } from "@/lib/api/handler";
import { sendTaskReminders } from "@/lib/data/reminders";
import { kickEmailWorker } from "@/lib/jobs/email-worker";

/**
 * The daily task reminder for serverless hosting: a scheduler calls this with
 * `Authorization: Bearer $CRON_SECRET` (the guard of every cron route). Without CRON_SECRET the
 * route is off (404). Sending twice in a day sends nothing more.
 */
async function remind(req: Request) {
  requireCronSecret(req);
  const result = await sendTaskReminders();
  if (result.sent > 0) kickEmailWorker();
  return { ...result };
}

export const GET = withPublic(async ({ req }) => remind(req));
export const POST = withPublic(async ({ req }) => remind(req));
