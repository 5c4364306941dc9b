"use client";

import { useEffect, useState } from "react";
import { ScanEye } from "lucide-react";
import { investorView } from "@/lib/messages/shared-view";
import type { VisitorPayload } from "@/lib/sharing/types";
import { AccessError } from "./access-error";
import { OpenSpaceError, openPreview } from "./open-space";
import { SpaceContent } from "./space-content";

type PreviewState = { status: "pending" } | { status: "success"; data: VisitorPayload } | { status: "error"; message: string | null };

/**
 * "Preview as investor": the page a visitor of the space gets, for its founder, with no gate and
 * no visit logged (GET /api/shared/{code}/preview refuses anyone but a member of the company).
 */
export function InvestorPreview({ accessCode }: { accessCode: string }) {
  const [state, setState] = useState<PreviewState>({ status: "pending" });
  useEffect(() => {
    let live = true;
    openPreview(accessCode).then(
      (data) => live && setState({ status: "success", data }),
      (error: unknown) => live && setState({ status: "error", message: error instanceof OpenSpaceError ? error.message : null }),
    );
    return () => {
      live = false;
    };
  }, [accessCode]);

  if (state.status === "pending") {
    return (
      <p role="status" className="text-center text-sm text-muted-foreground">
        Opening shared space...
      </p>
    );
  }
  if (state.status === "error") return <AccessError message={state.message} />;
  return (
    <div className="grid gap-4">
      <p role="note" className="mx-auto flex w-full max-w-3xl items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
        <ScanEye className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{investorView.previewBanner}</span>
      </p>
      <SpaceContent payload={state.data} />
    </div>
  );
}
