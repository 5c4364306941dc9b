import { readJson, withPublic } from "@/lib/api/handler";
import { confirmEmailLink } from "@/lib/account/email-verification";
import { verifyEmailSchema } from "@/lib/account/schema/email";
import { ACCOUNT_LIMITS } from "@/lib/account/rules/limits";

/**
 * Opens a verification or change-of-email link (POSTed by /verify-email, so a mail scanner that
 * fetches the link does not use it up). Works signed out: the token alone names the account. A
 * guess of a link's token, counted per client address with the reset link's.
 */
export const POST = withPublic(
  async ({ req }) => {
    const { token } = await readJson(req, verifyEmailSchema);
    return confirmEmailLink(token);
  },
  { limits: [ACCOUNT_LIMITS.tokenPerIp] },
);
