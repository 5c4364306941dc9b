/**
 * Email templates: template strings rendered on the server, each with a plain-text part and a
 * plain, accessible HTML part (one column, real text, a visible link under every button). Every
 * value is escaped; nothing a visitor typed is written into the HTML as markup.
 */
import { digestLineText, digestSummary, type DigestSection } from "@/lib/domain/notifications";
import { linkTo } from "./config";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT = "RaiseReady";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

interface Layout {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { href: string; label: string };
  footer?: string;
}

function layout({ subject, heading, paragraphs, action, footer }: Layout): RenderedEmail {
  const text = [
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.href}`, ""] : []),
    ...(footer ? [footer, ""] : []),
    `- ${PRODUCT}`,
  ].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#0f172a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      p("If the button does not work, copy this address into your browser:") +
      `<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${escapeHtml(action.href)}" style="color:#1d4ed8">${escapeHtml(action.href)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;color:#0f172a;font-family:system-ui,-apple-system,'Segoe UI',sans-serif">
<main role="main" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join("\n")}
${button}
${footer ? `<p style="margin:24px 0 0;font-size:14px;color:#475569">${escapeHtml(footer)}</p>` : ""}
<p style="margin:24px 0 0;font-size:14px;color:#475569">${PRODUCT}</p>
</main></body></html>`;
  return { subject, text, html };
}

const IGNORE = "If you did not ask for this, you can ignore this email.";

export const templates = {
  "verify-email": (d: { link: string }) =>
    layout({
      subject: `Verify your email for ${PRODUCT}`,
      heading: "Verify your email address",
      paragraphs: ["Confirm that this is your email address to finish setting up your account. The link is valid for 24 hours."],
      action: { href: d.link, label: "Verify email" },
      footer: IGNORE,
    }),
  "reset-password": (d: { link: string }) =>
    layout({
      subject: `Reset your ${PRODUCT} password`,
      heading: "Reset your password",
      paragraphs: ["Someone asked to reset the password of your account. The link works once and is valid for 1 hour."],
      action: { href: d.link, label: "Choose a new password" },
      footer: `${IGNORE} Your password stays as it is.`,
    }),
  "change-email": (d: { link: string; newEmail: string }) =>
    layout({
      subject: `Confirm your new email for ${PRODUCT}`,
      heading: "Confirm your new email address",
      paragraphs: [`Confirm ${d.newEmail} as the new email address of your account. The link is valid for 24 hours.`],
      action: { href: d.link, label: "Confirm new email" },
      footer: `${IGNORE} Your email address stays as it is.`,
    }),
  "email-change-requested": (d: { newEmail: string }) =>
    layout({
      subject: `Your ${PRODUCT} email is about to change`,
      heading: "Email change requested",
      paragraphs: [
        `Someone signed in to your account asked to change its email address to ${d.newEmail}. It changes only once that address is confirmed.`,
        "If this was not you, reset your password now.",
      ],
      action: { href: linkTo("/forgot-password"), label: "Reset password" },
    }),
  "password-changed": () =>
    layout({
      subject: `Your ${PRODUCT} password was changed`,
      heading: "Your password was changed",
      paragraphs: [
        "The password of your account was just changed and every other session was signed out.",
        "If this was not you, reset your password now.",
      ],
      action: { href: linkTo("/forgot-password"), label: "Reset password" },
    }),
  /** A free-form notice for other features (account settings, two-factor, deletion). */
  notice: (d: { subject: string; heading: string; paragraphs: string[]; action?: { href: string; label: string } }) => layout(d),
  "task-reminder": (d: { companyName: string; tasks: ReminderLine[]; unsubscribeLink: string }) => renderTaskReminder(d),
  "expiry-reminder": (d: ExpiryReminderData) => expiryReminder(d),
  /** An invitation to join a company; the link works once and for 7 days. */
  "company-invitation": (d: { link: string; companyName: string; inviterName: string; role: string }) =>
    layout({
      subject: `${d.inviterName} invited you to ${d.companyName} on ${PRODUCT}`,
      heading: `Join ${d.companyName}`,
      paragraphs: [
        `${d.inviterName} invited you to work on ${d.companyName}'s fundraising documents as ${d.role}.`,
        "The link works once and is valid for 7 days. Sign in or create an account with this email address to accept.",
      ],
      action: { href: d.link, label: "Accept invitation" },
      footer: "If you do not know this company, you can ignore this email.",
    }),
  "visitor-code": (d: { code: string; spaceName: string }) => renderVisitorCode(d),
  "new-visitor": (d: { visitorEmail: string; spaceName: string }) => renderNewVisitor(d),
  "daily-digest": (d: DailyDigestData) => renderDailyDigest(d),
} satisfies Record<string, (data: never) => RenderedEmail>;

export type TemplateName = keyof typeof templates;
export type TemplateData<T extends TemplateName> = Parameters<(typeof templates)[T]>[0];

