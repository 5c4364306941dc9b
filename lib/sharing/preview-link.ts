/** The query flag of "Preview as investor" on the visitor page (honoured only for a member of the space's company). */
export const PREVIEW_PARAM = "preview";

/** The visitor page of a space as its founder previews it: the same page, no visit logged. */
export function investorPreviewPath(accessCode: string): string {
  return `/shared/${encodeURIComponent(accessCode)}?${PREVIEW_PARAM}=1`;
}
