/**
 * Email templates: template strings rendered on the server, each with a plain-text part and a
 * plain, accessible HTML part (one column, real text, a visible link under every button). Every
 * value is escaped; nothing a visitor typed is written into the HTML as markup.
 */
import { digestLineText, digestSummary } from "@/lib/notifications/rules";
import { emailText as T, PRODUCT } from "@/lib/messages/email-templates";
import { linkTo } from "./config";
import type { TemplateData, TemplateName, TemplatePayloads } from "./payloads";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

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
      p(T.buttonFallback) +
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

export const templates = {
  "verify-email": (d: TemplatePayloads["verify-email"]) =>
    layout({
      subject: T.verifyEmail.subject,
      heading: T.verifyEmail.heading,
      paragraphs: [...T.verifyEmail.paragraphs],
      action: { href: d.link, label: T.verifyEmail.action },
      footer: T.verifyEmail.footer,
    }),
  "reset-password": (d: TemplatePayloads["reset-password"]) =>
    layout({
      subject: T.resetPassword.subject,
      heading: T.resetPassword.heading,
      paragraphs: [...T.resetPassword.paragraphs],
      action: { href: d.link, label: T.resetPassword.action },
      footer: T.resetPassword.footer,
    }),
  "change-email": (d: TemplatePayloads["change-email"]) =>
    layout({
      subject: T.changeEmail.subject,
      heading: T.changeEmail.heading,
      paragraphs: T.changeEmail.paragraphs(d.newEmail),
      action: { href: d.link, label: T.changeEmail.action },
      footer: T.changeEmail.footer,
    }),
  "email-change-requested": (d: TemplatePayloads["email-change-requested"]) =>
    layout({
      subject: T.emailChangeRequested.subject,
      heading: T.emailChangeRequested.heading,
      paragraphs: T.emailChangeRequested.paragraphs(d.newEmail),
      action: { href: linkTo("/forgot-password"), label: T.emailChangeRequested.action },
    }),
  "password-changed": () =>
    layout({
      subject: T.passwordChanged.subject,
      heading: T.passwordChanged.heading,
      paragraphs: [...T.passwordChanged.paragraphs],
      action: { href: linkTo("/forgot-password"), label: T.passwordChanged.action },
    }),
  notice: (d: TemplatePayloads["notice"]) => layout(d),
  "task-reminder": (d: TemplatePayloads["task-reminder"]) => renderTaskReminder(d),
  "expiry-reminder": (d: TemplatePayloads["expiry-reminder"]) => expiryReminder(d),
  "company-invitation": (d: TemplatePayloads["company-invitation"]) =>
    layout({
      subject: T.companyInvitation.subject(d),
      heading: T.companyInvitation.heading(d.companyName),
      paragraphs: T.companyInvitation.paragraphs(d),
      action: { href: d.link, label: T.companyInvitation.action },
      footer: T.companyInvitation.footer,
    }),
  "visitor-code": (d: TemplatePayloads["visitor-code"]) => renderVisitorCode(d),
  "new-visitor": (d: TemplatePayloads["new-visitor"]) => renderNewVisitor(d),
  "daily-digest": (d: TemplatePayloads["daily-digest"]) => renderDailyDigest(d),
} satisfies { [T in TemplateName]: (data: TemplateData<T>) => RenderedEmail };

export function renderEmail<T extends TemplateName>(template: T, data: TemplateData<T>): RenderedEmail {
  const render = templates[template] as (d: TemplateData<T>) => RenderedEmail;
  if (!render) throw new Error(`Unknown email template ${String(template)}`);
  return render(data);
}

/**
 * The daily task reminder: overdue and soon-due tasks, a link to the dashboard's "My tasks", and
 * the member's own unsubscribe link (clickable in the HTML part too). Every value escaped.
 */
export function renderTaskReminder(d: TemplatePayloads["task-reminder"]): RenderedEmail {
  const overdue = d.tasks.filter((t) => t.kind === "overdue").length;
  const rendered = layout({
    subject: T.taskReminder.subject(overdue, d.companyName),
    heading: T.taskReminder.heading(d.companyName),
    paragraphs: [T.taskReminder.intro, ...d.tasks.map(T.taskReminder.line)],
    action: { href: linkTo("/"), label: T.taskReminder.action },
    footer: T.taskReminder.footer(d.unsubscribeLink),
  });
  const unsubscribe = `<p style="margin:16px 0 0;font-size:14px"><a href="${escapeHtml(d.unsubscribeLink)}" style="color:#1d4ed8">${T.taskReminder.unsubscribe}</a></p>`;
  return { ...rendered, html: rendered.html.replace("</main>", `${unsubscribe}\n</main>`) };
}

/** A document of a company expires soon (lib/notifications/expiry-reminders.ts). */
function expiryReminder(d: TemplatePayloads["expiry-reminder"]): RenderedEmail {
  const when = T.expiryReminder.when(d.days);
  // A subject is one header line: whatever the founder typed, no line break gets into it.
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();
  return layout({
    subject: T.expiryReminder.subject(oneLine(d.companyName), oneLine(d.documentName), when),
    heading: T.expiryReminder.heading(d.documentName, when),
    paragraphs: T.expiryReminder.paragraphs(d),
    action: { href: d.link, label: T.expiryReminder.action },
    footer: T.expiryReminder.footer,
  });
}

/** The visitor gate: the 6-digit code a visitor types to open a space that requires verification. */
export function renderVisitorCode(d: TemplatePayloads["visitor-code"]): RenderedEmail {
  return layout({
    subject: T.visitorCode.subject(d.spaceName, d.code),
    heading: T.visitorCode.heading,
    paragraphs: T.visitorCode.paragraphs(d.spaceName, d.code),
    footer: T.visitorCode.footer,
  });
}

/** A new visitor email opened one of the founder's spaces. */
export function renderNewVisitor(d: TemplatePayloads["new-visitor"]): RenderedEmail {
  return layout({
    subject: T.newVisitor.subject(d.visitorEmail, d.spaceName),
    heading: T.newVisitor.heading,
    paragraphs: T.newVisitor.paragraphs(d.visitorEmail, d.spaceName),
    action: { href: linkTo("/"), label: T.newVisitor.action },
    footer: T.newVisitor.footer,
  });
}

/** The opt-in daily digest (lib/notifications/digest.ts), one block per space with activity. */
export function renderDailyDigest(d: TemplatePayloads["daily-digest"]): RenderedEmail {
  return layout({
    subject: T.dailyDigest.subject(digestSummary(d.sections)),
    heading: T.dailyDigest.heading,
    paragraphs: d.sections.flatMap((s) => [
      T.dailyDigest.section(s.spaceName, s.companyName),
      ...s.lines.map(digestLineText),
      ...(s.reading ? [s.reading] : []),
    ]),
    action: { href: linkTo("/"), label: T.dailyDigest.action },
    footer: T.dailyDigest.footer(d.settingsLink),
  });
}
