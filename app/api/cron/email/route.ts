import { requireCronSecret } from "@/lib/api/cron-auth";
import { withPublic } from "@/lib/api/handler";
import { JOBS } from "@/lib/jobs/schedule";

/**
 * Serverless hosting (no long-lived process): a scheduler (Vercel Cron) calls this with
 * `Authorization: Bearer $CRON_SECRET` and it sends every message due. Without CRON_SECRET the
 * route is off (404); the in-process worker of `npm start` needs no cron.
 */
async function drain(req: Request) {
  requireCronSecret(req);
  return { ...(await JOBS.email.pass()) };
}

export const GET = withPublic(async ({ req }) => drain(req));
export const POST = withPublic(async ({ req }) => drain(req));
