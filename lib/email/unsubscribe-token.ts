import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "@/lib/auth/secret";

/**
 * The unsubscribe link of the task reminder: it names one membership (company and user)
 * and is signed with a key derived from NEXTAUTH_SECRET, so it needs no stored token, never
 * expires, and cannot be forged for someone else's membership.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function signature(payload: string): string {
  return createHmac("sha256", `task-reminders:${getAuthSecret()}`).update(payload).digest("base64url");
}

export interface ReminderMembership {
  companyId: string;
  userId: string;
}

export function signUnsubscribeToken({ companyId, userId }: ReminderMembership): string {
  const payload = `${companyId}.${userId}`;
  return `${payload}.${signature(payload)}`;
}

/** The membership a token names, or null if it is malformed or its signature is wrong. */
export function verifyUnsubscribeToken(token: string): ReminderMembership | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [companyId, userId, given, ...rest] = token.split(".");
  if (rest.length || !UUID.test(companyId ?? "") || !UUID.test(userId ?? "") || !given) return null;
  const expected = Buffer.from(signature(`${companyId}.${userId}`));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { companyId, userId } : null;
}
