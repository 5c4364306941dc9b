import { requireCronSecret } from "@/lib/api/cron-auth";
import { withPublic } from "@/lib/api/handler";
import { JOBS } from "@/lib/jobs/schedule";

/**
 * Serverless hosting: a daily scheduler call (`Authorization: Bearer $CRON_SECRET`) queues the
 * expiry reminders due; /api/cron/email then delivers them. Off (404) without
 * CRON_SECRET; `npm start` runs the same job in process (lib/jobs/schedule.ts).
 */
async function remind(req: Request) {
  requireCronSecret(req);
  return { ...(await JOBS.expiry.pass()) };
}

export const GET = withPublic(async ({ req }) => remind(req));
export const POST = withPublic(async ({ req }) => remind(req));
