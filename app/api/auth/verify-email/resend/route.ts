import { withAuth } from "@/lib/api/handler";
import { kickEmailWorker } from "@/lib/email";
import { resendVerification } from "@/lib/email/flows/verification";
import { enforce } from "@/lib/api/email-limits";
import { emailMessages } from "@/lib/messages/email";

/** The banner's "Resend email" (3 an hour per account). */
export const POST = withAuth(async ({ user }) => {
  const limited = await enforce(`verify-resend:user:${user.id}`, "resendPerUser", emailMessages.resendRateLimited);
  if (limited) return limited;
  if (!(await resendVerification(user.id))) return { alreadyVerified: true, message: emailMessages.alreadyVerified };
  kickEmailWorker();
  return { alreadyVerified: false, message: emailMessages.resendSent };
});
