/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

/** Error and empty-state chrome. */
export const chrome = {
  somethingWentWrong: "Something went wrong",
  notFoundTitle: "404 Page Not Found",
  notFoundHint: "Did you forget to add the page to the router?",
  signedOutTitle: "Sign in to continue",
  signedOutDescription: "This page is part of your company workspace. Sign in to see it.",
} as const;

/** Names of the routes' loading states (loading.tsx), read out while a page is on its way. */
export const loadingLabels = {
  phase: "Loading phase",
  settings: "Loading settings",
  dashboard: "Loading dashboard",
  company: "Loading company details",
  page: "Loading page",
} as const;

/** The shared parts of a dialog. */
export const dialogLabels = {
  close: "Close",
} as const;

export const SOMETHING_WENT_WRONG = "Something went wrong";
