import { readJson, withPublic } from "@/lib/api/handler";
import { forgotPassword } from "@/lib/account/forgot-password";
import { forgotPasswordSchema } from "@/lib/account/schema/email";
import { ACCOUNT_LIMITS } from "@/lib/account/rules/limits";

/** "Forgot password?": the same answer whether or not an account has this email. */
export const POST = withPublic(
  async ({ req }) => {
    const { email } = await readJson(req, forgotPasswordSchema);
    return forgotPassword(email);
  },
  { limits: [ACCOUNT_LIMITS.forgotPerIp] },
);
