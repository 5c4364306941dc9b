/**
 * Every user-facing toast and validation message of SPEC.md sections 5 and 8. Import from here;
 * do not retype these strings in components.
 */

export interface ToastMessage {
  title: string;
  description?: string;
}

/** Title of every destructive (error) toast; the description is the server message or a fallback. */
export const ERROR_TOAST_TITLE = "Error";

/** Fallback descriptions for the destructive "Error" toast when the server gives no message. */
export const errors = {
  createSharedSpace: "Failed to create shared space",
  updateSharedSpace: "Failed to update shared space",
  deleteSharedSpaces: "Failed to delete shared space(s)",
  addItemsToSpace: "Failed to add items to space",
  addItemsToSharedSpace: "Failed to add items to shared space",
  addTasksToSpace: "Failed to add tasks to space",
  saveCompanyProfile: "Failed to save company profile",
  saveFounders: "Failed to save founders",
  saveEmployees: "Failed to save employees",
  saveAdvisors: "Failed to save advisors",
  saveInvestors: "Failed to save investors",
  createCompany: "Failed to create company",
  updateTask: "Failed to update task",
  updateNotes: "Failed to update notes",
  saveDocuments: "Failed to save documents",
  processDroppedItems: "Failed to process dropped item(s)",
  fetchPhaseProgress: "Failed to fetch phase progress",
} as const;

/** Toasts with a title and (usually) a description. */
export const toasts = {
  unauthorized: { title: "Unauthorized", description: "You are logged out. Logging in again..." },
  alreadyAdded: { title: "Already Added", description: "This item is already in the space" },
  // Wording kept exactly as SPEC.md section 8 lists it.
  copyFailed: { title: "Copy Failed", description: "Please copy the manually" },
  noTasksSelected: { title: "No tasks selected", description: "Please select at least one task to share" },
  companyNameRequired: { title: "Company name required", description: "Please enter your company name to continue" },
  welcome: { title: "Welcome aboard!", description: "Your company has been created successfully." },
  taskUpdated: { title: "Task updated", description: "Priority and settings have been updated" },
  notesUpdated: { title: "Notes updated", description: "Your comments have been saved" },
  spaceUpdated: { title: "Space Updated" },
  sharedSpaceCreated: { title: "Shared Space Created" },
  itemsAdded: { title: "Items Added" },
  linkCopied: { title: "Link Copied" },
  deleted: { title: "Deleted" },
  spaceCreated: { title: "Space Created" },
  itemAdded: { title: "Item Added" },
  fileUploaded: { title: "File uploaded successfully" },
  linkAttached: { title: "Link attached successfully" },
  documentRemoved: { title: "Document removed" },
  sharedSpaceCreatedSuccessfully: { title: "Shared space created successfully" },
  tasksAddedToSharedSpace: { title: "Tasks added to shared space" },
} as const satisfies Record<string, ToastMessage>;

/** Inline validation messages (SPEC.md section 5). */
export const validation = {
  sharedSpaceNameRequired: "Please provide a name for the new shared space",
  selectSpace: "Please select a space",
  companyIdRequired: "Company ID required",
  companyMustBeCreatedFirst: "Company must be created first",
  invalidUrl: "Please enter a valid URL",
  invalidEmail: "Invalid email",
  customExpiryInPast: "Expiry date cannot be in the past",
  companyNameRequired: "Company name required",
  nameRequired: "Name is required",
} as const;

/**
 * Form field messages, always naming the field (a person reads them, not a developer): zod's own
 * defaults ("Too big: expected string to have <=100 characters") never reach a form.
 */
export const fieldMessages = {
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notANumber: (label: string, intDigits: number, scale: number) => `${label} must be a number (up to ${intDigits} digits and ${scale} decimals)`,
  tooLarge: (label: string, max: number) => `${label} must be at most ${max.toLocaleString("en-US")}`,
  notAWholeNumber: (label: string, max: number) => `${label} must be a whole number from 0 to ${max.toLocaleString("en-US")}`,
  notYesOrNo: (label: string) => `${label} must be yes or no`,
  invalidDate: (label: string) => `${label} must be a valid date`,
  tooManyEntries: (label: string, max: number) => `${label}: at most ${max} entries`,
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  passwordRequired: "Password is required",
  emailRequired: "Email is required",
} as const;

