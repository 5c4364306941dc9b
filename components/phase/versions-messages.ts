/** Messages of document versions (issue 17); kept apart from lib/messages.ts so parallel work does not collide. */
export const versionMessages = {
  button: (count: number | undefined) => (count === undefined ? "Versions" : `Versions (${count})`),
  title: (documentName: string) => `Earlier versions of ${documentName}`,
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
