"use client";

import { useCallback, useEffect, useState, type ComponentType } from "react";
import { ScanEye } from "lucide-react";
import { investorView } from "@/lib/messages/shared-view";
import { OPENING_SHARED_SPACE } from "@/lib/messages/shared-view-loading";
import type { CreateSpaceInput } from "@/lib/queries/shared-spaces";
import type { VisitorPayload } from "@/lib/visitor/schema";
import { AccessError } from "./access-error";
import { errorOf, OpenSpaceError, openPreview } from "./open-space";
import { SpaceContent } from "./space-content";

type PreviewState = { status: "pending" } | { status: "success"; data: VisitorPayload } | { status: "error"; message: string | null };

/**
 * "Preview as investor": the page a visitor of the space gets, for its founder, with no gate and
 * no visit logged (GET /api/shared/{code}/preview refuses anyone but a member of the company).
 */
export function InvestorPreview({ accessCode }: { accessCode: string }) {
  const load = useCallback(() => openPreview(accessCode), [accessCode]);
  return <PreviewOf load={load} banner={investorView.previewBanner} />;
}

/** POST /api/shared-spaces/preview: the visitor page of the space this create body would make; nothing is saved. */
async function openDraftPreview(body: CreateSpaceInput): Promise<VisitorPayload> {
  const res = await fetch("/api/shared-spaces/preview", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  if (!res.ok) throw await errorOf(res);
  return (await res.json()) as VisitorPayload;
}

/** "Preview as investor" from the create dialog, before the link exists: the same page, from the dialog's selection and options. */
export function DraftPreview({ body }: { body: CreateSpaceInput }) {
  const load = useCallback(() => openDraftPreview(body), [body]);
  return <PreviewOf load={load} banner={investorView.draftPreviewBanner} failure={DraftPreviewFailure} />;
}

/** A draft has no link that could have expired: the server's reason (an item removed meanwhile...) as it is. */
function DraftPreviewFailure({ message }: { message?: string | null }) {
  return (
    <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm break-words text-destructive">
      {message ?? investorView.draftPreviewFailed}
    </p>
  );
}

/** The visitor's page (SpaceContent) from `load`, under a banner saying it is the founder's preview. */
function PreviewOf({
  load,
  banner,
  failure: Failure = AccessError,
}: {
  load(): Promise<VisitorPayload>;
  banner: string;
  failure?: ComponentType<{ message?: string | null }>;
}) {
  const [state, setState] = useState<PreviewState>({ status: "pending" });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: "success", data }),
      (error: unknown) => live && setState({ status: "error", message: error instanceof OpenSpaceError ? error.message : null }),
    );
    return () => {
      live = false;
    };
  }, [load]);

  if (state.status === "pending") {
    return (
      <p role="status" className="text-center text-sm text-muted-foreground">
        {OPENING_SHARED_SPACE}
      </p>
    );
  }
  if (state.status === "error") return <Failure message={state.message} />;
  return (
    <div className="grid gap-4">
      <p role="note" className="mx-auto flex w-full max-w-3xl items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
        <ScanEye className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{banner}</span>
      </p>
      <SpaceContent payload={state.data} />
    </div>
  );
}
