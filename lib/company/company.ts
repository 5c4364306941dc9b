import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import type { Action, CompanyScope } from "@/lib/team/rules/roles";
import { classifyDbError } from "@/lib/db/errors";
import { uuid } from "@/lib/validations/common";
import { FACT_FLAGS } from "@/lib/checklist/types";
import type { CompanyFields, CompanyJson } from "@/lib/company/schema/company";
import { recomputeCompletion } from "@/lib/data/applicability";
import { ACTIVITY_ACTIONS } from "@/lib/activity/rules";
import { recordActivity } from "@/lib/activity/record";
import { COMPANY_EXISTS, COMPANY_NOT_FOUND } from "@/lib/messages/company";
import { memberWhere, refuse } from "@/lib/data/membership";
import { serializeRow } from "@/lib/data/serialize";

/** Company fields that change which checklist lines apply. */
const FACT_FIELDS = [
  "countryOfIncorporation",
  "entityType",
  "countriesOfOperation",
  "foreignInvestors",
  "headcountBand",
  "regulatedSectors",
  "hasSubsidiaries",
  "stage",
  ...FACT_FLAGS,
] as const;

export { COMPANY_EXISTS, COMPANY_NOT_FOUND };

const companySelect = {
  id: true,
  userId: true,
  name: true,
  description: true,
  logoUrl: true,
  industry: true,
  stage: true,
  foundedDate: true,
  monthlyRevenue: true,
  employeeCount: true,
  previousFunding: true,
  targetFunding: true,
  countryOfIncorporation: true,
  entityType: true,
  countriesOfOperation: true,
  foreignInvestors: true,
  headcountBand: true,
  regulatedSectors: true,
  hasSubsidiaries: true,
  ownsRealProperty: true,
  cardData: true,
  healthData: true,
  euUkPersonalData: true,
  sellsToGovernment: true,
  hasDebt: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** The company if the user is a member whose role may do `action`: one statement. */
async function findCompany({ userId, id, action = "read" }: { userId: string; id: string; action?: Action }) {
  const db = await getDb();
  return db.company.findFirst({ where: { id, ...memberWhere(userId, action) }, select: companySelect });
}

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;
/** The contract: companyResponse (lib/company/schema/company.ts). */
export type { CompanyJson };

export function serializeCompany(company: CompanyRow): CompanyJson {
  return serializeRow(company);
}

/**
 * The user's current company (lib/account/session.ts picks it from the company cookie and the
 * memberships, in the session's own statement), or null when they belong to none.
 */
export async function getCompanyForUser({ userId, companyId }: { userId: string; companyId: string | null }): Promise<CompanyRow | null> {
  return companyId ? findCompany({ userId, id: companyId }) : null;
}

/**
 * The company with this id if the user is a member whose role may do `action`. Someone else's
 * company, a removed member, a missing one and an id that is not even a uuid are the same 404,
 * so ids cannot be probed; a member whose role is too weak gets 403 (lib/data/membership.ts).
 */
export async function requireCompany({
  userId,
  companyId,
  action = "read",
}: {
  userId: string;
  companyId: unknown;
  action?: Action;
}): Promise<CompanyRow> {
  const id = uuid.safeParse(companyId);
  if (!id.success) throw new ApiError(404, COMPANY_NOT_FOUND);
  const company = await findCompany({ userId, id: id.data, action });
  return company ?? refuse({ userId, companyId: id.data, action, notFound: COMPANY_NOT_FOUND });
}

export async function createCompany({ userId, input }: { userId: string; input: CompanyFields }): Promise<CompanyRow> {
  const db = await getDb();
  if (await db.company.findUnique({ where: { userId }, select: { id: true } })) throw new ApiError(409, COMPANY_EXISTS);
  try {
    return await db.company.create({ data: { ...input, userId, members: { create: { userId, role: "owner" } } }, select: companySelect });
  } catch (error) {
    // Two onboarding submits racing: the unique userId decides, the loser gets the same 409.
    if (classifyDbError(error) === "unique") throw new ApiError(409, COMPANY_EXISTS);
    throw error;
  }
}

/** Fields left out of `input` stay as they are; "" / null clear them. */
export async function updateCompany({
  company,
  actorId,
  input,
}: {
  /** Scoped for a role that may write (the route's wrapper). */
  company: CompanyScope;
  actorId: string;
  input: CompanyFields;
}): Promise<CompanyRow> {
  const db = await getDb();
  const companyId = company.id;
  const result = await db.company.updateMany({ where: { id: companyId }, data: input });
  // Deleted since the wrapper found the membership.
  if (result.count === 0) throw new ApiError(404, COMPANY_NOT_FOUND);
  await recordActivity(db, { companyId, actorId, action: ACTIVITY_ACTIONS.companyUpdated, subject: { fields: Object.keys(input) } });
  // What applies follows the facts: re-derive each task's completion (never its documents).
  if (FACT_FIELDS.some((field) => input[field] !== undefined)) await recomputeCompletion(companyId);
  const row = await db.company.findUnique({ where: { id: companyId }, select: companySelect });
  if (!row) throw new ApiError(404, COMPANY_NOT_FOUND);
  return row;
}
