/**
 * Email templates: template strings rendered on the server, each with a plain-text part and a
 * plain, accessible HTML part (one column, real text, a visible link under every button). Every
 * value is escaped; nothing a visitor typed is written into the HTML as markup.
 */
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
      paragraphs: ["The password of your account was just changed and every other session was signed out.", "If this was not you, reset your password now."],
      action: { href: linkTo("/forgot-password"), label: "Reset password" },
    }),
  /** A free-form notice for other features (account settings, two-factor, deletion). */
  notice: (d: { subject: string; heading: string; paragraphs: string[]; action?: { href: string; label: string } }) => layout(d),
} satisfies Record<string, (data: never) => RenderedEmail>;

export type TemplateName = keyof typeof templates;
export type TemplateData<T extends TemplateName> = Parameters<(typeof templates)[T]>[0];

export function renderEmail<T extends TemplateName>(template: T, data: TemplateData<T>): RenderedEmail {
  const render = templates[template] as (d: TemplateData<T>) => RenderedEmail;
  if (!render) throw new Error(`Unknown email template ${String(template)}`);
  return render(data);
}
