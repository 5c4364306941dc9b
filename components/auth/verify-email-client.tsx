"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form";
import { apiJson, errorMessage } from "@/lib/queries/client";
import { emailMessages } from "@/lib/messages/email";
import { announceEmailVerified } from "./email-verified-channel";

type State = { kind: "working" } | { kind: "done"; message: string } | { kind: "failed"; message: string };

/**
 * Opens the link by POSTing its token once the page runs, so a mail scanner that only fetches the
 * URL does not use the link up.
 */
export function VerifyEmailClient({ token }: { token: string }) {
  const [state, setState] = useState<State>(token ? { kind: "working" } : { kind: "failed", message: emailMessages.linkInvalid });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    apiJson<{ message: string }>("POST", "/api/auth/verify-email", { token }).then(
      (res) => {
        setState({ kind: "done", message: res.message });
        announceEmailVerified();
      },
      (error) => setState({ kind: "failed", message: errorMessage(error, emailMessages.linkInvalid) }),
    );
  }, [token]);

  if (state.kind === "working") {
    return (
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {emailMessages.verifyWorking}
      </p>
    );
  }
  return (
    <div className="space-y-6" aria-live="polite">
      {state.kind === "done" ? (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {state.message}
        </p>
      ) : (
        <FormError>{state.message}</FormError>
      )}
      <Button asChild className="w-full">
        <Link href="/">Continue</Link>
      </Button>
    </div>
  );
}
