import { readJson, withPublic } from "@/lib/api/handler";
import { kickEmailWorker } from "@/lib/email";
import { afterResponse } from "@/lib/email/after-response";
import { requestPasswordReset } from "@/lib/email/flows/password-reset";
import { enforce, ipKey } from "@/lib/api/email-limits";
import { emailMessages } from "@/lib/messages/email";
import { forgotPasswordSchema } from "@/lib/validations/email";

/** "Forgot password?": the same answer whether or not an account has this email. */
export const POST = withPublic(async ({ req }) => {
  const { email } = await readJson(req, forgotPasswordSchema);
  const limited =
    (await enforce(`forgot:ip:${ipKey(req.headers)}`, "forgotPerIp", emailMessages.forgotRateLimited)) ??
    (await enforce(`forgot:email:${email}`, "forgotPerEmail", emailMessages.forgotRateLimited));
  // Over a limit: 429 with Retry-After (docs/SECURITY.md). Both windows are counted before the
  // account is looked up, so the refusal is the same for every email.
  if (limited) return limited;
  // After the answer: the time taken does not tell whether the account exists.
  await afterResponse(async () => {
    if (await requestPasswordReset(email)) kickEmailWorker();
  });
  return { message: emailMessages.forgotSent };
});