export function renderEmail<T extends TemplateName>(template: T, data: TemplateData<T>): RenderedEmail {
  const render = templates[template] as (d: TemplateData<T>) => RenderedEmail;
  if (!render) throw new Error(`Unknown email template ${String(template)}`);
  return render(data);
}

/** One line of the task reminder. */
export interface ReminderLine {
  title: string;
  dueOn: string;
  kind: "overdue" | "due";
}

/**
 * The daily task reminder: overdue and soon-due tasks, a link to the dashboard's "My tasks", and
 * the member's own unsubscribe link (clickable in the HTML part too). Every value escaped.
 */
export function renderTaskReminder(d: { companyName: string; tasks: ReminderLine[]; unsubscribeLink: string }): RenderedEmail {
  const overdue = d.tasks.filter((t) => t.kind === "overdue").length;
  const rendered = layout({
    subject: overdue > 0 ? `${overdue} overdue ${overdue === 1 ? "task" : "tasks"} in ${d.companyName}` : `Tasks due soon in ${d.companyName}`,
    heading: `Your tasks in ${d.companyName}`,
    paragraphs: [
      "These tasks are assigned to you and are overdue or due in the next few days:",
      ...d.tasks.map((t) => `${t.kind === "overdue" ? "Overdue" : "Due"} ${t.dueOn}: ${t.title}`),
    ],
    action: { href: linkTo("/"), label: "Open My tasks" },
    footer: `You get this email once a day while tasks assigned to you are due. Unsubscribe: ${d.unsubscribeLink}`,
  });
  const unsubscribe = `<p style="margin:16px 0 0;font-size:14px"><a href="${escapeHtml(d.unsubscribeLink)}" style="color:#1d4ed8">Unsubscribe from task reminders</a></p>`;
  return { ...rendered, html: rendered.html.replace("</main>", `${unsubscribe}\n</main>`) };
}

/** A document of a company expires soon (lib/data/expiry-reminders.ts). */
export interface ExpiryReminderData {
  companyName: string;
  documentName: string;
  taskTitle: string;
  /** Days left (1 or more). */
  days: number;
  /** "3 Mar 2027". */
  expiresOnLabel: string;
  link: string;
}

function expiryReminder(d: ExpiryReminderData): RenderedEmail {
  const when = d.days === 1 ? "tomorrow" : `in ${d.days} days`;
  // A subject is one header line: whatever the founder typed, no line break gets into it.
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();
  return layout({
    subject: `${oneLine(d.companyName)}: ${oneLine(d.documentName)} expires ${when}`,
    heading: `${d.documentName} expires ${when}`,
    paragraphs: [
      `${d.documentName} of ${d.companyName} (task "${d.taskTitle}") expires on ${d.expiresOnLabel}.`,
      "Renew it and upload the new one with its new expiry date, so investors see a current document.",
    ],
    action: { href: d.link, label: "Open the task" },
    footer: "You receive this because you own this company on RaiseReady.",
  });
}

/** The visitor gate: the 6-digit code a visitor types to open a space that requires verification. */
export function renderVisitorCode(d: { code: string; spaceName: string }): RenderedEmail {
  return layout({
    subject: `Your code for ${d.spaceName}: ${d.code}`,
    heading: "Your verification code",
    paragraphs: [`Enter this code to open the shared space "${d.spaceName}":`, d.code, "The code is valid for 10 minutes."],
    footer: "If you did not try to open this shared space, you can ignore this email.",
  });
}

/** A new visitor email opened one of the founder's spaces. */
export function renderNewVisitor(d: { visitorEmail: string; spaceName: string }): RenderedEmail {
  return layout({
    subject: `${d.visitorEmail} opened ${d.spaceName}`,
    heading: "A new visitor opened your shared space",
    paragraphs: [`${d.visitorEmail} opened ${d.spaceName} for the first time.`, "See every visit in the space's access log."],
    action: { href: linkTo("/"), label: "Open RaiseReady" },
    footer: "You get this email once per new visitor. Turn it off in the space's access controls.",
  });
}

/** The opt-in daily digest (lib/data/digest.ts), one block per space with activity. */
export interface DailyDigestData {
  sections: DigestSection[];
  settingsLink: string;
}

export function renderDailyDigest(d: DailyDigestData): RenderedEmail {
  return layout({
    subject: `Your daily digest: ${digestSummary(d.sections)}`,
    heading: "Your shared spaces in the last 24 hours",
    paragraphs: d.sections.flatMap((s) => [`${s.spaceName} (${s.companyName})`, ...s.lines.map(digestLineText), ...(s.reading ? [s.reading] : [])]),
    action: { href: linkTo("/"), label: "Open RaiseReady" },
    footer: `You get this email once a day, only when something happened, because you turned on the daily digest. Turn it off in Settings: ${d.settingsLink}`,
  });
}
