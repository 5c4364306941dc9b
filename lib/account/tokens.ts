import "server-only";
import type { Prisma, PrismaClient } from "@/lib/db";
import { hashToken, newLinkToken } from "@/lib/auth/link-token";

/** The account's links: the rows of email_tokens, each used once, only its hash stored. */
export type TokenPurpose = "verify-email" | "reset-password" | "change-email";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  "verify-email": 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
  "change-email": 24 * 60 * 60 * 1000,
};

type Tx = Pick<Prisma.TransactionClient | PrismaClient, "emailToken">;

/**
 * A new single-use link token. Earlier unused tokens of the same purpose for this user die with it,
 * so only the newest link works. Only the hash is stored; the raw token goes into the email.
 */
export async function issueToken(tx: Tx, input: { userId: string; purpose: TokenPurpose; email: string; now?: Date }): Promise<string> {
  const now = input.now ?? new Date();
  const { raw, hash } = newLinkToken();
  await tx.emailToken.updateMany({ where: { userId: input.userId, purpose: input.purpose, usedAt: null }, data: { usedAt: now } });
  await tx.emailToken.create({
    data: {
      userId: input.userId,
      purpose: input.purpose,
      email: input.email,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[input.purpose]),
      createdAt: now,
    },
  });
  return raw;
}

export interface UsedToken {
  userId: string;
  purpose: TokenPurpose;
  email: string;
}

/** A raw token of a plausible length: anything else is refused before a query. */
const plausible = (raw: unknown): raw is string => typeof raw === "string" && raw.length >= 20 && raw.length <= 100;

/**
 * Uses a token once: one conditional UPDATE (unused, unexpired, of an allowed purpose), so two
 * requests racing with the same link cannot both succeed. Null for an unknown, used or expired one.
 */
export async function consumeToken(tx: Tx, raw: string, purposes: TokenPurpose[], now = new Date()): Promise<UsedToken | null> {
  if (!plausible(raw)) return null;
  const tokenHash = hashToken(raw);
  const { count } = await tx.emailToken.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now }, purpose: { in: purposes } },
    data: { usedAt: now },
  });
  if (count !== 1) return null;
  const row = await tx.emailToken.findUnique({ where: { tokenHash }, select: { userId: true, purpose: true, email: true } });
  return row ? { userId: row.userId, purpose: row.purpose as TokenPurpose, email: row.email } : null;
}

/** Whether a token would be accepted now, without using it (the reset page checks before asking for a password). */
export async function peekToken(tx: Tx, raw: string, purposes: TokenPurpose[], now = new Date()): Promise<boolean> {
  if (!plausible(raw)) return false;
  const row = await tx.emailToken.findFirst({
    where: { tokenHash: hashToken(raw), usedAt: null, expiresAt: { gt: now }, purpose: { in: purposes } },
    select: { id: true },
  });
  return Boolean(row);
}
