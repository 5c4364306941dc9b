/** Business constants and option lists of SPEC.md section 9. Import from here. */

const HOUR_MS = 60 * 60 * 1000;

/** Under this much time left, a shared space shows "Expiring Soon". */
export const EXPIRING_SOON_MS = 24 * HOUR_MS;
/** Configure Sharing previews this many items, then "...and N more". */
export const CONFIGURE_PREVIEW_COUNT = 5;
/** The multi-select dialog fetches tasks for at most this many phases (one tab each). */
export const MAX_PHASE_TABS = 7;
/** Delay between the "Unauthorized" toast and the redirect to /api/login. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

export const LOGIN_PATH = "/api/login";
export const LOGOUT_PATH = "/api/logout";

export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SCROLLBAR_HIDE_DELAY_MS = 100;

/** Fixed heights of scrolling panels (SPEC.md section 2), in px. */
export const ACCESS_LOGS_HEIGHT_PX = 400;
export const MULTI_SELECT_LIST_HEIGHT_PX = 550;
export const SHARED_VIEW_LIST_HEIGHT_PX = 400;
export const SHARED_VIEW_SECTIONS_HEIGHT_PX = 500;
/** Minimum height of the task notes box, in px. */
export const NOTES_MIN_HEIGHT_PX = 80;

/** A custom expiry with no date chosen falls back to this many days. */
export const CUSTOM_EXPIRY_FALLBACK_DAYS = 7;
/** "Never" is stored as an expiry this far ahead. */
export const NEVER_EXPIRES_YEARS = 100;

export type AccessDuration = "1-day" | "1-week" | "2-weeks" | "1-month" | "3-months" | "custom" | "never";

/** How far ahead an option sets the expiry; null for "custom" (the user picks a date). */
export type ExpiryOffset = { days: number } | { months: number } | null;

export interface DurationOption<V extends string> {
  value: V;
  label: string;
  offset: ExpiryOffset;
}

/** Dashboard sharing dialogs. The list-creation form and multi-select dialog omit "custom". */
export const ACCESS_DURATION_OPTIONS: readonly DurationOption<AccessDuration>[] = [
  { value: "1-day", label: "1 Day", offset: { days: 1 } },
  { value: "1-week", label: "1 Week", offset: { days: 7 } },
  { value: "2-weeks", label: "2 Weeks", offset: { days: 14 } },
  { value: "1-month", label: "1 Month", offset: { months: 1 } },
  { value: "3-months", label: "3 Months", offset: { months: 3 } },
  { value: "custom", label: "Custom Date", offset: null },
  { value: "never", label: "Never Expires", offset: { months: 12 * NEVER_EXPIRES_YEARS } },
];
export const ACCESS_DURATION_OPTIONS_WITHOUT_CUSTOM = ACCESS_DURATION_OPTIONS.filter((o) => o.value !== "custom");
export const DEFAULT_ACCESS_DURATION: AccessDuration = "1-week";

export type PhaseExpiration = "1-week" | "2-weeks" | "1-month" | "3-months" | "6-months" | "1-year";

export const PHASE_EXPIRATION_OPTIONS: readonly DurationOption<PhaseExpiration>[] = [
  { value: "1-week", label: "1 Week", offset: { days: 7 } },
  { value: "2-weeks", label: "2 Weeks", offset: { days: 14 } },
  { value: "1-month", label: "1 Month", offset: { months: 1 } },
  { value: "3-months", label: "3 Months", offset: { months: 3 } },
  { value: "6-months", label: "6 Months", offset: { months: 6 } },
  { value: "1-year", label: "1 Year", offset: { months: 12 } },
];
export const DEFAULT_PHASE_EXPIRATION: PhaseExpiration = "1-week";

export const STAGES = ["idea", "pre-seed", "seed", "series-a", "series-b", "series-c"] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  idea: "Idea",
  "pre-seed": "Pre-Seed",
  seed: "Seed",
  "series-a": "Series A",
  "series-b": "Series B",
  "series-c": "Series C+",
};

export const STAGE_OPTIONS: readonly { value: Stage; label: string }[] = STAGES.map((value) => ({
  value,
  label: STAGE_LABELS[value],
}));

/** Display label for a stored stage; onboarding allows free text, shown as typed. */
export function stageLabel(stage: string | null | undefined): string | null {
  if (!stage) return null;
  return (STAGE_LABELS as Record<string, string>)[stage] ?? stage;
}

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