/** Field names as messages say them. */
export const fieldLabels = {
  field: "This field",
  companyName: "Company name",
  description: "Description",
  logoUrl: "Logo URL",
  industry: "Industry",
  stage: "Stage",
  foundedDate: "Founded date",
  employeeCount: "Employee count",
  monthlyRevenue: "Monthly revenue",
  previousFunding: "Previous funding",
  targetFunding: "Target funding",
  name: "Name",
  title: "Title",
  email: "Email",
  linkedinUrl: "LinkedIn URL",
  equityPercentage: "Equity percentage",
  department: "Department",
  joinDate: "Join date",
  company: "Company",
  expertise: "Expertise",
  advisorySince: "Advisory since",
  firm: "Company/Fund",
  investmentAmount: "Investment amount",
  investmentRound: "Investment round",
  investmentDate: "Investment date",
  leadInvestor: "Lead investor",
  password: "Password",
  firstName: "First name",
  lastName: "Last name",
} as const;

/** Sign-in and sign-up messages. The sign-in error never reveals whether an email exists. */
export const authMessages = {
  invalidCredentials: "Invalid email or password",
  signInUnavailable: "Could not reach the server. Check your connection and try again.",
  oauthFailed: "Sign-in with that provider failed. Please try again.",
  accountNotLinked: "That email is already registered with a different sign-in method. Sign in the way you did first.",
  registerFailed: "Could not create your account. Please try again.",
  signedUpButSignInFailed: "Your account was created, but signing in failed. Please sign in.",
  commonPassword: "This password is one of the most common passwords, so it is easy to guess. Choose another.",
  registerRateLimited: "Too many accounts were created from here recently. Please wait a few minutes and try again.",
  registerBusy: "Too many new accounts are being created right now. Please try again in a minute.",
  hashBusy: "The server is busy. Please try again in a few seconds.",
  signInRateLimited: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  logoutConfirmTitle: "Log out of RaiseReady?",
  logoutConfirmBody: "Another site sent you here to log out. Log out only if you meant to.",
  logoutConfirmButton: "Log out",
  logoutCancel: "Stay signed in",
  logoutRefused: "This log-out request did not come from RaiseReady. Open RaiseReady and log out from the menu.",
  passwordStrengthLabel: "Password strength",
  passwordStrength: ["Very weak", "Weak", "Fair", "Good", "Strong"],
} as const;

/** Error and empty-state chrome. */
export const chrome = {
  somethingWentWrong: "Something went wrong",
  notFoundTitle: "404 Page Not Found",
  notFoundHint: "Did you forget to add the page to the router?",
  signedOutTitle: "Sign in to continue",
  signedOutDescription: "This page is part of your company workspace. Sign in to see it.",
} as const;

/** Phase-page messages SPEC.md does not word (the founder still needs to hear something). */
export const documentMessages = {
  markedOptional: { title: "Document marked as optional" },
  uploadFailed: "Upload failed",
  saveFailed: "The document could not be saved. Please try again.",
  chooseFile: "Choose a file to upload",
} as const;

/** Profile confirmations (SPEC.md lists only the failures; a save still deserves a word). */
export const profileMessages = {
  companySaved: "Company profile saved",
  teamSaved: (plural: string) => `${plural} saved`,
  loading: "Loading company profile...",
  unsavedChanges: "You have unsaved changes.",
  leaveWithUnsavedChanges: "You have unsaved changes on your profile. Leave this page and lose them?",
} as const;

