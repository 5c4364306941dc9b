import { withAuth } from "@/lib/api/handler";
import type { CurrentUser } from "@/lib/account/schema/user";

export const GET = withAuth(
  async ({ user }) =>
    ({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
    }) satisfies CurrentUser,
);
