/** The progress API's own refusals (a save, a version restore, the versions list). */
export const progressMessages = {
  taskNotFound: "Task not found",
  unknownDocument: "Unknown document for this task",
  unknownFile: "A document refers to a file that does not exist",
  versionNotFound: "Version not found",
  documentNotFound: "Document not found",
  phaseNotFound: "Phase not found",
  phaseIdsRequired: "phaseIds is required",
  tooManyPhases: "At most 50 phases",
} as const;

export const NOT_APPLICABLE_REASON_REQUIRED = "Please say why this document does not apply";
