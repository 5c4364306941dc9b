"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { useMutation } from "@tanstack/react-query";
import { ApiClientError, apiJson } from "@/lib/api/client";
import { sharedView } from "@/lib/messages";
import type { VisitorPayload } from "@/lib/sharing/types";
import { AccessError } from "./access-error";
import { EmailGate } from "./email-gate";

// What shows after the gate (item cards, date-fns) is fetched on submit, in parallel with the
// space itself, so the page's first load is the gate alone (first-load budget, docs/PERFORMANCE.md).
const loadSpaceContent = () => import("./space-content").then((m) => m.SpaceContent);
const SpaceContent = dynamic(loadSpaceContent, {
  loading: () => (
    <p role="status" className="text-center text-sm text-muted-foreground">
      Opening shared space...
    </p>
  ),
});

const EMAIL_KEY = "shared-space-visitor-email";

function rememberedEmail(): string {
  try {
    return window.localStorage.getItem(EMAIL_KEY) ?? "";
  } catch {
    return "";
  }
}

const noSubscription = () => () => {};

/** The public page after the server found a live space: the email gate, then the space. */
export function SharedSpaceView({ accessCode }: { accessCode: string }) {
  // Read after hydration (the server has no localStorage), then the gate remounts pre-filled.
  const defaultEmail = useSyncExternalStore(noSubscription, rememberedEmail, () => "");
  const open = useMutation({
    mutationFn: (email: string) => apiJson<VisitorPayload>("GET", `/api/shared/${encodeURIComponent(accessCode)}?email=${encodeURIComponent(email)}`),
    onSuccess: (_data, email) => {
      try {
        window.localStorage.setItem(EMAIL_KEY, email);
      } catch {
        // Private mode: the visitor types it again next time.
      }
    },
  });

  if (open.data) return <SpaceContent payload={open.data} />;
  const error = open.error;
  if (error instanceof ApiClientError && error.status !== 400) return <AccessError message={error.message} />;
  if (error && !(error instanceof ApiClientError)) return <AccessError message={sharedView.notAvailable} />;
  return (
    <EmailGate
      key={defaultEmail}
      defaultEmail={defaultEmail}
      pending={open.isPending}
      serverError={error instanceof ApiClientError ? error.message : null}
      onSubmit={(email) => {
        void loadSpaceContent();
        open.mutate(email);
      }}
    />
  );
}
