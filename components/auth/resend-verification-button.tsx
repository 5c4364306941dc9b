"use client";

import { useState } from "react";
import { emailMessages } from "@/lib/messages/email";

/**
 * The banner's "Resend email"; its answer (sent, already verified, rate limited) is said next to it.
 * It sits in the root layout, so it uses plain fetch and markup: no toast or query library lands in
 * every page's first-load JavaScript.
 */
export function ResendVerificationButton() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function resend() {
    setBusy(true);
    try {
      const res = await fetch("/api/auth/verify-email/resend", { method: "POST", headers: { Accept: "application/json" } });
      const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
      setMessage(typeof body?.message === "string" ? body.message : emailMessages.resendRateLimited);
    } catch {
      setMessage(emailMessages.resendRateLimited);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span role="status" aria-live="polite" className="text-amber-900 empty:hidden">
        {message}
      </span>
      <button
        type="button"
        disabled={busy}
        onClick={resend}
        className="inline-flex h-8 shrink-0 items-center rounded-md border border-input bg-white px-3 text-sm font-medium shadow-xs hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
      >
        {busy ? "Sending..." : emailMessages.bannerResend}
      </button>
    </div>
  );
}
