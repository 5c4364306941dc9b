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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The words of the bell's lines and of the daily digest (lib/notifications/rules.ts applies them):
 * one sentence per kind of event, the digest's labels, its reading line and its subject's summary.
 */
export const notificationWording = {
  line: {
    "new-visitor": (email: string, space: string) => `New visitor ${email} opened ${space}`,
    "returning-visit": (email: string, space: string) => `${email} came back to ${space}`,
    "agreement-accepted": (email: string, space: string) => `${email} accepted the agreement of ${space}`,
    verified: (email: string, space: string) => `${email} verified their email for ${space}`,
  },
  digestLabel: {
    "new-visitor": "New visitor",
    "returning-visit": "Returning visit",
    "agreement-accepted": "Agreement accepted",
    verified: "Verified email",
  },
  /** "Read: 2 documents opened, 9 pages viewed, 1 download". */
  reading: {
    documentsOpened: (n: number) => plural(n, "document opened", "documents opened"),
    pagesViewed: (n: number) => plural(n, "page viewed", "pages viewed"),
    downloads: (n: number) => plural(n, "download", "downloads"),
    line: (parts: string[]) => `Read: ${parts.join(", ")}`,
  },
  /** "2 new visitors, 1 returning visit, documents read in 1 space". */
  summary: {
    newVisitors: (n: number) => `${n} new ${n === 1 ? "visitor" : "visitors"}`,
    returningVisits: (n: number) => `${n} returning ${n === 1 ? "visit" : "visits"}`,
    documentsRead: (spaces: number) => `documents read in ${spaces === 1 ? "1 space" : `${spaces} spaces`}`,
  },
} as const;
