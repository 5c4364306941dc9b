import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { getDb } from "@/lib/db";
import { credentialsSchema } from "@/lib/account/schema/auth";
import { prismaAdapter } from "@/lib/account/adapter";
import { cookies, headers } from "next/headers";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, deviceCookieFrom, deviceIdFor, issueDeviceCookie } from "@/lib/auth/device-cookie";
import { checkPassword, hashPassword, HashBusyError } from "@/lib/auth/password";
import { oauthProviders, oauthSignInAllowed } from "@/lib/account/providers";
import { safeCallbackPath } from "@/lib/auth/safe-path";
import { createSession, isSessionLive, revokeSession, SESSION_MAX_AGE_SECONDS } from "@/lib/account/session";
import { claimSignInAttempt, SIGN_IN_RATE_LIMITED } from "./sign-in-limit";
import { authMessages } from "@/lib/messages/auth";
import { rememberReturningBrowser } from "@/lib/auth/returning-browser";
import { getAuthSecret } from "@/lib/auth/secret";
import { requireSecondFactor } from "@/lib/account/two-factor";

function buildProviders(): NextAuthOptions["providers"] {
  const providers: NextAuthOptions["providers"] = [
    CredentialsProvider({
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
        code: { label: "Authentication code", type: "text" },
      },
      async authorize(credentials, req) {
        const parsed = credentialsSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const { email, password } = parsed.data;
        // Counted before the hash check, atomically (lib/account/sign-in-limit.ts).
        const claim = await claimSignInAttempt(email, req?.headers as Record<string, unknown> | undefined);
        if (!claim.allowed) throw new Error(SIGN_IN_RATE_LIMITED);
        const db = await getDb();
        const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, passwordHash: true } });
        let check;
        try {
          check = await checkPassword(password, user?.passwordHash);
        } catch (error) {
          if (error instanceof HashBusyError) throw new Error(authMessages.hashBusy);
          throw error;
        }
        // Same answer (null -> generic error) whether the email is unknown or the password wrong.
        if (!user || !check.ok) return null;
        // Two-factor accounts: the code is the second step (./two-factor.ts).
        await requireSecondFactor(user.id, (credentials as Record<string, unknown> | undefined)?.code, claim);
        await claim.succeeded();
        if (check.needsRehash) await upgradeHash(user.id, user.passwordHash!, password);
        await rememberDevice(email, typeof req?.headers?.cookie === "string" ? req.headers.cookie : undefined);
        return { id: user.id, email: user.email };
      },
    }),
  ];
  for (const provider of oauthProviders()) {
    // Linking to an account with the same email is decided by oauthSignInAllowed (verified on both sides).
    const options = { clientId: provider.clientId, clientSecret: provider.clientSecret, allowDangerousEmailAccountLinking: true };
    providers.push(provider.id === "github" ? GitHubProvider(options) : GoogleProvider(options));
  }
  return providers;
}

/** A legacy bcrypt (or weaker argon2) hash is replaced by argon2id, unless it changed meanwhile. */
async function upgradeHash(userId: string, oldHash: string, password: string): Promise<void> {
  try {
    const passwordHash = await hashPassword(password);
    const db = await getDb();
    await db.user.updateMany({ where: { id: userId, passwordHash: oldHash }, data: { passwordHash } });
  } catch (error) {
    // A busy hasher only postpones the upgrade to the next sign-in.
    if (!(error instanceof HashBusyError)) throw error;
  }
}

/** Gives this browser a device cookie for the account (kept when it already has a valid one). */
async function rememberDevice(email: string, cookieHeader: string | undefined): Promise<void> {
  if (deviceIdFor(deviceCookieFrom(cookieHeader), email)) return;
  try {
    (await cookies()).set(DEVICE_COOKIE, issueDeviceCookie(email), {
      httpOnly: true,
      sameSite: "lax",
      path: "/api/auth",
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      secure: process.env.NEXTAUTH_URL?.startsWith("https://") ?? false,
    });
  } catch {
    // Outside a request (unit tests call authorize directly): nothing to set.
  }
}

/**
 * next-auth's redirects: only paths on this site. Absolute URLs are on next-auth's own idea of the
 * origin; app/api/auth/[...nextauth]/route.ts re-bases them onto the host the browser used.
 */
function redirectTarget(url: string, baseUrl: string): string {
  let relative: string = url;
  try {
    const parsed = new URL(url, baseUrl);
    relative = parsed.origin === new URL(baseUrl).origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : "/";
  } catch {
    relative = "/";
  }
  return `${new URL(baseUrl).origin}${safeCallbackPath(relative)}`;
}

/** The signing-in browser's User-Agent, for the session list on /settings. */
async function requestUserAgent(): Promise<string | null> {
  try {
    return (await headers()).get("user-agent");
  } catch {
    return null; // outside a request
  }
}

let cached: NextAuthOptions | undefined;

export function getAuthOptions(): NextAuthOptions {
  cached ??= {
    secret: getAuthSecret(),
    adapter: prismaAdapter(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    // next-auth's own sign-out page would post to its base URL; ours revokes and asks cross-site.
    pages: { signIn: "/login", error: "/login", signOut: "/api/logout" },
    providers: buildProviders(),
    events: {
      // Any successful sign-in (password or OAuth): /login opens on "Sign in" for this browser from now on.
      async signIn() {
        await rememberReturningBrowser();
      },
      // POST /api/auth/signout (next-auth's own way out) revokes the session row too.
      async signOut({ token }) {
        await revokeSession(token?.sid);
      },
    },
    callbacks: {
      signIn: ({ user, account, profile }) => oauthSignInAllowed({ user, account, profile }),
      async redirect({ url, baseUrl }) {
        return redirectTarget(url, baseUrl);
      },
      async jwt({ token, user }) {
        // `user` is present only at sign-in: open a server-side session the JWT points at.
        if (user) {
          token.uid = user.id;
          token.sid = await createSession(user.id, await requestUserAgent());
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
