import { withAuth } from "@/lib/api/handler";
import { markNotificationsSeen } from "@/lib/notifications/notifications";

/** "Mark all as read": the user's seen-at becomes now. */
export const POST = withAuth(async ({ user }) => markNotificationsSeen({ userId: user.id }));
