import "server-only";
import { subHours } from "date-fns";
import { getDb } from "@/lib/db";
import { dayOf } from "@/lib/team/rules/assignments";
import { DIGEST_KINDS, DIGEST_WINDOW_HOURS, digestSections, NOTIFICATION_SETTINGS_PATH, withReading } from "./rules";
import type { DigestSection } from "@/lib/email/payloads";
import { can } from "@/lib/team/rules/roles";
import { linkTo } from "@/lib/email/config";
import { enqueueNotification, VERIFIED_RECIPIENT } from "@/lib/email/notify";
import { listMemberships } from "@/lib/team/members";
import { spaceEvents } from "./notification-events";
import { summarizeSpaceActivity } from "@/lib/spaces/space-analytics";

/**
 * Everything the digest says to one user about the window ending at `now`, as sections (one per
 * space): new and returning visitors, and what they read (the analytics events).
 */
export async function gatherDigest({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<DigestSection[]> {
  const since = subHours(now, DIGEST_WINDOW_HOURS);
  const events = await spaceEvents({ userId, since, until: now, kinds: DIGEST_KINDS });
  const companies = (await listMemberships({ userId, currentCompanyId: null })).filter((m) => can(m.role, "share"));
  const reading = await Promise.all(
    companies.map(async (c) =>
      (await summarizeSpaceActivity({ companyId: c.companyId, since, until: now })).map((s) => ({ ...s, companyName: c.name })),
    ),
  );
  return withReading(digestSections(events), reading.flat());
}

/**
 * The daily digest: for each user who opted in and has not had today's, one email with
 * the last 24 hours of their spaces, or nothing when nothing happened; only to a verified address
 * (lib/email/notify.ts), so an unverified user is not even marked as served. The conditional
 * update of last_digest_on and the outbox row share a transaction: two runs (or two instances)
 * racing send it once, and a failed run sends nothing and can be retried.
 */
export async function sendDailyDigests({ now = new Date() }: { now?: Date } = {}): Promise<{ sent: number; skipped: number }> {
  const today = new Date(`${dayOf(now)}T00:00:00Z`);
  const db = await getDb();
  const due = await db.notificationSetting.findMany({
    where: { dailyDigest: true, user: VERIFIED_RECIPIENT, OR: [{ lastDigestOn: null }, { lastDigestOn: { lt: today } }] },
    select: { userId: true },
  });
  let sent = 0;
  let skipped = 0;
  for (const { userId } of due) {
    const sections = await gatherDigest({ userId, now });
    if (sections.length === 0) {
      skipped += 1;
      continue;
    }
    const fresh = await db.$transaction(async (tx) => {
      const { count } = await tx.notificationSetting.updateMany({
        where: { userId, dailyDigest: true, OR: [{ lastDigestOn: null }, { lastDigestOn: { lt: today } }] },
        data: { lastDigestOn: today },
      });
      if (count === 0) return false;
      // Spans companies: each section was read through the user's memberships (gatherDigest).
      return enqueueNotification(tx, {
        userId,
        companyId: null,
        template: "daily-digest",
        data: { sections, settingsLink: linkTo(NOTIFICATION_SETTINGS_PATH) },
      });
    });
    if (fresh) sent += 1;
  }
  return { sent, skipped };
}
