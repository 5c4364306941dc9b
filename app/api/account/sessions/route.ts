import { withAuth } from "@/lib/api/handler";
import { readSessionId } from "@/lib/auth/session-token";
import { listSessions, revokeAllSessions } from "@/lib/account/account";
import type { SessionListResponse } from "@/lib/account/schema/account";

export const GET = withAuth(
  async ({ req, user }) => ({ data: await listSessions({ userId: user.id, currentSid: await readSessionId(req) }) }) satisfies SessionListResponse,
);

/** "Sign out everywhere": every session row of the user, this one included. */
export const DELETE = withAuth(async ({ user }) => ({ revoked: await revokeAllSessions({ userId: user.id }) }));
