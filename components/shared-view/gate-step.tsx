"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { LiveForm } from "@/components/ui/live-form";
import { FileSignature, KeyRound } from "lucide-react";
import { LABEL_CLASS, inputClass } from "@/components/layout/static-classes";
import { buttonVariants } from "@/components/ui/variants";
import { visitorGate } from "@/lib/messages/shared-view";
import { requestVisitorCode, type GateAnswers } from "./open-space";

interface GateStepProps {
  accessCode: string;
  email: string;
  /** What the space still asks for: "verification" (a code) and/or "agreement". */
  steps: string[];
  agreementText: string | null;
  pending: boolean;
  serverError: string | null;
  onSubmit(answers: GateAnswers): void;
  onBack(): void;
}

const SUBMIT_CLASS = buttonVariants({ className: "w-full" });
const LINK_CLASS = "text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline disabled:opacity-50";

/**
 * The steps after the email gate. A space that requires verification emails a 6-digit
 * code (sent once on arrival, "Send a new code" after); a space with an agreement shows its text
 * as plain text and asks for "I agree". Both are answered in one submit.
 */
export function GateStep({ accessCode, email, steps, agreementText, pending, serverError, onSubmit, onBack }: GateStepProps) {
  const id = useId();
  const needCode = steps.includes("verification");
  const needAgreement = steps.includes("agreement") && agreementText !== null;
  const [code, setCode] = useState("");
  const [agree, setAgree] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sendState, setSendState] = useState<"idle" | "sending" | "sent">("idle");
  const asked = useRef(false);

  const send = () => {
    setSendState("sending");
    setError(null);
    requestVisitorCode(accessCode, email).then(
      () => setSendState("sent"),
      (e: unknown) => {
        setSendState("idle");
        setError(e instanceof Error ? e.message : visitorGate.tooManyCodes);
      },
    );
  };

  useEffect(() => {
    if (needCode && !asked.current) {
      asked.current = true;
      send();
    }
    // Sent once when the step appears; "Send a new code" sends again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needCode && !/^\d{6}$/.test(code.trim())) return setError("Enter the 6-digit code");
    if (needAgreement && !agree) return setError(visitorGate.agreementRequired);
    setError(null);
    onSubmit({ ...(needCode ? { code: code.trim() } : {}), ...(needAgreement ? { agree: true } : {}) });
  };
  const shown = error ?? serverError;

  return (
    <div className="mx-auto w-full max-w-xl rounded-xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="mb-6 flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          {needCode ? <KeyRound className="size-6" aria-hidden="true" /> : <FileSignature className="size-6" aria-hidden="true" />}
        </span>
        <h1 className="text-xl font-semibold">{needCode ? "Check your email" : "Agreement"}</h1>
        <p className="text-sm text-muted-foreground">
          Opening as <span className="font-medium text-foreground">{email}</span>.{" "}
          <button type="button" className={LINK_CLASS} onClick={onBack}>
            Use another email
          </button>
        </p>
      </div>
      <LiveForm onSubmit={submit} noValidate className="grid gap-5">
        {needCode && (
          <div className="grid gap-2">
            <label htmlFor={`${id}-code`} className={LABEL_CLASS}>
              6-digit code
            </label>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              className={inputClass("tracking-[0.4em] text-lg")}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
              aria-describedby={`${id}-code-hint`}
            />
            <p id={`${id}-code-hint`} className="text-sm text-muted-foreground" role="status">
              {sendState === "sending"
                ? "Sending a code..."
                : sendState === "sent"
                  ? visitorGate.codeSent
                  : "We email a code to confirm this address."}{" "}
              <button type="button" className={LINK_CLASS} onClick={send} disabled={sendState === "sending"}>
                Send a new code
              </button>
            </p>
          </div>
        )}
        {needAgreement && (
          <div className="grid gap-2">
            <h2 id={`${id}-nda`} className="text-sm font-medium">
              Please read and accept before opening this space
            </h2>
            {/* Plain text, never HTML: the founder's text keeps its line breaks. */}
            <div
              tabIndex={0}
              aria-labelledby={`${id}-nda`}
              className="max-h-64 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap break-words"
              data-testid="agreement-text"
            >
              {agreementText}
            </div>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-0.5 size-4" checked={agree} onChange={(e) => setAgree(e.target.checked)} />I agree to these terms
            </label>
          </div>
        )}
        {shown && (
          <p role="alert" className="text-sm text-destructive">
            {shown}
          </p>
        )}
        <button type="submit" disabled={pending} className={SUBMIT_CLASS}>
          {pending ? "Opening..." : needAgreement && !needCode ? "Accept and open" : "Open shared space"}
        </button>
      </LiveForm>
    </div>
  );
}
