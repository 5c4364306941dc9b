import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb, type Prisma } from "@/lib/db";
import type { Team, TeamKind } from "@/lib/team/schema/team";
import type { CompanyScope } from "@/lib/team/rules/roles";
import { COMPANY_NOT_FOUND } from "@/lib/messages/company";
import { serializeRow } from "@/lib/data/serialize";

const byPosition = { orderBy: [{ position: "asc" as const }, { createdAt: "asc" as const }] };

const MODEL = { founders: "founder", employees: "employee", advisors: "advisor", investors: "investor" } as const;

/** The slice of a team-member delegate used here; the four models share it. */
interface MemberDelegate {
  deleteMany(args: { where: { companyId: string } }): Promise<unknown>;
  createMany(args: { data: Record<string, unknown>[] }): Promise<unknown>;
  findMany(args: { where: { companyId: string } } & typeof byPosition): Promise<Record<string, unknown>[]>;
}

function delegate(tx: Prisma.TransactionClient, kind: TeamKind): MemberDelegate {
  return tx[MODEL[kind]] as unknown as MemberDelegate;
}

export type TeamMemberJson = Record<string, unknown>;

/** Founders, employees, advisors and investors of a scoped company (lib/data/membership.ts), each in saved order. */
export async function getTeam({ company: scope }: { company: CompanyScope }): Promise<Team> {
  const db = await getDb();
  const company = await db.company.findUnique({
    where: { id: scope.id },
    select: { founders: byPosition, employees: byPosition, advisors: byPosition, investors: byPosition },
  });
  if (!company) throw new ApiError(404, COMPANY_NOT_FOUND);
  return {
    founders: company.founders.map(serializeRow),
    employees: company.employees.map(serializeRow),
    advisors: company.advisors.map(serializeRow),
    investors: company.investors.map(serializeRow),
  };
}

/**
 * Replaces one list as a whole, in one transaction (the form always sends the full list).
 * Positions follow the array order; ids sent back by the client are not reused.
 */
export async function replaceTeamList({
  company,
  kind,
  entries,
}: {
  /** Scoped for a role that may write (the route's wrapper). */
  company: CompanyScope;
  kind: TeamKind;
  entries: ({ id?: string } & Record<string, unknown>)[];
}): Promise<TeamMemberJson[]> {
  const db = await getDb();
  const data = entries.map((entry, position) => ({
    ...Object.fromEntries(Object.entries(entry).filter(([key]) => key !== "id")),
    companyId: company.id,
    position,
  }));
  const rows = await db.$transaction(async (tx) => {
    const members = delegate(tx, kind);
    await members.deleteMany({ where: { companyId: company.id } });
    if (data.length) await members.createMany({ data });
    return members.findMany({ where: { companyId: company.id }, ...byPosition });
  });
  return rows.map(serializeRow);
}
