"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiJson, errorMessage } from "@/lib/api/client";
import { emailMessages } from "@/lib/email/messages";

/** The banner's "Resend email"; its answer (sent, already verified, rate limited) is said next to it. */
export function ResendVerificationButton() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function resend() {
    setBusy(true);
    try {
      setMessage((await apiJson<{ message: string }>("POST", "/api/auth/verify-email/resend")).message);
    } catch (error) {
      setMessage(errorMessage(error, emailMessages.resendRateLimited));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span role="status" aria-live="polite" className="text-amber-900 empty:hidden">
        {message}
      </span>
      <Button type="button" size="sm" variant="outline" className="shrink-0 bg-white" disabled={busy} onClick={resend}>
        {busy ? "Sending..." : emailMessages.bannerResend}
      </Button>
    </div>
  );
}
