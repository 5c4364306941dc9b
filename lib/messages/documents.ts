/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

/** Phase-page messages SPEC.md does not word (the founder still needs to hear something). */
export const documentMessages = {
  markedOptional: { title: "Document marked as optional" },
  markedNotApplicable: { title: "Document marked as not applicable" },
  expirySaved: { title: "Expiry date saved" },
  expiryCleared: { title: "Expiry date cleared" },
  uploadFailed: "Upload failed",
  saveFailed: "The document could not be saved. Please try again.",
  chooseFile: "Choose a file to upload",
  expiryPrefilled: "Pre-filled with how long this kind of document usually stays current. Change or clear it.",
} as const;

/** The multi-file upload list of a task (drop on a task or a row, or "Upload files"). */
export const multiUploadMessages = {
  listLabel: "Uploads",
  pickFiles: "Upload files",
  reviewTitle: (count: number) => (count === 1 ? "1 file to upload" : `${count} files to upload`),
  reviewHint: "Each file goes to the document its name matches. Check the choices, then upload.",
  documentFor: (fileName: string) => `Document for ${fileName}`,
  chooseDocument: "Choose a document",
  start: (count: number) => (count === 1 ? "Upload 1 file" : `Upload ${count} files`),
  unplaced: "Choose a document for every file, or remove it.",
  progress: (fileName: string) => `Upload progress of ${fileName}`,
  uploading: (percent: number) => `Uploading... ${percent}%`,
  queued: "Waiting...",
  saving: "Saving...",
  done: "Uploaded",
  cancelled: "Cancelled",
  cancel: (fileName: string) => `Cancel ${fileName}`,
  retry: (fileName: string) => `Retry ${fileName}`,
  remove: (fileName: string) => `Remove ${fileName}`,
  clearFinished: "Clear finished",
  dropOnTask: "Drop files to upload them to this task",
  dropOnRow: "Drop a file to upload it to this document",
} as const;

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

/** Messages of document versions: the "Versions" dialog and its restore. */
export const versionMessages = {
  button: (count: number | undefined) => (count === undefined ? "Versions" : `Versions (${count})`),
  title: (documentName: string) => `Versions of ${documentName}`,
  current: "Current version",
  description: "Replacing a file keeps the earlier ones. Shared spaces always show the current version.",
  empty: "No earlier versions yet. When you replace this file, the previous one is kept here.",
  loading: "Loading versions…",
  loadFailed: "Could not load the versions",
  view: "View",
  download: "Download",
  restore: "Restore",
  confirmTitle: "Restore this version?",
  confirmDescription: (fileName: string) => `"${fileName}" becomes the current file. The current file is kept as an earlier version.`,
  restored: "Version restored",
  restoreFailed: "Could not restore the version",
  fileGone: "File no longer available",
  unknownUploader: "Unknown",
} as const;

/** The source popover on a document line that rests on a law or form (components/phase/line-source.tsx). */
export const lineSourceMessages = {
  button: (documentName: string) => `Source of ${documentName}`,
  heading: "Source",
  reviewed: (date: string) => `Last reviewed ${date}`,
} as const;

/** A task's Notes & Comments box. */
export const taskNotesMessages = {
  placeholder: "Add context for your team or investors: where a document lives, what is still missing...",
  /** A member who may not write, on a task with no notes: a statement, not an empty box inviting input. */
  none: "No notes yet.",
} as const;

export const EXPIRY_HINT = "Optional. For licences, insurance, certificates and KYC that lapse.";
export const UPLOAD_CANCELLED_MESSAGE = "Upload cancelled. Choose Upload to start again.";

export const NOTHING_EXPIRING = "Nothing expires in the next 30 days";
