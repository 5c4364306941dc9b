import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { classifyDbError } from "@/lib/db/errors";
import { roleRank, type AssignableRole, type CompanyScope, type Role } from "@/lib/team/rules/roles";
import { memberMessages, COMPANY_NOT_FOUND } from "@/lib/messages/company";
import type { MemberJson, MembershipJson } from "@/lib/team/schema/members";
import { dropQueuedNotifications } from "@/lib/email/notify";
import { assertCan } from "@/lib/data/membership";
import { handOverSpaces } from "@/lib/spaces/space-hand-over";

interface MemberRow {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: Role;
  joinedAt: Date;
}

function serializeMember(row: MemberRow): MemberJson {
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ").trim();
  return { userId: row.userId, name: name || null, email: row.email, role: row.role, joinedAt: row.joinedAt.toISOString() };
}

// Every function below takes a company scoped by the route's wrapper (lib/data/membership.ts) for
// the action its route declares: the membership is checked before any of them runs.

/** Everyone in the company (owner first), for any member. */
export async function listMembers({ company }: { company: CompanyScope }): Promise<MemberJson[]> {
  const db = await getDb();
  const rows = await db.companyMember.findMany({
    where: { companyId: company.id },
    select: { userId: true, role: true, createdAt: true, user: { select: { firstName: true, lastName: true, email: true } } },
    orderBy: [{ createdAt: "asc" }, { user: { email: "asc" } }],
  });
  if (!rows.length) throw new ApiError(404, COMPANY_NOT_FOUND);
  return rows
    .map(({ user, role, createdAt, userId: id }) => serializeMember({ userId: id, ...user, role: role as Role, joinedAt: createdAt }))
    .sort((a, b) => roleRank(a.role) - roleRank(b.role));
}

/** The companies the user belongs to, for the navigation bar's picker. */
export async function listMemberships({ userId, currentCompanyId }: { userId: string; currentCompanyId: string | null }): Promise<MembershipJson[]> {
  const db = await getDb();
  const rows = await db.companyMember.findMany({
    where: { userId },
    select: { companyId: true, role: true, company: { select: { name: true } } },
    orderBy: [{ createdAt: "asc" }],
  });
  return rows
    .map((row) => ({ companyId: row.companyId, name: row.company.name, role: row.role as Role, current: row.companyId === currentCompanyId }))
    .sort((a, b) => roleRank(a.role) - roleRank(b.role) || a.name.localeCompare(b.name));
}

async function requireOtherMember(companyId: string, memberId: string): Promise<Role> {
  const db = await getDb();
  const member = await db.companyMember.findUnique({ where: { companyId_userId: { companyId, userId: memberId } }, select: { role: true } });
  if (!member) throw new ApiError(404, memberMessages.memberNotFound);
  return member.role as Role;
}

/** The owner gives a member another role (editor or viewer); the owner's own role moves only by transfer. */
export async function changeMemberRole({
  company,
  memberId,
  role,
}: {
  company: CompanyScope;
  memberId: string;
  role: AssignableRole;
}): Promise<MemberJson[]> {
  const companyId = company.id;
  if ((await requireOtherMember(companyId, memberId)) === "owner") throw new ApiError(400, memberMessages.ownerRoleFixed);
  const db = await getDb();
  await db.companyMember.update({ where: { companyId_userId: { companyId, userId: memberId } }, data: { role } });
  return listMembers({ company });
}

/**
 * The owner removes a member, or a member (not the owner) leaves. Access ends at once: the next
 * request of theirs that names the company finds no membership (404), and their current company
 * falls back to another one (lib/account/session.ts reads it with the session on every request).
 * So does mail about the company, in the same transaction: the spaces they created pass to the
 * owner (their visit alerts with them), and what is still queued for them about it is dropped;
 * digests and reminders read memberships, so none mention the company again. Any member may leave
 * (the route declares "read"); removing someone else needs a role that manages members.
 */
export async function removeMember({ company, actorId, memberId }: { company: CompanyScope; actorId: string; memberId: string }): Promise<void> {
  const companyId = company.id;
  const leaving = memberId === actorId;
  if (!leaving) assertCan(company.role, "manageMembers");
  if (leaving && company.role === "owner") throw new ApiError(400, memberMessages.ownerCannotLeave);
  if (!leaving && (await requireOtherMember(companyId, memberId)) === "owner") throw new ApiError(400, memberMessages.cannotRemoveOwner);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const { count } = await tx.companyMember.deleteMany({ where: { companyId, userId: memberId, role: { not: "owner" } } });
    if (count === 0) return;
    await handOverSpaces(tx, { userId: memberId, companyId });
    await dropQueuedNotifications(tx, { userId: memberId, companyId });
  });
}

/**
 * Hands the company to another member: they become owner (and companies.user_id, which is unique:
 * one owned company per user), the old owner becomes an editor. A member who already owns a
 * company cannot receive another.
 */
export async function transferOwnership({
  company,
  actorId: userId,
  toUserId,
}: {
  company: CompanyScope;
  actorId: string;
  toUserId: string;
}): Promise<MemberJson[]> {
  const companyId = company.id;
  if (toUserId === userId) throw new ApiError(400, memberMessages.transferToSelf);
  await requireOtherMember(companyId, toUserId);
  const db = await getDb();
  if (await db.company.findUnique({ where: { userId: toUserId }, select: { id: true } })) throw new ApiError(409, memberMessages.transferTargetOwns);
  try {
    await db.$transaction(async (tx) => {
      const moved = await tx.company.updateMany({ where: { id: companyId, userId }, data: { userId: toUserId } });
      if (moved.count !== 1) throw new ApiError(409, memberMessages.failed);
      await tx.companyMember.update({ where: { companyId_userId: { companyId, userId: toUserId } }, data: { role: "owner" } });
      await tx.companyMember.update({ where: { companyId_userId: { companyId, userId } }, data: { role: "editor" } });
    });
  } catch (error) {
    // The target created their own company meanwhile: the unique owner column decides.
    if (classifyDbError(error) === "unique") throw new ApiError(409, memberMessages.transferTargetOwns);
    throw error;
  }
  return listMembers({ company });
}
