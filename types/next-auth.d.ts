import "next-auth";
import "next-auth/jwt";

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    /** The session row this token belongs to (lib/account/session.ts). */
    sid?: string;
  }
}

declare module "next-auth" {
  interface Session {
    user: { id?: string; name?: string | null; email?: string | null; image?: string | null };
  }
}
