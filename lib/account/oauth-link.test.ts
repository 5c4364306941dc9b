import { createServer, type Server } from "node:http";
import { getDb } from "@/lib/db";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { prismaAdapter } from "./adapter";
import { OAUTH_NOT_LINKED, oauthSignInAllowed } from "./providers";

setupTestDatabase();

// A stand-in for GitHub's API on loopback: GET /user/emails answers per access token.
const githubEmails: Record<string, { email: string; verified: boolean; primary: boolean }[]> = {};
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const list = req.url === "/user/emails" ? githubEmails[token] : undefined;
    res.writeHead(list ? 200 : 401, { "content-type": "application/json" }).end(JSON.stringify(list ?? { message: "Bad credentials" }));
  });
  await new Promise<void>((resolve) => server.listen(3365, "127.0.0.1", resolve));
  process.env.GITHUB_API_URL = "http://127.0.0.1:3365";
});
afterAll(async () => {
  delete process.env.GITHUB_API_URL;
  await new Promise((resolve) => server.close(resolve));
});

const google = (email: string, verified: boolean, id = `g-${email}`) => ({
  user: { email },
  account: { provider: "google", type: "oauth", providerAccountId: id },
  profile: { email, email_verified: verified },
});
const github = (email: string, token: string, id = `gh-${email}`) => ({
  user: { email },
  account: { provider: "github", type: "oauth", providerAccountId: id, access_token: token },
  profile: { email },
});

async function verifiedUser() {
  const user = await createTestUser();
  await (await getDb()).user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
  return user;
}

describe("OAuth sign-in linking to an existing account", () => {
  it("links when Google and the account both say the email is verified", async () => {
    const user = await verifiedUser();
    expect(await oauthSignInAllowed(google(user.email, true))).toBe(true);
  });

  it("refuses when Google says the email is not verified", async () => {
    const user = await verifiedUser();
    expect(await oauthSignInAllowed(google(user.email, false))).toBe(OAUTH_NOT_LINKED);
  });

  it("refuses when the account's own email is not verified, whatever the provider says", async () => {
    const user = await createTestUser();
    expect(await oauthSignInAllowed(google(user.email, true))).toBe(OAUTH_NOT_LINKED);
    githubEmails["tok-unverified-account"] = [{ email: user.email, verified: true, primary: true }];
    expect(await oauthSignInAllowed(github(user.email, "tok-unverified-account"))).toBe(OAUTH_NOT_LINKED);
  });

  it("asks GitHub which addresses are verified", async () => {
    const user = await verifiedUser();
    githubEmails["tok-verified"] = [{ email: user.email.toUpperCase(), verified: true, primary: true }];
    githubEmails["tok-unverified"] = [{ email: user.email, verified: false, primary: true }];
    githubEmails["tok-other"] = [{ email: "someone-else@example.com", verified: true, primary: true }];
    expect(await oauthSignInAllowed(github(user.email, "tok-verified"))).toBe(true);
    expect(await oauthSignInAllowed(github(user.email, "tok-unverified"))).toBe(OAUTH_NOT_LINKED);
    expect(await oauthSignInAllowed(github(user.email, "tok-other"))).toBe(OAUTH_NOT_LINKED);
    expect(await oauthSignInAllowed(github(user.email, "tok-revoked"))).toBe(OAUTH_NOT_LINKED);
  });

  it("lets a new email make a new account, an already linked provider account sign in, and credentials through", async () => {
    expect(await oauthSignInAllowed(google("brand-new@example.com", false))).toBe(true);
    const user = await createTestUser();
    await (await getDb()).account.create({ data: { userId: user.id, type: "oauth", provider: "google", providerAccountId: "linked-1" } });
    expect(await oauthSignInAllowed(google(user.email, false, "linked-1"))).toBe(true);
    expect(
      await oauthSignInAllowed({
        user: { email: user.email },
        account: { provider: "credentials", type: "credentials", providerAccountId: user.id },
      }),
    ).toBe(true);
  });
});

describe("a new account made by OAuth sign-in", () => {
  const idToken = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.s`;
  const verifiedAt = async (id: string) => (await (await getDb()).user.findUniqueOrThrow({ where: { id } })).emailVerified;
  const link = (userId: string, extra: Record<string, string>) =>
    prismaAdapter().linkAccount!({ userId, type: "oauth", provider: extra.provider, providerAccountId: `${extra.provider}-${userId}`, ...extra });

  it("starts verified when Google's id_token says the address is verified", async () => {
    const user = await createTestUser();
    await link(user.id, { provider: "google", id_token: idToken({ email: user.email, email_verified: true }) });
    expect(await verifiedAt(user.id)).not.toBeNull();
  });

  it("stays unverified when the provider does not vouch for that address", async () => {
    const a = await createTestUser();
    await link(a.id, { provider: "google", id_token: idToken({ email: a.email, email_verified: false }) });
    expect(await verifiedAt(a.id)).toBeNull();
    const b = await createTestUser();
    githubEmails["tok-new-other"] = [{ email: "elsewhere@example.com", verified: true, primary: true }];
    await link(b.id, { provider: "github", access_token: "tok-new-other" });
    expect(await verifiedAt(b.id)).toBeNull();
  });

  it("starts verified when GitHub lists the address as verified", async () => {
    const user = await createTestUser();
    githubEmails["tok-new"] = [{ email: user.email, verified: true, primary: true }];
    await link(user.id, { provider: "github", access_token: "tok-new" });
    expect(await verifiedAt(user.id)).not.toBeNull();
  });
});
