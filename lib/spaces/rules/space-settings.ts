import { format, isSameYear } from "date-fns";

/**
 * What a new space gets when its creator says nothing: only verified emails get in, documents
 * are view-only and stamped with the visitor's email, and the founder hears of each new visitor.
 * The create dialogs preselect the same, and POST /api/shared-spaces applies it to omitted fields.
 */
export const SECURE_SPACE_DEFAULTS = {
  requireVerification: true,
  allowDownloads: false,
  watermark: true,
  notifyNewVisitors: true,
  /** The viewer's text layer: text can be selected, copied, found and read aloud. */
  allowCopying: true,
} as const;

/** How long a verified visitor's browser is let back in without a code: a week unless the founder says otherwise (0: every visit). */
export const REMEMBER_VISITOR_DAYS_DEFAULT = 7;
export const REMEMBER_VISITOR_DAYS_MAX = 90;

/** The remember field's text as the whole number of days the API takes, or null when it is not one from 0 to the maximum. */
export function parseRememberDays(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const days = Number(text.trim());
  return days <= REMEMBER_VISITOR_DAYS_MAX ? days : null;
}

export interface SpaceSettings {
  requireVerification?: boolean;
  allowList?: readonly string[];
  agreementText?: string | null;
  allowDownloads?: boolean;
  watermark?: boolean;
  allowCopying?: boolean;
  expiresAt: string | Date;
}

/** The settings words of a space, in the card's order ("Verified emails", "No downloads", …). */
function spaceSettingsParts(space: SpaceSettings, now: Date = new Date()): string[] {
  const expiresAt = new Date(space.expiresAt);
  const date = format(expiresAt, isSameYear(expiresAt, now) ? "d MMM" : "d MMM yyyy");
  return [
    space.requireVerification ? "Verified emails" : "Any email",
    ...(space.allowList?.length ? ["Allow list"] : []),
    ...(space.agreementText ? ["NDA"] : []),
    space.allowDownloads ? "Downloads" : "No downloads",
    ...(space.allowCopying === false ? ["No copying"] : []),
    ...(space.watermark ? ["Watermarked"] : []),
    `${expiresAt.getTime() <= now.getTime() ? "Expired" : "Expires"} ${date}`,
  ];
}

/** One line: "Verified emails · No downloads · Watermarked · Expires 13 Dec". */
export function spaceSettingsLine(space: SpaceSettings, now?: Date): string {
  return spaceSettingsParts(space, now).join(" · ");
}
