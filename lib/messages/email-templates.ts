/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

/** The product's name as the emails sign with it. */
export const PRODUCT = "RaiseReady";

const IGNORE = "If you did not ask for this, you can ignore this email.";

/**
 * What the emails say (lib/email/templates.ts lays them out, escapes every value and adds the
 * links): subject, heading, paragraphs, the button's label and the footer of each template.
 */
export const emailText = {
  buttonFallback: "If the button does not work, copy this address into your browser:",
  verifyEmail: {
    subject: `Verify your email for ${PRODUCT}`,
    heading: "Verify your email address",
    paragraphs: ["Confirm that this is your email address to finish setting up your account. The link is valid for 24 hours."],
    action: "Verify email",
    footer: IGNORE,
  },
  resetPassword: {
    subject: `Reset your ${PRODUCT} password`,
    heading: "Reset your password",
    paragraphs: ["Someone asked to reset the password of your account. The link works once and is valid for 1 hour."],
    action: "Choose a new password",
    footer: `${IGNORE} Your password stays as it is.`,
  },
  changeEmail: {
    subject: `Confirm your new email for ${PRODUCT}`,
    heading: "Confirm your new email address",
    paragraphs: (newEmail: string) => [`Confirm ${newEmail} as the new email address of your account. The link is valid for 24 hours.`],
    action: "Confirm new email",
    footer: `${IGNORE} Your email address stays as it is.`,
  },
  emailChangeRequested: {
    subject: `Your ${PRODUCT} email is about to change`,
    heading: "Email change requested",
    paragraphs: (newEmail: string) => [
      `Someone signed in to your account asked to change its email address to ${newEmail}. It changes only once that address is confirmed.`,
      "If this was not you, reset your password now.",
    ],
    action: "Reset password",
  },
  passwordChanged: {
    subject: `Your ${PRODUCT} password was changed`,
    heading: "Your password was changed",
    paragraphs: [
      "The password of your account was just changed and every other session was signed out.",
      "If this was not you, reset your password now.",
    ],
    action: "Reset password",
  },
  companyInvitation: {
    subject: (d: { inviterName: string; companyName: string }) => `${d.inviterName} invited you to ${d.companyName} on ${PRODUCT}`,
    heading: (companyName: string) => `Join ${companyName}`,
    paragraphs: (d: { inviterName: string; companyName: string; role: string }) => [
      `${d.inviterName} invited you to work on ${d.companyName}'s fundraising documents as ${d.role}.`,
      "The link works once and is valid for 7 days. Sign in or create an account with this email address to accept.",
    ],
    action: "Accept invitation",
    footer: "If you do not know this company, you can ignore this email.",
  },
  taskReminder: {
    subject: (overdue: number, companyName: string) =>
      overdue > 0 ? `${overdue} overdue ${overdue === 1 ? "task" : "tasks"} in ${companyName}` : `Tasks due soon in ${companyName}`,
    heading: (companyName: string) => `Your tasks in ${companyName}`,
    intro: "These tasks are assigned to you and are overdue or due in the next few days:",
    line: (t: { kind: "overdue" | "due"; dueOn: string; title: string }) => `${t.kind === "overdue" ? "Overdue" : "Due"} ${t.dueOn}: ${t.title}`,
    action: "Open My tasks",
    footer: (unsubscribeLink: string) => `You get this email once a day while tasks assigned to you are due. Unsubscribe: ${unsubscribeLink}`,
    unsubscribe: "Unsubscribe from task reminders",
  },
  expiryReminder: {
    when: (days: number) => (days === 1 ? "tomorrow" : `in ${days} days`),
    subject: (companyName: string, documentName: string, when: string) => `${companyName}: ${documentName} expires ${when}`,
    heading: (documentName: string, when: string) => `${documentName} expires ${when}`,
    paragraphs: (d: { documentName: string; companyName: string; taskTitle: string; expiresOnLabel: string }) => [
      `${d.documentName} of ${d.companyName} (task "${d.taskTitle}") expires on ${d.expiresOnLabel}.`,
      "Renew it and upload the new one with its new expiry date, so investors see a current document.",
    ],
    action: "Open the task",
    footer: "You receive this because you own this company on RaiseReady.",
  },
  visitorCode: {
    subject: (spaceName: string, code: string) => `Your code for ${spaceName}: ${code}`,
    heading: "Your verification code",
    paragraphs: (spaceName: string, code: string) => [
      `Enter this code to open the shared space "${spaceName}":`,
      code,
      "The code is valid for 10 minutes.",
    ],
    footer: "If you did not try to open this shared space, you can ignore this email.",
  },
  newVisitor: {
    subject: (visitorEmail: string, spaceName: string) => `${visitorEmail} opened ${spaceName}`,
    heading: "A new visitor opened your shared space",
    paragraphs: (visitorEmail: string, spaceName: string) => [
      `${visitorEmail} opened ${spaceName} for the first time.`,
      "See every visit in the space's access log.",
    ],
    action: "Open RaiseReady",
    footer: "You get this email once per new visitor. Turn it off in the space's access controls.",
  },
  dailyDigest: {
    subject: (summary: string) => `Your daily digest: ${summary}`,
    heading: "Your shared spaces in the last 24 hours",
    section: (spaceName: string, companyName: string) => `${spaceName} (${companyName})`,
    action: "Open RaiseReady",
    footer: (settingsLink: string) =>
      `You get this email once a day, only when something happened, because you turned on the daily digest. Turn it off in Settings: ${settingsLink}`,
  },
} as const;
