import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb, type Prisma } from "@/lib/db";
import { linkTo } from "@/lib/email/config";
import { enqueueEmail } from "@/lib/email/outbox";
import { hashToken, newLinkToken } from "@/lib/auth/link-token";
import { invitationExpiry, invitationStatus, sameEmail, type InvitationStatus } from "@/lib/team/rules/invitations";
import { ROLE_LABELS, type CompanyScope, type Role } from "@/lib/team/rules/roles";
import { INVITATION_NOT_FOUND, memberMessages } from "@/lib/messages/company";
import type { InvitationJson, InviteInput } from "@/lib/team/schema/members";

const invitationSelect = { id: true, email: true, role: true, createdAt: true, expiresAt: true, acceptedAt: true, revokedAt: true } as const;
type InvitationRow = Prisma.CompanyInvitationGetPayload<{ select: typeof invitationSelect }>;

function serializeInvitation(row: InvitationRow, now: Date): InvitationJson {
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: invitationStatus(row, now) === "expired" ? "expired" : "pending",
  };
}

async function sendInvitation(
  tx: Prisma.TransactionClient,
  input: { companyId: string; inviterId: string; email: string; role: string; raw: string },
) {
  const [company, inviter] = await Promise.all([
    tx.company.findUniqueOrThrow({ where: { id: input.companyId }, select: { name: true } }),
    tx.user.findUniqueOrThrow({ where: { id: input.inviterId }, select: { firstName: true, lastName: true, email: true } }),
  ]);
  const inviterName = [inviter.firstName, inviter.lastName].filter(Boolean).join(" ") || inviter.email;
  await enqueueEmail(tx, {
    to: input.email,
    template: "company-invitation",
    data: { link: linkTo(`/invite/${input.raw}`), companyName: company.name, inviterName, role: ROLE_LABELS[input.role as Role].toLowerCase() },
  });
}

// The owner's side takes a company scoped by the route's wrapper (lib/data/membership.ts) for a role
// that manages members: the membership is checked before any of these runs.

/** Invitations not yet accepted or revoked (expired ones too, so the owner can resend them), newest first. */
export async function listInvitations({ company, now = new Date() }: { company: CompanyScope; now?: Date }): Promise<InvitationJson[]> {
  const companyId = company.id;
  const db = await getDb();
  const rows = await db.companyInvitation.findMany({
    where: { companyId, acceptedAt: null, revokedAt: null },
    select: invitationSelect,
    orderBy: { createdAt: "desc" },
  });
  return rows.map((row) => serializeInvitation(row, now));
}

/**
 * The owner invites one address with a role: one email with a single-use link valid 7 days. An
 * earlier open invitation to the same address dies with it; a current member cannot be invited.
 */
export async function createInvitation({
  company,
  actorId: userId,
  input,
  now = new Date(),
}: {
  company: CompanyScope;
  actorId: string;
  input: InviteInput;
  now?: Date;
}): Promise<InvitationJson> {
  const companyId = company.id;
  const db = await getDb();
  const member = await db.companyMember.findFirst({
    where: { companyId, user: { email: { equals: input.email, mode: "insensitive" } } },
    select: { userId: true },
  });
  if (member) throw new ApiError(409, memberMessages.alreadyMember(input.email));
  const token = newLinkToken();
  return db.$transaction(async (tx) => {
    await tx.companyInvitation.updateMany({ where: { companyId, email: input.email, acceptedAt: null, revokedAt: null }, data: { revokedAt: now } });
    const row = await tx.companyInvitation.create({
      data: {
        companyId,
        email: input.email,
        role: input.role,
        tokenHash: token.hash,
        invitedById: userId,
        createdAt: now,
        expiresAt: invitationExpiry(now),
      },
      select: invitationSelect,
    });
    await sendInvitation(tx, { companyId, inviterId: userId, email: input.email, role: input.role, raw: token.raw });
    return serializeInvitation(row, now);
  });
}

