import { withAuth } from "@/lib/api/handler";
import { listNotifications } from "@/lib/notifications/notifications";

/** The bell's list: recent visitor activity on the spaces of the user's companies, newest first. */
export const GET = withAuth(async ({ user }) => listNotifications({ userId: user.id }));
