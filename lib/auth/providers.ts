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
