import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { can, rolesThatCan, type Action, type CompanyScope, type Role } from "@/lib/team/rules/roles";
import { memberMessages, COMPANY_NOT_FOUND } from "@/lib/messages/company";
import { uuid } from "@/lib/validations/common";

/**
 * Authorization by membership, in one place. A company-scoped route declares its company and
 * action on the wrapper (lib/api/handler.ts), which calls `scopeCompany`; the reads that find the
 * company through something else (a file, an upload, a space) or keep one statement for a hot read
 * join the membership into that statement (the SQL fragments below, no extra query). Either way the role check turns into a 403 with one message.
 * Nobody authorizes by companies.user_id.
 */
export const ROLE_FORBIDDEN = memberMessages.roleForbidden;

/** SQL condition: user `$n` is a member of the company row `alias`. */
export function isMemberSql(alias: string, userParam: string): string {
  return `EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = ${alias}.id AND m.user_id = ${userParam}::uuid)`;
}

/** SQL column: the role of user `$n` in the company row `alias` (NULL when not a member). */
export function memberRoleSql(alias: string, userParam: string): string {
  return `(SELECT m.role FROM company_members m WHERE m.company_id = ${alias}.id AND m.user_id = ${userParam}::uuid)`;
}

/** Prisma filter on a company: the user is a member whose role may do `action`. */
export function memberWhere(userId: string, action: Action = "read") {
  return { members: { some: action === "read" ? { userId } : { userId, role: { in: rolesThatCan(action) } } } };
}

/** 403 unless `role` may do `action`; a missing role (not a member) is the caller's 404. */
export function assertCan(role: Role | string | null | undefined, action: Action): void {
  if (!can(role, action)) throw new ApiError(403, ROLE_FORBIDDEN);
}

/** The user's role in the company, or null: one Prisma read of the membership's primary key. */
export async function memberRole({ userId, companyId }: { userId: string; companyId: unknown }): Promise<Role | null> {
  const id = uuid.safeParse(companyId);
  if (!id.success) return null;
  const db = await getDb();
  const row = await db.companyMember.findUnique({ where: { companyId_userId: { companyId: id.data, userId } }, select: { role: true } });
  return (row?.role as Role | undefined) ?? null;
}

/** What of the signed-in user the scope needs: the current company and role the session read (lib/account/session.ts). */
export interface ActingUser {
  id: string;
  companyId: string | null;
  role: Role | null;
}

/**
 * The membership check of a company-scoped route: 404 for a malformed id, another company or a
 * removed member (ids cannot be probed), 403 when the role cannot do `action`. The session's
 * statement already read the role in the user's current company, so a request naming that company
 * (the common case: the pages send the current one) costs no statement; any other runs one read
 * of the membership's primary key.
 */
export async function scopeCompany({
  user,
  companyId,
  action,
  notFound = COMPANY_NOT_FOUND,
}: {
  user: ActingUser;
  companyId: unknown;
  action: Action;
  notFound?: string;
}): Promise<CompanyScope> {
  const id = uuid.safeParse(companyId);
  if (!id.success) throw new ApiError(404, notFound);
  const named = id.data.toLowerCase();
  const role = named === user.companyId && user.role ? user.role : await memberRole({ userId: user.id, companyId: named });
  if (!role) throw new ApiError(404, notFound);
  assertCan(role, action);
  return { id: named, role } as CompanyScope;
}

/**
 * A scoped lookup (`role = ANY(allowed)`) found nothing: tells a member whose role is too weak
 * (403) from everyone else (404). Runs only on the refusal path, so a granted request costs no
 * extra query.
 */
export async function refuse({
  userId,
  companyId,
  action,
  notFound,
}: {
  userId: string;
  companyId: string | null | undefined;
  action: Action;
  notFound: string;
}): Promise<never> {
  const role = companyId ? await memberRole({ userId, companyId }) : null;
  if (role) assertCan(role, action);
  throw new ApiError(404, notFound);
}