/** The public shared-space page and its API (SPEC.md section 2, "Shared space page"). */
export const sharedView = {
  notAvailable: "This shared space is not available",
  linkMayHaveExpired: "The link may have expired or been removed.",
  accessErrorTitle: "Access Error",
  expired: "This shared space has expired",
  expiredNotice: "This space has expired",
  expiredBadge: "Expired",
  activeBadge: "Active",
  deactivated: "This shared space has been deactivated by its owner",
  tooManyAttempts: "Too many attempts. Please try again in a few minutes.",
  tooManyNewEmails:
    "Too many different emails have opened this space from your network. Please try again in an hour, or use an email you already used here.",
  emailGateRequired: "Enter your email on the shared space page to open its files",
  fileNotFound: "File not found",
  downloadsOff: "Downloads are turned off for this space",
  watermarkFailed: "This document cannot be watermarked, so it cannot be opened here",
  secureFooter: "This is a secure, read-only view. Your visit is logged for the company that shared it.",
} as const;

/** Issue 17 gate: verified visitors, allow/deny lists, agreement, Revoke now. */
export const visitorGate = {
  emailRefused: "This email cannot open this space",
  codeRequired: "Enter the 6-digit code we emailed you",
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

/** Every company route answers the same 404 for a company that is not the caller's (or does not exist). */
export const COMPANY_NOT_FOUND = "Company not found";
export const COMPANY_EXISTS = "Company already exists";

/** Messages of the document lifecycle (merge saves, conflicts, trash, quota), server and client. */
export const lifecycleMessages = {
  conflict: "This task changed elsewhere since you opened it. Its current state is shown; re-apply your change if you still want it.",
  conflictToastTitle: "Task changed elsewhere",
  reapply: "Re-apply my change",
  undo: "Undo",
  restored: "Document restored",
  restore: "Restore",
  recentlyRemoved: "Recently removed",
  removedNotFound: "Removed document not found",
  restoreOccupied: "A new file is on this document now. Remove it first, then restore the old one.",
  restoreDocumentGone: "This document is no longer part of the task, so the file cannot be put back.",
  restoreFailed: "Could not restore the document",
  removedByCompany: "Removed by the company",
  quotaExceeded: (limit: string) => `Your company's storage is full (${limit}). Remove files you no longer need, then try again.`,
  uploadRateLimited: "Too many uploads in a short time. Please wait a few minutes and try again.",
  storageUsage: (used: string, total: string) => `Storage: ${used} of ${total} used`,
} as const;

/** Messages of members, roles and invitations (issue 19). */
export const memberMessages = {
  roleForbidden: "Your role does not allow this",
  memberNotFound: "Member not found",
  invitationNotFound: "This invitation link is not valid",
  invitationExpired: "This invitation has expired. Ask the company owner to send a new one.",
  invitationRevoked: "This invitation was withdrawn by the company owner",
  invitationUsed: "This invitation has already been used",
  wrongEmail: "This invitation was sent to a different email address",
  alreadyMember: (email: string) => `${email} is already a member of this company`,
  ownerRoleFixed: "The owner's role changes only by transferring ownership",
  ownerCannotLeave: "The owner cannot leave the company; transfer ownership first",
  cannotRemoveOwner: "The owner cannot be removed",
  transferToSelf: "You already own this company",
  transferTargetOwns: "This member already owns another company, so they cannot receive this one",
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationResent: (email: string) => `A new invitation was sent to ${email}; the old link no longer works`,
  invitationWithdrawn: "Invitation revoked",
  roleChanged: "Role updated",
  memberRemoved: "Member removed",
  ownershipTransferred: "Ownership transferred",
  leftCompany: "You left the company",
  joined: (company: string) => `You joined ${company}`,
  companySwitched: (company: string) => `Now working in ${company}`,
  failed: "Something went wrong. Please try again.",
} as const;

/** Issue 17 analytics: what the beacon route and the founder's analytics page say. */
export const spaceAnalyticsMessages = {
  fileNotInSpace: "That document is not in this space",
  tooManyEvents: "This visit has recorded all the events it may",
  noVisits: "No visits yet",
  noVisitsHint: "When someone opens this space, their visits, the documents they read and the time per page show here.",
  noDocuments: "No documents opened yet",
  exportCsv: "Export CSV",
  removedDocument: "Removed document",
} as const;

/** The CSV's header row (one row per event), in column order. */
export const ANALYTICS_CSV_HEADER = ["time", "visitor", "visit", "event", "document", "page", "seconds"] as const;
