import "server-only";
import { subDays } from "date-fns";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { VERIFIED_RECIPIENT } from "@/lib/email/notify";
import { isUnread, NOTIFICATION_KINDS, NOTIFICATION_LIST_LIMIT, NOTIFICATION_WINDOW_DAYS } from "./rules";
import { type NotificationList, type NotificationPreferences, type NotificationPreferencesUpdate } from "./schema";
import { notificationMessages } from "@/lib/messages/notifications";
import { memberWhere } from "@/lib/data/membership";
import { spaceEvents } from "./notification-events";
import { listAccessLogs, type AccessLogPage } from "@/lib/spaces/space-access-logs";

async function settingsOf(userId: string) {
  const db = await getDb();
  return db.notificationSetting.findUnique({ where: { userId }, select: { dailyDigest: true, seenAt: true } });
}

/** Whether notification mail can reach the user at all (lib/email/notify.ts VERIFIED_RECIPIENT). */
async function receivesMail(userId: string): Promise<boolean> {
  const db = await getDb();
  return (await db.user.count({ where: { id: userId, ...VERIFIED_RECIPIENT } })) > 0;
}

/** The bell: recent visitor events on the user's spaces (membership-scoped), newest first, with what is unread. */
export async function listNotifications({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<NotificationList> {
  const [settings, events] = await Promise.all([
    settingsOf(userId),
    spaceEvents({ userId, since: subDays(now, NOTIFICATION_WINDOW_DAYS), kinds: NOTIFICATION_KINDS, limit: NOTIFICATION_LIST_LIMIT }),
  ]);
  const seenAt = settings?.seenAt?.toISOString() ?? null;
  const items = events.map(({ kind, at, email, spaceId, spaceName }) => ({ kind, at, email, spaceId, spaceName, unread: isUnread({ at }, seenAt) }));
  return { items, unreadCount: items.filter((i) => i.unread).length, seenAt };
}

/** "Mark all as read": everything up to now is seen. */
export async function markNotificationsSeen({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<{ seenAt: string }> {
  const db = await getDb();
  await db.notificationSetting.upsert({ where: { userId }, create: { userId, seenAt: now }, update: { seenAt: now } });
  return { seenAt: now.toISOString() };
}

/**
 * Settings' notification switches: the digest (off by default) and task reminders per company, and
 * whether mail is held back because the address is not verified yet.
 */
export async function getNotificationPreferences({ userId }: { userId: string }): Promise<NotificationPreferences> {
  const db = await getDb();
  const [emailVerified, settings, rows] = await Promise.all([
    receivesMail(userId),
    settingsOf(userId),
    db.companyMember.findMany({ where: { userId }, select: { companyId: true, taskReminders: true, company: { select: { name: true } } } }),
  ]);
  const memberships = rows
    .map((m) => ({ companyId: m.companyId, companyName: m.company.name, enabled: m.taskReminders }))
    .sort((a, b) => a.companyName.toLowerCase().localeCompare(b.companyName.toLowerCase()) || a.companyId.localeCompare(b.companyId));
  return { emailVerified, dailyDigest: settings?.dailyDigest ?? false, taskReminders: memberships };
}

/**
 * Saves one change. Task reminders change only on the user's own membership: another company's
 * id (or one the user left) matches no row and is the same 404 as a company that does not exist.
 */
export async function updateNotificationPreferences({
  userId,
  input,
}: {
  userId: string;
  input: NotificationPreferencesUpdate;
}): Promise<NotificationPreferences> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    if (input.taskReminders) {
      const { companyId, enabled } = input.taskReminders;
      const { count } = await tx.companyMember.updateMany({ where: { userId, companyId }, data: { taskReminders: enabled } });
      if (count === 0) throw new ApiError(404, notificationMessages.companyNotFound);
    }
    if (input.dailyDigest !== undefined) {
      const dailyDigest = input.dailyDigest;
      await tx.notificationSetting.upsert({ where: { userId }, create: { userId, dailyDigest }, update: { dailyDigest } });
    }
  });
  return getNotificationPreferences({ userId });
}

/**
 * The access-log page the bell links to: the space's name and its newest visits, for a member of
 * the space's company (the same "read" scope as GET /api/shared-spaces/{id}/access-logs); null for
 * a missing space or one of another company.
 */
export async function spaceAccessLog({
  userId,
  spaceId,
}: {
  userId: string;
  spaceId: string;
}): Promise<{ name: string; page: AccessLogPage } | null> {
  const db = await getDb();
  const space = await db.sharedSpace.findFirst({ where: { id: spaceId, company: memberWhere(userId) }, select: { name: true } });
  if (!space) return null;
  return { name: space.name, page: await listAccessLogs({ userId, spaceId }) };
}
