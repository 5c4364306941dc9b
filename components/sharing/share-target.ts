import type { AccessDuration, DurationOption, PhaseExpiration } from "@/lib/spaces/rules/expiry";
import { parseRememberDays, REMEMBER_VISITOR_DAYS_DEFAULT, SECURE_SPACE_DEFAULTS } from "@/lib/spaces/rules/space-settings";
import { validation } from "@/lib/messages/forms";
import { toasts } from "@/lib/messages/toasts";
import { DEFAULT_ACCESS_CONTROLS, type AccessControlsValue } from "./access-controls";

export type ShareMode = "new" | "existing";
export type DurationValue = AccessDuration | PhaseExpiration;

export interface ShareTarget {
  mode: ShareMode;
  name: string;
  description: string;
  duration: DurationValue;
  /** "YYYY-MM-DD" from the date input, for the custom duration. */
  customDate: string;
  spaceId: string;
  /** Visitors see the shared tasks' notes only when ticked; unticked by default. */
  includeNotes: boolean;
  /** "Show checklist status": visitors see the founder's progress, not only what was provided; off by default. */
  showChecklistStatus: boolean;
  /** The viewer: view-only and watermarked unless the founder says otherwise. */
  allowDownloads: boolean;
  watermark: boolean;
  /** The viewer's text layer (select, copy, find); on by default. */
  allowCopying: boolean;
  /** Who may open the new space and on what terms, set before the link exists. */
  access: AccessControlsValue;
  /** "Remember verified visitors for (days)" as typed (parsed by parseRememberDays). */
  rememberDays: string;
}

export function initialTarget(duration: DurationValue): ShareTarget {
  return {
    mode: "new",
    name: "",
    description: "",
    duration,
    customDate: "",
    spaceId: "",
    includeNotes: false,
    showChecklistStatus: false,
    allowDownloads: SECURE_SPACE_DEFAULTS.allowDownloads,
    watermark: SECURE_SPACE_DEFAULTS.watermark,
    allowCopying: SECURE_SPACE_DEFAULTS.allowCopying,
    access: DEFAULT_ACCESS_CONTROLS,
    rememberDays: String(REMEMBER_VISITOR_DAYS_DEFAULT),
  };
}

/** The end of the chosen local day, so "today" still gives the visitor the rest of the day. */
export function customDateToIso(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const end = new Date(`${date}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** What is wrong with a custom expiry date ("YYYY-MM-DD"; empty means the default 7 days), or null. */
export function customDateProblem(customDate: string, now: Date = new Date()): string | null {
  if (!customDate) return null;
  const iso = customDateToIso(customDate);
  return !iso || new Date(iso).getTime() <= now.getTime() ? validation.customExpiryInPast : null;
}

/** Why the confirm button is disabled, or null when it may be pressed (SPEC.md section 5). */
export function shareProblem(target: ShareTarget, itemCount: number, now: Date = new Date()): string | null {
  if (itemCount === 0) return toasts.noTasksSelected.description;
  if (target.mode === "existing") return target.spaceId ? null : validation.selectSpace;
  if (!target.name.trim()) return validation.sharedSpaceNameRequired;
  if (parseRememberDays(target.rememberDays) === null) return validation.rememberVisitorDays;
  return target.duration === "custom" ? customDateProblem(target.customDate, now) : null;
}

export function canConfirm(target: ShareTarget, itemCount: number, now?: Date): boolean {
  return shareProblem(target, itemCount, now) === null;
}

/** The expiry part of POST /api/shared-spaces; custom without a date lets the server pick 7 days. */
export function expiryPayload(target: Pick<ShareTarget, "duration" | "customDate">) {
  if (target.duration !== "custom") return { expirationPeriod: target.duration };
  const expiresAt = target.customDate ? customDateToIso(target.customDate) : null;
  return expiresAt ? { expirationPeriod: "custom" as const, expiresAt } : { expirationPeriod: "custom" as const };
}

export type DurationOptions = readonly DurationOption<DurationValue>[];
