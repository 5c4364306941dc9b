/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

import { COMPANY_NOT_FOUND } from "./company";

/** Settings > Notifications while mail is held back (lib/email/notify.ts sends it only to verified addresses). */
export const notificationMailMessages = {
  heldBackTitle: "Verify your email address to receive notifications",
  heldBack:
    "Visit alerts, the daily digest and reminders are emailed only to a confirmed address. Open the link we emailed you, or ask for a new one.",
} as const;

/** Messages of the notification settings and the bell (one place so tests and UI agree). */
export const notificationMessages = {
  saved: "Notification settings saved",
  digestOn: "Daily digest on",
  digestOff: "Daily digest off",
  remindersOn: (company: string) => `Task reminders on for ${company}`,
  remindersOff: (company: string) => `Task reminders off for ${company}`,
  companyNotFound: COMPANY_NOT_FOUND,
  markedRead: "All caught up",
  loadFailed: "Could not load your notifications.",
  empty: "No visitor activity in the last 30 days. When someone opens one of your shared spaces, it shows here.",
} as const;
