/**
 * Email. Record a message in the same transaction as the change that causes it:
 *
 *   await db.$transaction(async (tx) => {
 *     await tx.user.update(...);
 *     await enqueueEmail(tx, { to: user.email, template: "notice", data: { subject, heading, paragraphs } });
 *   });
 *   kickEmailWorker();
 *
 * Notification mail (visit alerts, the digest, reminders) goes through ./notify.ts
 * enqueueNotification instead: only to a verified address, and only while the user is a member of
 * the company it is about.
 *
 * Templates are in ./templates.ts, what each takes in ./payloads.ts ("notice" takes free text for any feature); delivery, retry and
 * backoff in ./worker.ts; SMTP_URL / EMAIL_FROM or .eml files in ./transport.ts.
 */
export { enqueueEmail } from "./outbox";
export { renderEmail } from "./templates";
export type { TemplateData } from "./payloads";
export { kickEmailWorker } from "./kick";
