import type { Adapter, AdapterAccount, AdapterUser } from "next-auth/adapters";
import { getDb } from "@/lib/db";
import { markVerifiedByProvider } from "./providers";

type UserRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  emailVerified: Date | null;
};

function toAdapterUser(row: UserRow): AdapterUser {
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ") || null;
  return { id: row.id, email: row.email, emailVerified: row.emailVerified, name, image: row.profileImageUrl };
}

function splitName(name: string | null | undefined) {
  const [firstName, ...rest] = (name ?? "").trim().split(/\s+/);
  return { firstName: firstName || null, lastName: rest.join(" ") || null };
}

/**
 * The slice of the next-auth adapter that OAuth sign-in needs (sessions are JWTs pointing at our
 * own session rows, see session.ts). Maps next-auth's `name`/`image` onto our user columns.
 */
export function prismaAdapter(): Adapter {
  return {
    async createUser(user: Omit<AdapterUser, "id">) {
      const db = await getDb();
      const row = await db.user.create({
        data: {
          email: user.email.toLowerCase(),
          emailVerified: user.emailVerified,
          profileImageUrl: user.image ?? null,
          ...splitName(user.name),
        },
      });
      return toAdapterUser(row);
    },
    async getUser(id) {
      const db = await getDb();
      const row = await db.user.findUnique({ where: { id } }).catch(() => null);
      return row ? toAdapterUser(row) : null;
    },
    async getUserByEmail(email) {
      const db = await getDb();
      const row = await db.user.findUnique({ where: { email: email.toLowerCase() } });
      return row ? toAdapterUser(row) : null;
    },
    async getUserByAccount({ provider, providerAccountId }) {
      const db = await getDb();
      const account = await db.account.findUnique({
        where: { provider_providerAccountId: { provider, providerAccountId } },
        select: { user: true },
      });
      return account ? toAdapterUser(account.user) : null;
    },
    async updateUser({ id, name, image, emailVerified }) {
      const db = await getDb();
      const row = await db.user.update({
        where: { id },
        data: {
          ...(name !== undefined ? splitName(name) : {}),
          ...(image !== undefined ? { profileImageUrl: image } : {}),
          ...(emailVerified !== undefined ? { emailVerified } : {}),
        },
      });
      return toAdapterUser(row);
    },
    async linkAccount(account: AdapterAccount) {
      const db = await getDb();
      await db.account.create({
        data: {
          userId: account.userId,
          type: account.type,
          provider: account.provider,
          providerAccountId: account.providerAccountId,
          refresh_token: account.refresh_token ?? null,
          access_token: account.access_token ?? null,
          expires_at: account.expires_at ?? null,
          token_type: account.token_type ?? null,
          scope: account.scope ?? null,
          id_token: account.id_token ?? null,
          session_state: typeof account.session_state === "string" ? account.session_state : null,
        },
      });
      await markVerifiedByProvider(account.userId, account);
    },
  };
}
