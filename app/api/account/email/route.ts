import { readJson, withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { HASH_BUSY_RETRY_AFTER_SECONDS, HashBusyError } from "@/lib/auth/password";
import { kickEmailWorker } from "@/lib/email";
import { cancelEmailChange, emailStatus, requestEmailChange } from "@/lib/email/flows/change-email";
import { enforce } from "@/lib/api/email-limits";
import { emailMessages } from "@/lib/messages/email";
import { changeEmailSchema } from "@/lib/validations/email";
import { authMessages } from "@/lib/messages/auth";

/** The signed-in user's address: { email, emailVerified, pendingEmail } (the banner and /settings read it). */
export const GET = withAuth(async ({ user }) => ({ ...(await emailStatus(user.id)) }));

/** Change of email: { email, password } -> a link to the new address; nothing changes until it is opened. */
export const POST = withAuth(async ({ req, user }) => {
  const input = await readJson(req, changeEmailSchema);
  const limited = await enforce(`change-email:user:${user.id}`, "changeEmailPerUser", emailMessages.changeRateLimited);
  if (limited) return limited;
  try {
    await requestEmailChange(user.id, input);
  } catch (error) {
    if (error instanceof HashBusyError)
      return json({ message: authMessages.hashBusy }, 503, { "Retry-After": String(HASH_BUSY_RETRY_AFTER_SECONDS) });
    throw error;
  }
  kickEmailWorker();
  return json({ message: emailMessages.changeSent(input.email), ...(await emailStatus(user.id)) }, 202);
});

/** Cancels a pending change (its link stops working). */
export const DELETE = withAuth(async ({ user }) => {
  await cancelEmailChange(user.id);
  return { message: emailMessages.changeCancelled, ...(await emailStatus(user.id)) };
});
