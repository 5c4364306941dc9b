import "server-only";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { kickEmailWorker } from "@/lib/email";
import { resetPassword } from "@/lib/email/flows/password-reset";
import { emailMessages } from "@/lib/messages/email";
import { ApiError } from "@/lib/errors";
import { authMessages } from "@/lib/messages/auth";

/**
 * A new password from a reset link: a common password is refused (400); the flow
 * (lib/email/flows/password-reset.ts) uses up the link, sets the password, ends every other
 * session and queues the notice, which is then sent. A full hasher throws HashBusyError (503).
 */
export async function resetPasswordFromLink(
  { token, password }: { token: string; password: string },
  keepSessionToken: string | null,
): Promise<{ message: string }> {
  if (await isCommonPassword(password)) throw new ApiError(400, authMessages.commonPassword);
  await resetPassword(token, password, keepSessionToken);
  kickEmailWorker();
  return { message: emailMessages.resetDone };
}
