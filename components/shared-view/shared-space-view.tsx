"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { OPENING_SHARED_SPACE } from "@/lib/messages/shared-view-loading";
import type { VisitorPayload } from "@/lib/visitor/schema";
import { EmailGate } from "./email-gate";
import { OpenSpaceError, openAsReturningVisitor, openSharedSpace, type GateAnswers } from "./open-space";

// What shows after the gate (item cards, date-fns) is fetched on submit, in parallel with the
// space itself, so the page's first load is the gate alone (first-load budget, docs/PERFORMANCE.md).
const loadSpaceContent = () => import("./space-content").then((m) => m.SpaceContent);
const SpaceContent = dynamic(loadSpaceContent, {
  loading: () => (
    <p role="status" className="text-center text-sm text-muted-foreground">
      {OPENING_SHARED_SPACE}
    </p>
  ),
});

// The client-side error screen (and lib/messages with it) likewise loads when the gate is submitted:
// without a message it says the space is not available.
const loadAccessError = () => import("./access-error").then((m) => m.AccessError);
const AccessError = dynamic(loadAccessError, { loading: () => null });
// The code / agreement step, only for spaces that ask for it.
const GateStep = dynamic(() => import("./gate-step").then((m) => m.GateStep), { loading: () => null });

interface PendingGate {
  email: string;
  steps: string[];
  agreementText: string | null;
}

const EMAIL_KEY = "shared-space-visitor-email";

function rememberedEmail(): string {
  try {
    return window.localStorage.getItem(EMAIL_KEY) ?? "";
  } catch {
    return "";
  }
}

const noSubscription = () => () => {};

type OpenState = { status: "returning" | "idle" | "pending" } | { status: "success"; data: VisitorPayload } | { status: "error"; error: unknown };

/**
 * GET /api/shared/{code}?email= as a one-shot request with its state. Not React Query: the page
 * has nothing to cache, and the library would be ~14 kB gzip of its first load (docs/PERFORMANCE.md).
 */
function useOpenSpace(accessCode: string) {
  // First, whether this browser is a verified visitor coming back (its cookie is HttpOnly): then
  // the space opens without the gate; on any other answer the email gate shows.
  const [state, setState] = useState<OpenState>({ status: "returning" });
  const [gate, setGate] = useState<PendingGate | null>(null);
  useEffect(() => {
    let live = true;
    void loadSpaceContent();
    openAsReturningVisitor(accessCode).then(
      (data) => live && setState((current) => (current.status !== "returning" ? current : data ? { status: "success", data } : { status: "idle" })),
      () => live && setState((current) => (current.status === "returning" ? { status: "idle" } : current)),
    );
    return () => {
      live = false;
    };
  }, [accessCode]);
  const open = (email: string, answers?: GateAnswers) => {
    setState({ status: "pending" });
    openSharedSpace(accessCode, email, answers).then(
      (data) => {
        try {
          window.localStorage.setItem(EMAIL_KEY, email);
        } catch {
          // Private mode: the visitor types it again next time.
        }
        setState({ status: "success", data });
      },
      (error: unknown) => {
        if (error instanceof OpenSpaceError && error.gate) setGate({ email, steps: error.gate.steps, agreementText: error.gate.agreementText });
        setState({ status: "error", error });
      },
    );
  };
  return {
    open,
    gate,
    leaveGate: () => {
      setGate(null);
      setState({ status: "idle" });
    },
    data: state.status === "success" ? state.data : undefined,
    error: state.status === "error" ? state.error : null,
    isPending: state.status === "pending",
    isReturning: state.status === "returning",
  };
}

/** The public page after the server found a live space: the email gate, then the space. */
export function SharedSpaceView({ accessCode, intro }: { accessCode: string; intro?: ReactNode }) {
  // Read after hydration (the server has no localStorage), then the gate remounts pre-filled.
  const defaultEmail = useSyncExternalStore(noSubscription, rememberedEmail, () => "");
  const request = useOpenSpace(accessCode);

  if (request.data) return <SpaceContent payload={request.data} />;
  if (request.isReturning) {
    return (
      <p role="status" className="text-center text-sm text-muted-foreground">
        {OPENING_SHARED_SPACE}
      </p>
    );
  }
  const error = request.error;
  const gate = request.gate;
  const terminal = error instanceof OpenSpaceError && (error.status === 404 || error.status === 410);
  if (gate && !terminal) {
    return (
      <GateStep
        accessCode={accessCode}
        email={gate.email}
        steps={gate.steps}
        agreementText={gate.agreementText}
        pending={request.isPending}
        serverError={error instanceof OpenSpaceError && !error.gate ? error.message : null}
        onSubmit={(answers) => request.open(gate.email, answers)}
        onBack={request.leaveGate}
      />
    );
  }
  // A 403 without a gate step is an email the space refuses: the visitor may try another one.
  if (error instanceof OpenSpaceError && error.status !== 400 && error.status !== 403) return <AccessError message={error.message} />;
  if (error && !(error instanceof OpenSpaceError)) return <AccessError />;
  return (
    <EmailGate
      key={defaultEmail}
      defaultEmail={defaultEmail}
      intro={intro}
      pending={request.isPending}
      serverError={error instanceof OpenSpaceError ? error.message : null}
      onSubmit={(email) => {
        void loadSpaceContent();
        void loadAccessError();
        request.open(email);
      }}
    />
  );
}
