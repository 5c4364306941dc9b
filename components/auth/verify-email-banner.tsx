import { emailMessages } from "@/lib/email/messages";
import { ResendVerificationButton } from "./resend-verification-button";

/**
 * Shown under the nav bar until the founder's address is verified; nothing is blocked meanwhile.
 * Whether it is comes with the session read (lib/auth/session.ts), not a query of its own.
 */
export function VerifyEmailBanner() {
  return (
    <div role="region" aria-label="Email verification" className="border-b border-amber-200 bg-amber-50 text-amber-950 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{emailMessages.bannerText}</p>
        <ResendVerificationButton />
      </div>
    </div>
  );
}
