import { z } from "zod";
import { fieldLabels as L } from "@/lib/messages/forms";
import { normalizeStage } from "@/lib/company/rules/stages";
import { companyFactsShape } from "./company-facts";
import { optionalDate, optionalDecimal, optionalInteger, optionalText, requiredText } from "@/lib/validations/fields";
import { COMPANY_NAME_REQUIRED } from "@/lib/messages/company";

/** Text limits the forms show before anyone hits them (maxLength and counters). */
export const COMPANY_LIMITS = { name: 200, description: 2000, industry: 120, stage: 60 } as const;

/** The company fields a founder may write (never userId, ids or timestamps: mass assignment). */
export const companyFieldsSchema = z.strictObject({
  name: requiredText(COMPANY_NAME_REQUIRED, COMPANY_LIMITS.name, L.companyName),
  description: optionalText(COMPANY_LIMITS.description, L.description),
  logoUrl: optionalText(2000, L.logoUrl),
  industry: optionalText(COMPANY_LIMITS.industry, L.industry),
  // Free text on onboarding (SPEC.md section 2); the profile form offers STAGE_VALUES. Text that
  // names a known stage ("Seed", "series a") is stored as that stage's value.
  stage: optionalText(COMPANY_LIMITS.stage, L.stage).transform((v) => (v ? normalizeStage(v) : v)),
  foundedDate: optionalDate(L.foundedDate),
  employeeCount: optionalInteger(undefined, L.employeeCount),
  monthlyRevenue: optionalDecimal(12, 2, undefined, L.monthlyRevenue),
  previousFunding: optionalDecimal(12, 2, undefined, L.previousFunding),
  targetFunding: optionalDecimal(12, 2, undefined, L.targetFunding),
  // Facts that decide which checklist lines apply (lib/company/schema/company-facts.ts).
  ...companyFactsShape,
});
export type CompanyFields = z.output<typeof companyFieldsSchema>;
/** The company fields as a client sends them (text as typed; the server trims and converts). */
export type CompanyFieldsInput = z.input<typeof companyFieldsSchema>;

/**
 * POST /api/company: onboarding sends `{ company, founders: [] }`, the profile form sends the
 * company fields themselves (SPEC.md section 7). Both shapes are accepted.
 */
export const companyCreateSchema = z.preprocess(
  (body) => (body && typeof body === "object" && !Array.isArray(body) && "company" in body ? (body as { company: unknown }).company : body),
  companyFieldsSchema,
);

/** PUT /api/company/{id}: `{ company }` (or the bare fields). */
/** @alias PUT takes what POST takes. */
export const companyUpdateSchema = companyCreateSchema;

/**
 * A company as GET /api/company, POST /api/company and PUT /api/company/{id} answer it: decimal
 * columns as fixed-scale strings ("1234567890.12"), dates as ISO strings (lib/data/serialize.ts).
 * A hot read: the serialiser is typed by it and tests/structure/contracts.test.ts parses real answers.
 */
export const companyResponse = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  industry: z.string().nullable(),
  stage: z.string().nullable(),
  foundedDate: z.string().nullable(),
  monthlyRevenue: z.string().nullable(),
  employeeCount: z.number().int().nullable(),
  previousFunding: z.string().nullable(),
  targetFunding: z.string().nullable(),
  /**
   * Facts that decide which checklist lines apply; null = not said (no country: the neutral core only).
   * The server always sends them; optional for a browser cache filled before companies had these facts.
   */
  countryOfIncorporation: z.string().nullable().optional(),
  entityType: z.string().nullable().optional(),
  countriesOfOperation: z.array(z.string()).optional(),
  foreignInvestors: z.boolean().nullable().optional(),
  headcountBand: z.string().nullable().optional(),
  /** ["none"]: in no regulated sector; [] not said. */
  regulatedSectors: z.array(z.string()).optional(),
  hasSubsidiaries: z.boolean().nullable().optional(),
  ownsRealProperty: z.boolean().nullable().optional(),
  cardData: z.boolean().nullable().optional(),
  healthData: z.boolean().nullable().optional(),
  euUkPersonalData: z.boolean().nullable().optional(),
  sellsToGovernment: z.boolean().nullable().optional(),
  hasDebt: z.boolean().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyJson = z.output<typeof companyResponse>;
