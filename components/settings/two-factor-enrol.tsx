"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useConfirmTwoFactor, type TwoFactorSetupJson } from "@/lib/queries/account";
import { showError } from "@/lib/toast";

/** The QR code, the same key as text, and the first code that proves the app has it. */
export function TwoFactorEnrol({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetupJson;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const [code, setCode] = useState("");
  const confirm = useConfirmTwoFactor();
  const grouped = setup.secret.match(/.{1,4}/g)?.join(" ") ?? setup.secret;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      onEnabled((await confirm.mutateAsync(code)).recoveryCodes);
    } catch (error) {
      showError(error, "Could not turn two-factor on");
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Scan this QR code with your authenticator app, or type the key by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {/* A data: URL made on the server from the otpauth URL; nothing leaves this page. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={setup.qrDataUrl} alt="QR code for your authenticator app" width={200} height={200} className="rounded-md border bg-white" />
        <div className="space-y-1">
          <p className="text-xs text-muted-foreground">Key (time-based, 6 digits, 30 seconds)</p>
          <code data-testid="two-factor-secret" data-secret={setup.secret} className="block break-all rounded bg-muted px-2 py-1 font-mono text-sm">
            {grouped}
          </code>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="two-factor-code">Code from the app</Label>
        <Input
          id="two-factor-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className="max-w-40 font-mono tracking-widest"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={code.replace(/\s/g, "").length !== 6 || confirm.isPending}>
          {confirm.isPending ? "Checking..." : "Confirm and turn on"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
