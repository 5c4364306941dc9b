"use client";

import { useId, useState, type FormEvent } from "react";
import { Lock, Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { validation } from "@/lib/messages";
import { parseVisitorEmail } from "@/lib/validations/visitor-email";

interface EmailGateProps {
  defaultEmail: string;
  pending: boolean;
  serverError: string | null;
  onSubmit(email: string): void;
}

/** The email gate in front of every shared space (SPEC.md section 5: required and email-shaped). */
export function EmailGate({ defaultEmail, pending, serverError, onSubmit }: EmailGateProps) {
  const id = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not visitorEmailSchema: zod would be most of this public page's JavaScript (same rule).
    const parsed = parseVisitorEmail(email);
    if (!parsed) {
      setError(validation.invalidEmail);
      return;
    }
    setError(null);
    onSubmit(parsed);
  };

  return (
    <div className="mx-auto w-full max-w-md rounded-xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="mb-6 flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold">View shared documents</h1>
        <p className="text-sm text-muted-foreground">Enter your email to open this shared space. The company that shared it will see that you visited.</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email address</Label>
          <div className="relative">
            <Mail className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              className="pl-9"
              placeholder="you@fund.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? `${id}-error` : undefined}
            />
          </div>
          {shown && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {shown}
            </p>
          )}
        </div>
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? "Opening..." : "View Shared Space"}
        </Button>
      </form>
    </div>
  );
}
