import { z } from "zod";
import { fieldLabels as L, fieldMessages } from "@/lib/messages/forms";
import { optionalDate, optionalDecimal, optionalText, requiredText } from "@/lib/validations/fields";
import { NAME_REQUIRED } from "@/lib/messages/profile";

export const TEAM_LIST_MAX = 200;

/** Text limits the forms show before anyone hits them (maxLength). */
export const TEAM_TEXT_LIMITS = {
  name: 200,
  title: 200,
  email: 254,
  linkedinUrl: 2000,
  department: 120,
  company: 200,
  expertise: 500,
  firm: 200,
  investmentRound: 60,
} as const;

const base = {
  // Sent back by the client for entries it already has; the list is replaced as a whole.
  id: z.string().optional(),
  name: requiredText(NAME_REQUIRED, TEAM_TEXT_LIMITS.name, L.name),
  title: optionalText(TEAM_TEXT_LIMITS.title, L.title),
  email: optionalText(TEAM_TEXT_LIMITS.email, L.email),
  linkedinUrl: optionalText(TEAM_TEXT_LIMITS.linkedinUrl, L.linkedinUrl),
};

const equity = optionalDecimal(5, 2, 100, L.equityPercentage);

export const founderSchema = z.strictObject({ ...base, equityPercentage: equity });
export const employeeSchema = z.strictObject({
  ...base,
  department: optionalText(TEAM_TEXT_LIMITS.department, L.department),
  joinDate: optionalDate(L.joinDate),
});
export const advisorSchema = z.strictObject({
  ...base,
  company: optionalText(TEAM_TEXT_LIMITS.company, L.company),
  expertise: optionalText(TEAM_TEXT_LIMITS.expertise, L.expertise),
  advisorySince: optionalDate(L.advisorySince),
});
// Investors have no title column: accepting one made Prisma throw (a 500) instead of a 400.
export const investorSchema = z.strictObject({
  id: base.id,
  name: base.name,
  email: base.email,
  linkedinUrl: base.linkedinUrl,
  // The form's "company/fund" field.
  firm: optionalText(TEAM_TEXT_LIMITS.firm, L.firm),
  investmentAmount: optionalDecimal(15, 2, undefined, L.investmentAmount),
  investmentRound: optionalText(TEAM_TEXT_LIMITS.investmentRound, L.investmentRound),
  equityPercentage: equity,
  investmentDate: optionalDate(L.investmentDate),
  leadInvestor: z.boolean({ error: fieldMessages.notYesOrNo(L.leadInvestor) }).optional(),
});

const list = <T extends z.ZodType>(item: T, label: string) => z.array(item).max(TEAM_LIST_MAX, fieldMessages.tooManyEntries(label, TEAM_LIST_MAX));

export const foundersBodySchema = z.strictObject({ founders: list(founderSchema, "Founders") });
export const employeesBodySchema = z.strictObject({ employees: list(employeeSchema, "Employees") });
export const advisorsBodySchema = z.strictObject({ advisors: list(advisorSchema, "Advisors") });
export const investorsBodySchema = z.strictObject({ investors: list(investorSchema, "Investors") });

export const TEAM_KINDS = ["founders", "employees", "advisors", "investors"] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];

/*
 * Responses: team members as GET /api/company/{id}/team and PUT /api/company/{id}/{kind} answer
 * them (every column; decimals as fixed-scale strings, dates as ISO strings).
 */
const memberRow = {
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  position: z.number().int(),
  createdAt: z.string(),
};
export const founderResponse = z.object({ ...memberRow, title: z.string().nullable(), equityPercentage: z.string().nullable() });
export const employeeResponse = z.object({
  ...memberRow,
  title: z.string().nullable(),
  department: z.string().nullable(),
  joinDate: z.string().nullable(),
});
export const advisorResponse = z.object({
  ...memberRow,
  title: z.string().nullable(),
  company: z.string().nullable(),
  expertise: z.string().nullable(),
  advisorySince: z.string().nullable(),
});
export const investorResponse = z.object({
  ...memberRow,
  firm: z.string().nullable(),
  investmentAmount: z.string().nullable(),
  investmentRound: z.string().nullable(),
  equityPercentage: z.string().nullable(),
  investmentDate: z.string().nullable(),
  leadInvestor: z.boolean(),
});
export type Founder = z.output<typeof founderResponse>;
export type Employee = z.output<typeof employeeResponse>;
export type Advisor = z.output<typeof advisorResponse>;
export type Investor = z.output<typeof investorResponse>;
export type TeamMember = Founder | Employee | Advisor | Investor;

/** GET /api/company/{id}/team */
export const teamResponse = z.object({
  founders: z.array(founderResponse),
  employees: z.array(employeeResponse),
  advisors: z.array(advisorResponse),
  investors: z.array(investorResponse),
});
export type Team = z.output<typeof teamResponse>;

/** PUT /api/company/{id}/{kind}: the saved list, in order. */
export const teamListResponse = z.object({ data: z.array(z.union([founderResponse, employeeResponse, advisorResponse, investorResponse])) });
export type TeamListResponse = z.output<typeof teamListResponse>;

/** Each list's row schema, by the kind in the URL. */
export const TEAM_MEMBER_RESPONSES = {
  founders: founderResponse,
  employees: employeeResponse,
  advisors: advisorResponse,
  investors: investorResponse,
} as const;
