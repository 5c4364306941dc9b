/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

/** Profile confirmations (SPEC.md lists only the failures; a save still deserves a word). */
export const profileMessages = {
  companySaved: "Company profile saved",
  /** A company fact left unanswered (the facts' selects). */
  notSaid: "Not said",
  teamSaved: (plural: string) => `${plural} saved`,
  loading: "Loading company profile...",
  unsavedChanges: "You have unsaved changes.",
  leaveWithUnsavedChanges: "You have unsaved changes on your profile. Leave this page and lose them?",
  equityTotal: (percent: string) => `Total equity: ${percent}`,
  equityOver: "The founders' equity adds up to more than 100%. Check the percentages; you can still save them.",
} as const;

export const NAME_REQUIRED = "Name is required";
