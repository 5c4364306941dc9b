export interface OAuthProviderConfig {
  id: "github" | "google";
  name: string;
  clientId: string;
  clientSecret: string;
}

/** GitHub and Google appear only when both their client id and secret are configured. */
export function oauthProviders(env: NodeJS.ProcessEnv = process.env): OAuthProviderConfig[] {
  const list: OAuthProviderConfig[] = [];
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    list.push({ id: "github", name: "GitHub", clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET });
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    list.push({ id: "google", name: "Google", clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET });
  }
  return list;
}

interface OAuthSignIn {
  user: { email?: string | null };
  account: { provider: string; type: string; providerAccountId: string; access_token?: string } | null;
  profile?: { email?: string | null; email_verified?: boolean | string | null };
}

/** Where GitHub's API is (tests point it at a local server). */
const githubApi = () => process.env.GITHUB_API_URL?.replace(/\/$/, "") || "https://api.github.com";

/**
 * Whether the provider itself says `email` is verified: Google puts `email_verified` in its
 * profile; GitHub lists the user's addresses with a `verified` flag (GET /user/emails, which the
 * `user:email` scope next-auth asks for allows).
 */
export async function providerSaysVerified(input: OAuthSignIn, email: string): Promise<boolean> {
  const provider = input.account?.provider;
  if (provider === "google") {
    const flag = input.profile?.email_verified;
    return (flag === true || flag === "true") && input.profile?.email?.toLowerCase() === email;
  }
  if (provider === "github" && input.account?.access_token) {
    try {
      const res = await fetch(`${githubApi()}/user/emails`, {
        headers: { Authorization: `Bearer ${input.account.access_token}`, Accept: "application/vnd.github+json", "User-Agent": "raise-ready" },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) return false;
      const list = (await res.json()) as { email?: string; verified?: boolean }[];
      return Array.isArray(list) && list.some((e) => e.email?.toLowerCase() === email && e.verified === true);
    } catch {
      return false;
    }
  }
  return false;
}

/** Sent back to /login (?error=OAuthAccountNotLinked) when linking is refused. */
export const OAUTH_NOT_LINKED = "/login?error=OAuthAccountNotLinked";

/**
 * next-auth's signIn callback for GitHub and Google. A provider account already linked signs in; an
 * email nobody has makes a new account; an email that already has an account is linked to it only
 * when the provider says the email is verified AND the account's own email is verified.
 * Otherwise nobody can take over an account by adding its address, unverified, at a provider.
 */
export async function oauthSignInAllowed(input: OAuthSignIn): Promise<true | string> {
  const account = input.account;
  if (!account || account.type !== "oauth") return true;
  const { getDb } = await import("@/lib/db");
  const db = await getDb();
  const linked = await db.account.findUnique({
    where: { provider_providerAccountId: { provider: account.provider, providerAccountId: account.providerAccountId } },
    select: { id: true },
  });
  if (linked) return true;
  const email = (input.user.email ?? input.profile?.email ?? "").toLowerCase();
  if (!email) return OAUTH_NOT_LINKED;
  const existing = await db.user.findUnique({ where: { email }, select: { emailVerified: true } });
  if (!existing) return true;
  if (!existing.emailVerified) return OAUTH_NOT_LINKED;
  return (await providerSaysVerified(input, email)) ? true : OAUTH_NOT_LINKED;
}

/** The claims of Google's id_token, which next-auth received straight from Google's token endpoint. */
function idTokenClaims(idToken: string | undefined): { email?: string; email_verified?: boolean | string } {
  try {
    return JSON.parse(Buffer.from((idToken ?? "").split(".")[1] ?? "", "base64url").toString("utf8")) ?? {};
  } catch {
    return {};
  }
}

/**
 * A new account made by GitHub or Google sign-in starts verified when the provider vouches for
 * its address (no banner, no link to click). Called by the adapter's linkAccount.
 */
export async function markVerifiedByProvider(
  userId: string,
  account: { provider: string; type: string; providerAccountId: string; access_token?: string; id_token?: string },
): Promise<void> {
  if (account.type !== "oauth") return;
  const { getDb } = await import("@/lib/db");
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerified: true } });
  if (!user || user.emailVerified) return;
  const profile = account.provider === "google" ? idTokenClaims(account.id_token) : undefined;
  if (!(await providerSaysVerified({ user, account, profile }, user.email))) return;
  await db.user.updateMany({ where: { id: userId, email: user.email, emailVerified: null }, data: { emailVerified: new Date() } });
}
