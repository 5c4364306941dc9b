import "server-only";
import { getDb } from "@/lib/db";
import { afterResponse } from "@/lib/email/after-response";
import { linkTo } from "@/lib/email/config";
import { kickEmailWorker } from "@/lib/email/kick";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailMessages } from "@/lib/messages/email";
import { enforceLimit } from "@/lib/data/rate-limit";
import { ACCOUNT_LIMITS } from "./rules/limits";
import { issueToken } from "./tokens";

/**
 * "Forgot password?": the same answer whether or not an account has this email. Both limits are
 * counted before the account is looked up (the route counts the client address's, this the
 * email's; 429 with Retry-After), so the refusal is the same for every email; the link is issued
 * after the answer, so the time taken does not tell either.
 */
export async function forgotPassword(email: string): Promise<{ message: string }> {
  await enforceLimit(ACCOUNT_LIMITS.forgotPerEmail, email);
  await afterResponse(async () => {
    if (await requestPasswordReset(email)) kickEmailWorker();
  });
  return { message: emailMessages.forgotSent };
}

/** A 1-hour single-use link when the account exists, nothing otherwise. */
export async function requestPasswordReset(email: string): Promise<boolean> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, email: true } });
    if (!user) return false;
    const token = await issueToken(tx, { userId: user.id, purpose: "reset-password", email: user.email });
    await enqueueEmail(tx, { to: user.email, template: "reset-password", data: { link: linkTo("/reset-password", { token }) } });
    return true;
  });
}
