/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

/** Settings > Notifications while mail is held back (lib/email/notify.ts sends it only to verified addresses). */
export const notificationMailMessages = {
  heldBackTitle: "Verify your email address to receive notifications",
  heldBack:
    "Visit alerts, the daily digest and reminders are emailed only to a confirmed address. Open the link we emailed you, or ask for a new one.",
} as const;
