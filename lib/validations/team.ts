import { z } from "zod";
import { optionalDate, optionalDecimal, optionalText, requiredText } from "./fields";

export const NAME_REQUIRED = "Name is required";
export const TEAM_LIST_MAX = 200;

const base = {
  // Sent back by the client for entries it already has; the list is replaced as a whole.
  id: z.string().optional(),
  name: requiredText(NAME_REQUIRED, 200),
  title: optionalText(200),
  email: optionalText(254),
  linkedinUrl: optionalText(2000),
};

const equity = optionalDecimal(5, 2, 100);

export const founderSchema = z.strictObject({ ...base, equityPercentage: equity });
export const employeeSchema = z.strictObject({ ...base, department: optionalText(120), joinDate: optionalDate() });
export const advisorSchema = z.strictObject({
  ...base,
  company: optionalText(200),
  expertise: optionalText(500),
  advisorySince: optionalDate(),
});
// Investors have no title column: accepting one made Prisma throw (a 500) instead of a 400.
export const investorSchema = z.strictObject({
  id: base.id,
  name: base.name,
  email: base.email,
  linkedinUrl: base.linkedinUrl,
  // The form's "company/fund" field.
  firm: optionalText(200),
  investmentAmount: optionalDecimal(15, 2),
  investmentRound: optionalText(60),
  equityPercentage: equity,
  investmentDate: optionalDate(),
  leadInvestor: z.boolean().optional(),
});

const list = <T extends z.ZodType>(item: T) => z.array(item).max(TEAM_LIST_MAX, `At most ${TEAM_LIST_MAX} entries`);

export const foundersBodySchema = z.strictObject({ founders: list(founderSchema) });
export const employeesBodySchema = z.strictObject({ employees: list(employeeSchema) });
export const advisorsBodySchema = z.strictObject({ advisors: list(advisorSchema) });
export const investorsBodySchema = z.strictObject({ investors: list(investorSchema) });

export type FounderInput = z.input<typeof founderSchema>;
export type EmployeeInput = z.input<typeof employeeSchema>;
export type AdvisorInput = z.input<typeof advisorSchema>;
export type InvestorInput = z.input<typeof investorSchema>;

export const TEAM_KINDS = ["founders", "employees", "advisors", "investors"] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];
