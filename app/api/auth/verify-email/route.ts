import { readJson, withPublic } from "@/lib/api/handler";
import { confirmEmailToken } from "@/lib/email/flows/verification";
import { enforce, ipKey } from "@/lib/api/email-limits";
import { emailMessages } from "@/lib/messages/email";
import { verifyEmailSchema } from "@/lib/validations/email";

/**
 * Opens a verification or change-of-email link (POSTed by /verify-email, so a mail scanner that
 * fetches the link does not use it up). Works signed out: the token alone names the account.
 */
export const POST = withPublic(async ({ req }) => {
  const limited = await enforce(`email-token:ip:${ipKey(req.headers)}`, "tokenPerIp", emailMessages.linkRateLimited);
  if (limited) return limited;
  const { token } = await readJson(req, verifyEmailSchema);
  const result = await confirmEmailToken(token);
  return { ...result, message: result.status === "verified" ? emailMessages.verified : emailMessages.emailChanged(result.email) };
});
