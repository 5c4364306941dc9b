import { timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { withPublic } from "@/lib/api/handler";
import { drainOutbox } from "@/lib/email/worker";

/**
 * Serverless hosting (no long-lived process): a scheduler (Vercel Cron) calls this with
 * `Authorization: Bearer $CRON_SECRET` and it sends every message due. Without CRON_SECRET the
 * route is off (404); the in-process worker of `npm start` needs no cron.
 */
function authorized(header: string | null): boolean {
  const secret = process.env.CRON_SECRET?.trim();
  if (!secret) throw new ApiError(404, "Not found");
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function drain(req: Request) {
  if (!authorized(req.headers.get("authorization"))) throw new ApiError(401, "Unauthorized");
  return { ...(await drainOutbox()) };
}

export const GET = withPublic(async ({ req }) => drain(req));
export const POST = withPublic(async ({ req }) => drain(req));
