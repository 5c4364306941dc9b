import "server-only";
import { ApiError } from "@/lib/api/errors";
import { cache } from "react";
import { getDb, getSql } from "@/lib/db";
import { classifyDbError } from "@/lib/db/errors";
import { uuid } from "@/lib/validations/common";
import type { CompanyFields } from "@/lib/validations/company";
import { recomputeCompletion } from "./applicability";
import { serializeRow } from "./serialize";

/** Company fields that change which checklist lines apply. */
const FACT_FIELDS = ["countryOfIncorporation", "countriesOfOperation", "foreignInvestors", "headcountBand", "regulatedSector", "hasSubsidiaries", "stage"] as const;

export const COMPANY_NOT_FOUND = "Company not found";
export const COMPANY_EXISTS = "Company already exists";

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
  regulatedSector: true,
  hasSubsidiaries: true,
  createdAt: true,
  updatedAt: true,
} as const;

async function findCompany(where: { userId: string; id?: string }) {
  const db = await getDb();
  return db.company.findFirst({ where, select: companySelect });
}

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;
export type CompanyJson = ReturnType<typeof serializeCompany>;

export function serializeCompany(company: CompanyRow) {
  return serializeRow(company);
}

/** The signed-in user's company (a user has at most one), or null. */
export async function getCompanyForUser({ userId }: { userId: string }): Promise<CompanyRow | null> {
  return findCompany({ userId });
}

/**
 * Only the id of the user's company, or null: one hand-written statement (lib/db/sql.ts) for pages
 * that need no more (the phase page), memoised per request.
 */
export const getCompanyIdForUser = cache(async (userId: string): Promise<string | null> => {
  const sql = await getSql();
  const [row] = await sql.rows<{ id: string }>(`SELECT id::text AS "id" FROM companies WHERE user_id = $1::uuid`, [userId]);
  return row?.id ?? null;
});

/**
 * The company with this id if it belongs to the user. Someone else's company, a missing one and
 * an id that is not even a uuid are the same 404, so ids cannot be probed.
 */
export async function requireCompany({ userId, companyId }: { userId: string; companyId: unknown }): Promise<CompanyRow> {
  const id = uuid.safeParse(companyId);
  const company = id.success ? await findCompany({ userId, id: id.data }) : null;
  if (!company) throw new ApiError(404, COMPANY_NOT_FOUND);
  return company;
}

export async function createCompany({ userId, input }: { userId: string; input: CompanyFields }): Promise<CompanyRow> {
  const db = await getDb();
  if (await db.company.findUnique({ where: { userId }, select: { id: true } })) throw new ApiError(409, COMPANY_EXISTS);
  try {
    return await db.company.create({ data: { ...input, userId }, select: companySelect });
  } catch (error) {
    // Two onboarding submits racing: the unique userId decides, the loser gets the same 409.
    if (classifyDbError(error) === "unique") throw new ApiError(409, COMPANY_EXISTS);
    throw error;
  }
}

/** Fields left out of `input` stay as they are; "" / null clear them. */
export async function updateCompany({ userId, companyId, input }: { userId: string; companyId: string; input: CompanyFields }): Promise<CompanyRow> {
  const db = await getDb();
  const result = await db.company.updateMany({ where: { id: companyId, userId }, data: input });
  if (result.count === 0) throw new ApiError(404, COMPANY_NOT_FOUND);
  // What applies follows the facts: re-derive each task's completion (never its documents).
  if (FACT_FIELDS.some((field) => input[field] !== undefined)) await recomputeCompletion(await getSql(), companyId);
  return requireCompany({ userId, companyId });
}
