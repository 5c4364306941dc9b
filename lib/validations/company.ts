import { z } from "zod";
import { STAGE_VALUES } from "@/lib/domain/stages";
import { optionalDate, optionalDecimal, optionalInteger, optionalText, requiredText } from "./fields";

export const COMPANY_NAME_REQUIRED = "Company name required";

/** The company fields a founder may write (never userId, ids or timestamps: mass assignment). */
export const companyFieldsSchema = z.strictObject({
  name: requiredText(COMPANY_NAME_REQUIRED, 200),
  description: optionalText(2000),
  logoUrl: optionalText(2000),
  industry: optionalText(120),
  // Free text on onboarding (SPEC.md section 2); the profile form offers STAGE_VALUES.
  stage: optionalText(60),
  foundedDate: optionalDate(),
  employeeCount: optionalInteger(),
  monthlyRevenue: optionalDecimal(12, 2),
  previousFunding: optionalDecimal(12, 2),
  targetFunding: optionalDecimal(12, 2),
});
export type CompanyFieldsInput = z.input<typeof companyFieldsSchema>;
export type CompanyFields = z.output<typeof companyFieldsSchema>;

/**
 * POST /api/company: onboarding sends `{ company, founders: [] }`, the profile form sends the
 * company fields themselves (SPEC.md section 7). Both shapes are accepted.
 */
export const companyCreateSchema = z.preprocess(
  (body) => (body && typeof body === "object" && !Array.isArray(body) && "company" in body ? (body as { company: unknown }).company : body),
  companyFieldsSchema,
);

/** PUT /api/company/{id}: `{ company }` (or the bare fields). */
export const companyUpdateSchema = companyCreateSchema;

export { STAGE_VALUES };
