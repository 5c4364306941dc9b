import { withAuth } from "@/lib/api/handler";
import { resendVerification } from "@/lib/account/email-verification";
import { ACCOUNT_LIMITS } from "@/lib/account/rules/limits";

/** The banner's "Resend email" (3 an hour per account). */
export const POST = withAuth(async ({ user }) => resendVerification(user.id), { limits: [ACCOUNT_LIMITS.resendPerUser] });
