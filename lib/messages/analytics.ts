/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

/** Space analytics: what the beacon route and the founder's analytics page say. */
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
