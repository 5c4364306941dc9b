import { readJson, withPublic } from "@/lib/api/handler";
import { confirmEmailLink } from "@/lib/account/email-verification";
import { verifyEmailSchema } from "@/lib/account/schema/email";

/**
 * Opens a verification or change-of-email link (POSTed by /verify-email, so a mail scanner that
 * fetches the link does not use it up). Works signed out: the token alone names the account.
 */
export const POST = withPublic(async ({ req }) => {
  const { token } = await readJson(req, verifyEmailSchema);
  return confirmEmailLink(req.headers, token);
});