/** A new link (and 7 more days) for an open invitation; the old link stops working. */
export async function resendInvitation({
  company,
  actorId: userId,
  invitationId,
  now = new Date(),
}: {
  company: CompanyScope;
  actorId: string;
  invitationId: string;
  now?: Date;
}): Promise<InvitationJson> {
  const companyId = company.id;
  const db = await getDb();
  const token = newLinkToken();
  return db.$transaction(async (tx) => {
    const updated = await tx.companyInvitation.updateMany({
      where: { id: invitationId, companyId, acceptedAt: null, revokedAt: null },
      data: { tokenHash: token.hash, expiresAt: invitationExpiry(now) },
    });
    if (updated.count !== 1) throw new ApiError(404, INVITATION_NOT_FOUND);
    const row = await tx.companyInvitation.findUniqueOrThrow({ where: { id: invitationId }, select: invitationSelect });
    await sendInvitation(tx, { companyId, inviterId: userId, email: row.email, role: row.role, raw: token.raw });
    return serializeInvitation(row, now);
  });
}

export async function revokeInvitation({
  company,
  invitationId,
  now = new Date(),
}: {
  company: CompanyScope;
  invitationId: string;
  now?: Date;
}): Promise<void> {
  const companyId = company.id;
  const db = await getDb();
  const updated = await db.companyInvitation.updateMany({
    where: { id: invitationId, companyId, acceptedAt: null, revokedAt: null },
    data: { revokedAt: now },
  });
  if (updated.count !== 1) throw new ApiError(404, INVITATION_NOT_FOUND);
}

export interface InvitationView {
  companyName: string;
  email: string;
  role: Role;
  status: InvitationStatus;
}

const STATUS_MESSAGE: Record<Exclude<InvitationStatus, "pending">, string> = {
  accepted: memberMessages.invitationUsed,
  revoked: memberMessages.invitationRevoked,
  expired: memberMessages.invitationExpired,
};

export function invitationProblem(status: InvitationStatus): string | null {
  return status === "pending" ? null : STATUS_MESSAGE[status];
}

function wellFormed(raw: unknown): raw is string {
  return typeof raw === "string" && raw.length >= 20 && raw.length <= 100;
}

/** What the /invite/{token} page shows (company, role, address, status), or null for an unknown link. */
export async function describeInvitation(raw: unknown, now = new Date()): Promise<InvitationView | null> {
  if (!wellFormed(raw)) return null;
  const db = await getDb();
  const row = await db.companyInvitation.findUnique({
    where: { tokenHash: hashToken(raw) },
    select: { ...invitationSelect, company: { select: { name: true } } },
  });
  if (!row) return null;
  return { companyName: row.company.name, email: row.email, role: row.role as Role, status: invitationStatus(row, now) };
}

/**
 * The signed-in user accepts: the invitation must be open and addressed to their email. One
 * conditional UPDATE claims it, so two tabs racing with one link cannot both join.
 */
export async function acceptInvitation({
  user,
  token,
  now = new Date(),
}: {
  user: { id: string; email: string };
  token: unknown;
  now?: Date;
}): Promise<{ companyId: string; companyName: string }> {
  if (!wellFormed(token)) throw new ApiError(404, memberMessages.invitationNotFound);
  const db = await getDb();
  const tokenHash = hashToken(token);
  const row = await db.companyInvitation.findUnique({
    where: { tokenHash },
    select: { ...invitationSelect, companyId: true, company: { select: { name: true } } },
  });
  if (!row) throw new ApiError(404, memberMessages.invitationNotFound);
  const problem = invitationProblem(invitationStatus(row, now));
  if (problem) throw new ApiError(410, problem);
  if (!sameEmail(row.email, user.email)) throw new ApiError(403, memberMessages.wrongEmail);
  await db.$transaction(async (tx) => {
    const claimed = await tx.companyInvitation.updateMany({
      where: { tokenHash, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      data: { acceptedAt: now },
    });
    if (claimed.count !== 1) throw new ApiError(410, memberMessages.invitationUsed);
    // Already a member (joined through another link): their role stays as it is.
    await tx.companyMember.upsert({
      where: { companyId_userId: { companyId: row.companyId, userId: user.id } },
      create: { companyId: row.companyId, userId: user.id, role: row.role, createdAt: now },
      update: {},
    });
  });
  return { companyId: row.companyId, companyName: row.company.name };
}
