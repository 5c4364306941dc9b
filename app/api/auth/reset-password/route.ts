import { ApiError } from "@/lib/errors";
import { readJson, withPublic } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { HASH_BUSY_RETRY_AFTER_SECONDS, hashCapacityLeft, HashBusyError } from "@/lib/auth/password";
import { readSessionId } from "@/lib/auth/session";
import { kickEmailWorker } from "@/lib/email";
import { resetLinkValid, resetPassword } from "@/lib/email/flows/password-reset";
import { enforce, ipKey } from "@/lib/api/email-limits";
import { emailMessages } from "@/lib/email/messages";
import { resetPasswordSchema } from "@/lib/validations/email";
import { authMessages } from "@/lib/messages/auth";

const guessLimit = (headers: Headers) => enforce(`email-token:ip:${ipKey(headers)}`, "tokenPerIp", emailMessages.linkRateLimited);

/** Whether a reset link still works (the page says so before asking for a password). */
export const GET = withPublic(async ({ req }) => {
  const limited = await guessLimit(req.headers);
  if (limited) return limited;
  const token = req.nextUrl.searchParams.get("token") ?? "";
  return { valid: await resetLinkValid(token) };
});

export const POST = withPublic(async ({ req }) => {
  if (!hashCapacityLeft()) return busy();
  const limited = await guessLimit(req.headers);
  if (limited) return limited;
  const input = await readJson(req, resetPasswordSchema);
  if (await isCommonPassword(input.password)) throw new ApiError(400, authMessages.commonPassword);
  try {
    await resetPassword(input.token, input.password, await readSessionId(req));
  } catch (error) {
    if (error instanceof HashBusyError) return busy();
    throw error;
  }
  kickEmailWorker();
  return { message: emailMessages.resetDone };
});

function busy(): Response {
  return json({ message: authMessages.hashBusy }, 503, { "Retry-After": String(HASH_BUSY_RETRY_AFTER_SECONDS) });
}
