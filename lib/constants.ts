/**
 * Business constants and option lists of SPEC.md section 9. Import from here; expiry periods,
 * their labels and defaults live in lib/spaces/rules/expiry.ts.
 */

/** Configure Sharing previews this many items, then "...and N more". */
export const CONFIGURE_PREVIEW_COUNT = 5;
/** The multi-select dialog fetches tasks for at most this many phases (one tab each). */
export const MAX_PHASE_TABS = 7;
/** Delay between the "Unauthorized" toast and the redirect to /api/login. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

export const LOGIN_PATH = "/api/login";
export const LOGOUT_PATH = "/api/logout";

export const TOAST_DURATION_MS = 5000;
export const SCROLLBAR_HIDE_DELAY_MS = 100;

/** Fixed heights of scrolling panels (SPEC.md section 2), in px. */
export const ACCESS_LOGS_HEIGHT_PX = 400;
export const MULTI_SELECT_LIST_HEIGHT_PX = 550;
export const SHARED_VIEW_LIST_HEIGHT_PX = 400;
export const SHARED_VIEW_SECTIONS_HEIGHT_PX = 500;
/** Minimum height of the task notes box, in px. */
export const NOTES_MIN_HEIGHT_PX = 80;

/** Headline figures on the landing page (SPEC.md section 2). */
export const LANDING_STATS = [
  { value: "500+", label: "Companies Onboarded" },
  { value: "150+", label: "Investors Connected" },
  { value: "SOC2", label: "Compliant Platform" },
  { value: "95%", label: "Success Rate" },
] as const;

export const DEMO_MAILTO = "mailto:hello@raiseready.app?subject=Demo";
export const PRODUCT_NAME = "RaiseReady";
export const COPYRIGHT_YEAR = 2025;
