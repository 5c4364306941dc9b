"use client";

import { useEffect, useState } from "react";
import { authMessages } from "@/lib/messages/auth";
import { cn } from "@/lib/utils";

type Check = (password: string) => { score: number; common: boolean };

// The estimator and its ~49,000-word list are fetched only once someone types a password on
// /register: they are never part of a page's first-load JavaScript.
let loading: Promise<Check> | undefined;
function loadCheck(): Promise<Check> {
  loading ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    const words = new Set((common.dictionary["passwords-common"] as string[]).map((w) => w.toLowerCase()));
    return (password: string) => ({ score: zxcvbn.check(password).score, common: words.has(password.toLowerCase()) });
  });
  return loading;
}

const BAR_COLOURS = ["bg-destructive", "bg-destructive", "bg-amber-500", "bg-emerald-500", "bg-emerald-600"];

/** Strength while typing; the server refuses the common passwords with the same sentence. */
export function PasswordStrength({ password }: { password: string }) {
  const [result, setResult] = useState<{ password: string; score: number; common: boolean } | null>(null);

  useEffect(() => {
    if (!password) return;
    let live = true;
    loadCheck()
      .then((check) => {
        if (live) setResult({ password, ...check(password) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [password]);

  if (!password || !result || result.password !== password) return null;
  const score = result.common ? 0 : result.score;
  return (
    <div className="space-y-1" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={cn("h-1 flex-1 rounded-full", i < Math.max(1, score) ? BAR_COLOURS[score] : "bg-muted")} />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {result.common ? authMessages.commonPassword : `${authMessages.passwordStrengthLabel}: ${authMessages.passwordStrength[score]}`}
      </p>
    </div>
  );
}
