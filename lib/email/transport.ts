import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { emailFrom, mailDir, smtpUrl, writesMailFiles } from "./config";
import type { RenderedEmail } from "./templates";

export interface Envelope extends RenderedEmail {
  to: string;
  /** Stable per outbox row: a message retried after an unclear failure has the same Message-ID. */
  messageId: string;
}

let cached: { url: string; transporter: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (cached?.url !== url) {
    cached?.transporter.close();
    cached = { url, transporter: nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }) };
  }
  return cached.transporter;
}

const LINK = /https?:\/\/[^\s]+/;

/**
 * Hands one message to SMTP (SMTP_URL) or, with no SMTP, writes it as an .eml file under
 * .data/mail/ and prints its link, so every flow can be finished on `npm start` (on a stateless
 * deploy without SMTP, only prints it: lib/email/config.ts `writesMailFiles`).
 */
export async function deliver(envelope: Envelope): Promise<void> {
  const message = {
    from: emailFrom(),
    to: envelope.to,
    subject: envelope.subject,
    text: envelope.text,
    html: envelope.html,
    messageId: envelope.messageId,
  };
  const url = smtpUrl();
  if (url) {
    await smtpTransport(url).sendMail(message);
    return;
  }
  const link = envelope.text.match(LINK)?.[0];
  if (!writesMailFiles()) {
    // A stateless deploy without SMTP: the server log is the only place the message can go.
    console.warn(`[email] SMTP_URL is not set: to ${envelope.to}: "${envelope.subject}" not sent${link ? `\n[email] link: ${link}` : ""}`);
    return;
  }
  const raw = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message);
  const dir = mailDir();
  await mkdir(/*turbopackIgnore: true*/ dir, { recursive: true });
  const file = path.join(
    /*turbopackIgnore: true*/ dir,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${envelope.messageId.replace(/[^a-z0-9-]/gi, "")}.eml`,
  );
  await writeFile(/*turbopackIgnore: true*/ file, raw.message as Buffer);
  console.log(`[email] to ${envelope.to}: "${envelope.subject}" written to ${file}${link ? `\n[email] link: ${link}` : ""}`);
}
