"use client";

import { useState } from "react";
import { LiveForm } from "@/components/ui/live-form";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { accountMessages } from "@/lib/messages/account";

interface Props {
  error: string | null;
  busy: boolean;
  /** Resolves true when signed in. */
  onSubmit: (code: string) => Promise<boolean>;
  onBack: () => void;
}

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export function TwoFactorStep({ error, busy, onSubmit, onBack }: Props) {
  const [code, setCode] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    const ok = await onSubmit(code.trim());
    setSubmitting(false);
    if (!ok) setCode("");
  };
  return (
    <LiveForm onSubmit={submit} noValidate className="space-y-4">
      <FormError>{error}</FormError>
      <p className="text-sm text-muted-foreground">{accountMessages.twoFactorRequired}.</p>
      <div className="space-y-2">
        <Label htmlFor="sign-in-code">Authentication code</Label>
        <Input
          id="sign-in-code"
          autoFocus
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={20}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className="font-mono tracking-widest"
        />
      </div>
      <Button type="submit" className="w-full" disabled={!code.trim() || submitting || busy}>
        {submitting || busy ? "Verifying..." : "Verify"}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        Back
      </Button>
    </LiveForm>
  );
}
