"use client";

import { useState } from "react";
import { LiveForm } from "@/components/ui/live-form";
import { useRouter } from "next/navigation";
import { ShieldCheck } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDisableTwoFactor, useStartTwoFactor, type TwoFactorSetupJson } from "@/lib/queries/account";
import { showError } from "@/lib/toast";
import { accountMessages } from "@/lib/messages/account";
import { RecoveryCodes } from "./recovery-codes";
import { TwoFactorEnrol } from "./two-factor-enrol";

interface Props {
  enabled: boolean;
  recoveryCodesLeft: number;
  hasPassword: boolean;
}

export function TwoFactorCard({ enabled, recoveryCodesLeft, hasPassword }: Props) {
  const router = useRouter();
  const [setup, setSetup] = useState<TwoFactorSetupJson | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useStartTwoFactor();

  if (!hasPassword)
    return (
      <p className="text-sm text-muted-foreground">Two-factor sign-in protects password sign-in; your account signs in with GitHub or Google.</p>
    );
  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          router.refresh();
        }}
      />
    );
  if (setup)
    return (
      <TwoFactorEnrol
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(c) => {
          setSetup(null);
          setCodes(c);
        }}
      />
    );
  if (enabled) return <DisableTwoFactor recoveryCodesLeft={recoveryCodesLeft} onDisabled={() => router.refresh()} />;

  const onStart = async () => {
    try {
      setSetup(await start.mutateAsync());
    } catch (error) {
      showError(error, "Could not start the set-up");
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Off. Turn it on to be asked for a code from an app such as Google Authenticator, 1Password or Authy.
      </p>
      <Button onClick={onStart} disabled={start.isPending}>
        {start.isPending ? "Starting..." : "Turn on two-factor"}
      </Button>
    </div>
  );
}

function DisableTwoFactor({ recoveryCodesLeft, onDisabled }: { recoveryCodesLeft: number; onDisabled: () => void }) {
  const [password, setPassword] = useState("");
  const disable = useDisableTwoFactor();
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await disable.mutateAsync(password);
      toast.success(accountMessages.twoFactorDisabled);
      setPassword("");
      onDisabled();
    } catch (error) {
      showError(error, "Could not turn two-factor off");
    }
  };
  return (
    <LiveForm onSubmit={onSubmit} className="space-y-3">
      <p className="flex items-center gap-2 text-sm font-medium">
        <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" /> On. {recoveryCodesLeft} of 10 recovery codes left.
      </p>
      <div className="space-y-2">
        <Label htmlFor="two-factor-disable-password">Password (to turn it off)</Label>
        <Input
          id="two-factor-disable-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className="max-w-sm"
        />
      </div>
      <Button type="submit" variant="outline" disabled={!password || disable.isPending}>
        {disable.isPending ? "Turning off..." : "Turn off two-factor"}
      </Button>
    </LiveForm>
  );
}
