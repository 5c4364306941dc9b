/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

/** The public shared-space page and its API (SPEC.md section 2, "Shared space page"). */
export const sharedView = {
  notAvailable: "This shared space is not available",
  linkMayHaveExpired: "The link may have expired or been removed.",
  accessErrorTitle: "Access Error",
  expired: "This shared space has expired",
  /** A link to a file that the company has since removed, opened from outside the page. */
  fileRemoved: "The file you opened has been removed by the company.",
  /** A file link opened after the visitor's access to the space's files lapsed. */
  fileAccessLapsed: "Your access to this space's files has lapsed. Enter your email again to open them.",
  expiredNotice: "This space has expired",
  expiredBadge: "Expired",
  activeBadge: "Active",
  /** Under 24 hours left, as the founder's list says it (SPEC.md section 4). */
  expiringSoonBadge: "Expiring Soon",
  deactivated: "This shared space has been deactivated by its owner",
  tooManyAttempts: "Too many attempts. Please try again in a few minutes.",
  tooManyNewEmails:
    "Too many different emails have opened this space from your network. Please try again in an hour, or use an email you already used here.",
  emailGateRequired: "Enter your email on the shared space page to open its files",
  fileNotFound: "File not found",
  downloadsOff: "Downloads are turned off for this space",
  /** The viewer's Download when the space was revoked, deactivated or expired while it was open. */
  accessEnded: "Your access to this shared space has ended",
  downloadFailed: "This document could not be downloaded. Please try again.",
  /** A file URL opened directly (a new tab, a pasted link) while the space's downloads are off. */
  downloadsOffExplained: "The company that shared this space lets visitors view its documents in the space's viewer, but not download them.",
  backToSpace: "Open the shared space",
  watermarkFailed: "This document cannot be watermarked, so it cannot be opened here",
  /** Above the email gate: who shares which space (the company may be unnamed). */
  sharedWithYou: (companyName: string, spaceName: string) =>
    companyName ? `${companyName} shared ${spaceName} with you` : `${spaceName} was shared with you`,
  secureFooter: "This is a secure, read-only view. Your visit is logged for the company that shared it.",
} as const;

/** The visitor gate: verified visitors, allow/deny lists, agreement, Revoke now. */
export const visitorGate = {
  emailRefused: "This email cannot open this space",
  codeRequired: "Enter the 6-digit code we emailed you",
  notRemembered: "Enter your email to open this space",
  agreementRequired: "Please read and accept the agreement to open this space",
  noCodeNeeded: "This space does not need a code",
  noCode: "Request a code first",
  codeExpired: "This code has expired. Request a new code.",
  tooManyTries: "Too many wrong codes. Request a new code.",
  wrongCode: (left: number) => `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`,
  tooManyCodes: "Too many codes requested. Please try again in a few minutes.",
  codeSent: "We emailed you a 6-digit code. It is valid for 10 minutes.",
  revoked: "The owner revoked access to this shared space",
  revokeConfirm: "Visitors lose access at once and cannot open this space again. The access log stays.",
  revokedToast: "Access revoked",
} as const;

/** The visitor page: what investors see, branded with the company. */
export const investorView = {
  poweredBy: "Shared with RaiseReady",
  /** A task's (legacy) single attached document, listed as one more document of the task. */
  attachedDocument: "Attached document",
  nothingYet: "Documents will appear here as they are added.",
  documentNotYet: "It will appear here when it is added.",
  emptySpace: "Nothing has been shared in this space yet.",
  searchLabel: "Search documents",
  searchPlaceholder: "Search document names",
  noMatch: "No document matches your search.",
  previewBanner: "Preview as investor: this is the page your investors see. Your preview is not logged as a visit.",
  previewAction: "Preview as investor",
  /** The create dialog's preview, before the space exists. */
  draftPreviewBanner:
    "Preview as investor: this is the page your investors will see once you create the space with these items and options. Nothing is saved yet.",
  draftPreviewTitle: "Preview as investor",
  untitledSpace: "Untitled space",
  draftPreviewFailed: "The preview could not be opened. Try again.",
  optional: "Optional",
  notApplicable: "Not applicable",
  removed: "Removed",
  pending: "Not provided yet",
  /** A scrolling panel whose entries have all begun, but the one in view continues below. */
  moreBelow: "More below",
} as const;

/** The per-space "Show checklist status" option (create and edit dialogs). */
export const spaceStatusOption = {
  label: "Show checklist status",
  off: "Investors see only the documents you have provided (a file or a link), with no progress or missing items.",
  on: "Investors also see your progress: what is still missing, and which documents you marked Optional or Not applicable.",
} as const;

/** The document viewer in a shared space. */
export const viewerText = {
  downloadToView: "Download to view: this type of document cannot be shown in the browser.",
  previewNotAvailable: "Preview not available: this type of document cannot be shown in the browser, and downloads are turned off for this space.",
  couldNotOpen: "This document could not be opened.",
  unreadablePdf: "This PDF could not be read.",
  searchLabel: "Find in document",
  noMatches: "No matches",
  matchCount: (index: number, total: number) => `${index} of ${total}`,
} as const;

/** The per-space "Allow copying" option (create and edit dialogs). */
export const copyingOption = {
  label: "Allow copying",
  on: "Visitors can select, copy and search the text of PDFs.",
  off: "Visitors cannot select or copy text; the viewer's search is off too.",
} as const;
