"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { emailMessages } from "@/lib/messages/email";
import { onEmailVerifiedInThisTab } from "./email-verified-channel";
import { ResendVerificationButton } from "./resend-verification-button";

// React Query loads with the watcher, after the page: the banner sits in the layout of every
// signed-in and shared page, whose first load stays without it.
const VerifiedWatch = dynamic(() => import("./verified-watch").then((m) => m.VerifiedWatch), { ssr: false });

/**
 * Shown under the nav bar until the founder's address is verified; nothing is blocked meanwhile.
 * The server decides whether it shows with the session read (lib/account/session.ts); once shown, it
 * goes away by itself when the address is verified, in this tab or any other, without a reload.
 */
export function VerifyEmailBanner() {
  const [verified, setVerified] = useState(false);
  useEffect(() => onEmailVerifiedInThisTab(() => setVerified(true)), []);
  if (verified) return null;
  return (
    <div role="region" aria-label="Email verification" className="border-b border-amber-200 bg-amber-50 text-amber-950 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{emailMessages.bannerText}</p>
        <ResendVerificationButton />
      </div>
      <VerifiedWatch onVerified={() => setVerified(true)} />
    </div>
  );
}
