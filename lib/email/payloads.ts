/**
 * What each email template takes: the data a flow queues (sealed into the outbox row) and the
 * worker renders later (./templates.ts). Types only, apart from the rendering, so a flow that
 * queues mail reads these shapes without reaching the templates, their wording or the links'
 * configuration.
 */

/** The visits the daily digest lists (the bell shows more kinds: lib/notifications/rules.ts). */
export type DigestKind = "new-visitor" | "returning-visit";

export interface DigestLine {
  kind: DigestKind;
  email: string;
}

/** One space's part of the digest: its visitors, and what they read (the analytics events). */
export interface DigestSection {
  spaceId: string;
  spaceName: string;
  companyName: string;
  lines: DigestLine[];
  /** "Read: 2 documents opened, 9 pages viewed, 1 download"; absent when nothing was read. */
  reading?: string;
}

/** One line of the task reminder. */
export interface ReminderLine {
  title: string;
  dueOn: string;
  kind: "overdue" | "due";
}

/** A document of a company expires soon (lib/notifications/expiry-reminders.ts). */
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

export interface TemplatePayloads {
  "verify-email": { link: string };
  "reset-password": { link: string };
  "change-email": { link: string; newEmail: string };
  "email-change-requested": { newEmail: string };
  "password-changed": undefined;
  /** A free-form notice for other features (account settings, two-factor, deletion). */
  notice: { subject: string; heading: string; paragraphs: string[]; action?: { href: string; label: string } };
  "task-reminder": { companyName: string; tasks: ReminderLine[]; unsubscribeLink: string };
  "expiry-reminder": ExpiryReminderData;
  /** An invitation to join a company; the link works once and for 7 days. */
  "company-invitation": { link: string; companyName: string; inviterName: string; role: string };
  /** The visitor gate: the 6-digit code a visitor types to open a space that requires verification. */
  "visitor-code": { code: string; spaceName: string };
  /** A new visitor email opened one of the founder's spaces. */
  "new-visitor": { visitorEmail: string; spaceName: string };
  /** The opt-in daily digest (lib/notifications/digest.ts), one block per space with activity. */
  "daily-digest": { sections: DigestSection[]; settingsLink: string };
}

export type TemplateName = keyof TemplatePayloads;
export type TemplateData<T extends TemplateName> = TemplatePayloads[T];
