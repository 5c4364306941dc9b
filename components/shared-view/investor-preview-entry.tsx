"use client";

import dynamic from "next/dynamic";

/**
 * "Preview as investor" loads on demand, from a client module: the server page referencing the
 * preview itself would put it, and the space's content with it, in every visitor's first load.
 */
export const InvestorPreviewEntry = dynamic(() => import("./investor-preview").then((m) => m.InvestorPreview), {
  loading: () => (
    <p role="status" className="text-center text-sm text-muted-foreground">
      Opening shared space...
    </p>
  ),
});
