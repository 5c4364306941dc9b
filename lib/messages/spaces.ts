/** The founder's links page (/spaces): every shared space of the company with its visits. */
export const spacesPage = {
  title: "Shared Spaces",
  navLabel: "Spaces",
  /** The analytics page's back link when it was opened from this page. */
  backToSpaces: "Back to Shared Spaces",
  description: "Every link you have sent investors, with who opened it and when. Most recently visited first.",
  newSpace: "New data room",
  emptyTitle: "No data rooms yet",
  emptyHint: "Pick the documents investors should see; the link is ready to send at once, secure by default.",
  /** The dashboard's card for a member who may not share: it leads to this page. */
  viewOnlyCardHint: "The links sent to investors, with who opened them and when.",
  emptyHintViewOnly: "When someone with sharing rights creates one, it shows here with its visits.",
  emptyAction: "Create your first data room",
  neverVisited: "Never visited",
  /** A revoked space's badge, in place of Active / Expiring Soon / Expired. */
  revokedBadge: "Access revoked",
  listLabel: "Shared spaces",
  revokeTitle: (name: string) => `Revoke access to ${name}?`,
  revokeFailed: "Could not revoke access",
} as const;

export const ACCESS_LOGS_BAD_CURSOR = "Invalid cursor";
export const INCLUDE_NOTES_LABEL = "Include task notes";
export const REMEMBER_VISITORS_LABEL = "Remember verified visitors for (days)";

export const ALLOW_DOWNLOADS_LABEL = "Allow downloads";
export const WATERMARK_LABEL = "Watermark documents";

export const SPACE_NOT_FOUND = "Shared space not found";
