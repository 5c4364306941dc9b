import { readJson, withAuth } from "@/lib/api/handler";
import { getNotificationPreferences, updateNotificationPreferences } from "@/lib/notifications/notifications";
import { notificationPreferencesUpdateSchema } from "@/lib/notifications/schema";

/** Settings > Notifications: the daily digest and the task reminders of each company. */
export const GET = withAuth(async ({ user }) => getNotificationPreferences({ userId: user.id }));

export const PATCH = withAuth(async ({ req, user }) => {
  const input = await readJson(req, notificationPreferencesUpdateSchema);
  return updateNotificationPreferences({ userId: user.id, input });
});
