import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { getDb } from "@/lib/db";
import { credentialsSchema } from "@/lib/validations/auth";
import { prismaAdapter } from "./adapter";
import { verifyPassword } from "./password";
import { oauthProviders } from "./providers";
import { createSession, isSessionLive, SESSION_MAX_AGE_SECONDS } from "./session";
import { recordFailedSignIn, SIGN_IN_RATE_LIMITED, signInAllowed } from "./sign-in-limit";
import { getAuthSecret } from "./secret";

function buildProviders(): NextAuthOptions["providers"] {
  const providers: NextAuthOptions["providers"] = [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        const parsed = credentialsSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const { email } = parsed.data;
        if (!(await signInAllowed(email, req?.headers))) throw new Error(SIGN_IN_RATE_LIMITED);
        const db = await getDb();
        const user = await db.user.findUnique({
          where: { email: parsed.data.email },
          select: { id: true, email: true, passwordHash: true },
        });
        // Same answer (null -> generic error) whether the email is unknown or the password wrong.
        if (!(await verifyPassword(parsed.data.password, user?.passwordHash))) {
          await recordFailedSignIn(email, req?.headers);
          return null;
        }
        return { id: user!.id, email: user!.email };
      },
    }),
  ];
  for (const provider of oauthProviders()) {
    const options = { clientId: provider.clientId, clientSecret: provider.clientSecret };
    providers.push(provider.id === "github" ? GitHubProvider(options) : GoogleProvider(options));
  }
  return providers;
}

let cached: NextAuthOptions | undefined;

export function getAuthOptions(): NextAuthOptions {
  cached ??= {
    secret: getAuthSecret(),
    adapter: prismaAdapter(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    providers: buildProviders(),
    callbacks: {
      async jwt({ token, user }) {
        // `user` is present only at sign-in: open a server-side session the JWT points at.
        if (user) {
          token.uid = user.id;
          token.sid = await createSession(user.id);
          return token;
        }
        // A JWT whose server-side session row is gone (signed out) is dead for next-auth's own
        // routes too: throwing makes /api/auth/session answer {} and clear the cookie.
        if (!(await isSessionLive(token.sid))) throw new Error("Session ended");
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.uid } };
      },
    },
  };
  return cached;
}
