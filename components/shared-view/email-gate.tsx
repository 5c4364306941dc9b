"use client";

import { useId, useState, type FormEvent, type ReactNode } from "react";
import { LiveForm } from "@/components/ui/live-form";
import { Lock, Mail } from "lucide-react";
import { LABEL_CLASS, inputClass } from "@/components/layout/static-classes";
import { buttonVariants } from "@/components/ui/variants";
import { validation } from "@/lib/messages/forms";
import { parseVisitorEmail } from "@/lib/visitor/email-schema";

interface EmailGateProps {
  defaultEmail: string;
  pending: boolean;
  serverError: string | null;
  onSubmit(email: string): void;
  /** Server-rendered: who shares which space (./gate-intro.tsx). */
  intro?: ReactNode;
}

/** The email gate in front of every shared space (SPEC.md section 5: required and email-shaped). */
// ui/label, ui/input and ui/button's looks without cn() (tailwind-merge) or Radix: this form is the
// shared page's first load, within its budget (components/layout/static-classes.ts, components/ui/variants.ts).
const INPUT_CLASS = inputClass("pl-9");
const SUBMIT_CLASS = buttonVariants({ className: "w-full" });

export function EmailGate({ defaultEmail, pending, serverError, onSubmit, intro }: EmailGateProps) {
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
        {intro}
        <h1 className="text-xl font-semibold">View shared documents</h1>
        <p className="text-sm text-muted-foreground">
          Enter your email to open this shared space. The company that shared it will see that you visited.
        </p>
      </div>
      <LiveForm onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-2">
          {/* As Radix's Label: a double click does not select the label's text. */}
          <label
            data-slot="label"
            htmlFor={`${id}-email`}
            className={LABEL_CLASS}
            onMouseDown={(event) => {
              if (event.detail > 1) event.preventDefault();
            }}
          >
            Email address
          </label>
          <div className="relative">
            <Mail className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <input
              data-slot="input"
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              className={INPUT_CLASS}
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
        <button type="submit" data-slot="button" disabled={pending} className={SUBMIT_CLASS}>
          {pending ? "Opening..." : "View Shared Space"}
        </button>
      </LiveForm>
    </div>
  );
}
