"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, type ReactNode } from "react";
import { ScanEye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { investorView } from "@/lib/messages/shared-view";
import { OPENING_SHARED_SPACE } from "@/lib/messages/shared-view-loading";
import type { CreateSpaceInput } from "@/lib/queries/shared-spaces";

// The visitor page's code (item cards, the index, date-fns) loads only when the founder asks for a preview.
const DraftPreview = dynamic(() => import("@/components/shared-view/investor-preview").then((m) => m.DraftPreview), {
  loading: () => (
    <p role="status" className="text-center text-sm text-muted-foreground">
      {OPENING_SHARED_SPACE}
    </p>
  ),
});

/**
 * "Preview as investor" in a create dialog, before the link exists: the page a visitor will get,
 * rendered by the visitor page's own code from what the dialog would send now (`body()`).
 */
export function DraftPreviewButton({ body, disabled }: { body(): CreateSpaceInput; disabled?: boolean }) {
  // The body is taken when the button is pressed: the preview shows that selection and those options.
  const [shown, setShown] = useState<CreateSpaceInput | null>(null);
  return (
    <>
      <Button type="button" variant="outline" disabled={disabled} onClick={() => setShown(body())}>
        <ScanEye aria-hidden="true" />
        {investorView.previewAction}
      </Button>
      <Dialog open={shown !== null} onOpenChange={(open) => !open && setShown(null)}>
        {/* The banner inside the preview says what it is; no separate description. */}
        <DialogContent className="bg-muted/40 sm:max-w-4xl" aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{investorView.draftPreviewTitle}</DialogTitle>
          </DialogHeader>
          {shown && (
            <KeepTitle>
              <DraftPreview body={shown} />
            </KeepTitle>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The visitor page names the tab after the space; the founder's tab gets its own title back when the preview closes. */
function KeepTitle({ children }: { children: ReactNode }) {
  useEffect(() => {
    const title = document.title;
    return () => {
      document.title = title;
    };
  }, []);
  return <>{children}</>;
}
