"use client";

import dynamic from "next/dynamic";
import { OPENING_SHARED_SPACE } from "@/lib/messages/shared-view-loading";

/**
 * "Preview as investor" loads on demand, from a client module: the server page referencing the
 * preview itself would put it, and the space's content with it, in every visitor's first load.
 */
export const InvestorPreviewEntry = dynamic(() => import("./investor-preview").then((m) => m.InvestorPreview), {
  loading: () => (
    <p role="status" className="text-center text-sm text-muted-foreground">
      {OPENING_SHARED_SPACE}
    </p>
  ),
});
