import { z } from "zod";
import { NOTIFICATION_KINDS } from "./rules";
import { uuid } from "@/lib/validations/common";
import { validation } from "@/lib/messages/forms";

/**
 * PATCH /api/account/notifications: turn the digest on or off, and/or the task reminders of one
 * company the user is a member of. At least one of the two.
 */
export const notificationPreferencesUpdateSchema = z
  .strictObject({
    dailyDigest: z.boolean().optional(),
    taskReminders: z.strictObject({ companyId: uuid, enabled: z.boolean() }).optional(),
  })
  .refine((v) => v.dailyDigest !== undefined || v.taskReminders !== undefined, { error: validation.nothingToChange });
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

export const taskReminderPreferenceSchema = z.object({ companyId: z.string(), companyName: z.string(), enabled: z.boolean() });

export const notificationPreferencesSchema = z.object({
  /** False while the address is unconfirmed: no notification mail is sent (Settings says so). */
  emailVerified: z.boolean(),
  dailyDigest: z.boolean(),
  taskReminders: z.array(taskReminderPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationItemSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  at: z.string(),
  email: z.string(),
  spaceId: z.string(),
  spaceName: z.string(),
  unread: z.boolean(),
});

export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  unreadCount: z.number().int(),
  seenAt: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
