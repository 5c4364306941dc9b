"use client";

import { useEffect } from "react";
import { Providers } from "@/components/providers";
import { useEmailVerified } from "@/lib/queries/account";
import { onEmailVerifiedHere } from "./email-verified-channel";

/** Renders nothing: asks whether the address is verified and says so once it is. */
export function VerifiedWatch({ onVerified }: { onVerified(): void }) {
  return (
    <Providers>
      <Watch onVerified={onVerified} />
    </Providers>
  );
}

function Watch({ onVerified }: { onVerified(): void }) {
  const { data: verified, refetch } = useEmailVerified();
  useEffect(() => {
    if (verified) onVerified();
  }, [verified, onVerified]);
  useEffect(() => {
    // React Query refetches when the tab becomes visible; a window that only regains focus (two
    // windows side by side) and a link opened in another tab of this browser ask at once too.
    const ask = () => void refetch();
    window.addEventListener("focus", ask);
    const stop = onEmailVerifiedHere(ask);
    return () => {
      window.removeEventListener("focus", ask);
      stop();
    };
  }, [refetch]);
  return null;
}
