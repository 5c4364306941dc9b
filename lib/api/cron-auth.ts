import { timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/errors";
import { errorAnswers } from "@/lib/messages/requests";

/**
 * The guard of the cron routes (app/api/cron/*): `Authorization: Bearer $CRON_SECRET`, compared in
 * constant time. Without CRON_SECRET the routes are off (404); a wrong or missing header is 401.
 */
export function requireCronSecret(req: Request): void {
  const secret = process.env.CRON_SECRET?.trim();
  if (!secret) throw new ApiError(404, errorAnswers.notFound);
  const given = Buffer.from(req.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  if (!(given.length === expected.length && timingSafeEqual(given, expected))) throw new ApiError(401, errorAnswers.unauthorized);
}
