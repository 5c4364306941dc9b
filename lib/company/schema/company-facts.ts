import { z } from "zod";

import { NO_SECTOR } from "@/lib/checklist/company-facts";
import { ENTITY_TYPES, HEADCOUNT_BANDS, REGULATED_SECTORS, type EntityType, type RegulatedSector } from "@/lib/checklist/types";

/**
 * Company facts that decide which checklist lines apply. All optional: a company that says nothing
 * gets the jurisdiction-neutral core (lib/checklist/applicability.ts).
 */
export const COUNTRY_OPTIONS = [
  { value: "IN", label: "India" },
  { value: "US", label: "United States" },
  { value: "UK", label: "United Kingdom" },
  { value: "SG", label: "Singapore" },
  { value: "OTHER", label: "Other" },
] as const;
export const COUNTRY_VALUES = COUNTRY_OPTIONS.map((c) => c.value);
export type CountryValue = (typeof COUNTRY_VALUES)[number];

const ENTITY_TYPE_OPTIONS: readonly { value: EntityType; label: string }[] = [
  { value: "private-limited", label: "Private limited company" },
  { value: "c-corp", label: "C corporation (e.g. Delaware)" },
  { value: "llc", label: "Limited liability company (LLC)" },
  { value: "llp", label: "Limited liability partnership (LLP)" },
  { value: "public-limited", label: "Public limited company" },
  { value: "other", label: "Other" },
] as const;
export const ENTITY_TYPE_VALUES: readonly EntityType[] = ENTITY_TYPES;

/** The legal forms a company incorporated in each country can take; "Other" and no country offer all. */
const ENTITY_TYPES_BY_COUNTRY: Record<Exclude<CountryValue, "OTHER">, readonly EntityType[]> = {
  IN: ["private-limited", "llp", "public-limited", "other"],
  US: ["c-corp", "llc", "other"],
  UK: ["private-limited", "llp", "public-limited", "other"],
  SG: ["private-limited", "llp", "public-limited", "other"],
};

/** The entity type options of the chosen country of incorporation. */
export function entityTypeOptions(country: string | null | undefined): readonly { value: EntityType; label: string }[] {
  const allowed = country && country in ENTITY_TYPES_BY_COUNTRY ? ENTITY_TYPES_BY_COUNTRY[country as keyof typeof ENTITY_TYPES_BY_COUNTRY] : null;
  return allowed ? ENTITY_TYPE_OPTIONS.filter((o) => allowed.includes(o.value)) : ENTITY_TYPE_OPTIONS;
}

export const HEADCOUNT_OPTIONS = HEADCOUNT_BANDS.map((band) => ({ value: band, label: `${band} people` }));

/** The regulated sector choices, "None of these" last (stored as "none", alone). */
export const SECTOR_OPTIONS: readonly { value: RegulatedSector | typeof NO_SECTOR; label: string }[] = [
  { value: "fintech-payments", label: "Fintech / payments" },
  { value: "lending", label: "Lending" },
  { value: "insurance", label: "Insurance" },
  { value: "investments", label: "Investment advice, broking or fund management" },
  { value: "health", label: "Health" },
  { value: "telecom", label: "Telecom" },
  { value: "education", label: "Education" },
  { value: "crypto", label: "Crypto assets" },
  { value: "defence", label: "Defence" },
  { value: NO_SECTOR, label: "None of these" },
];
const SECTOR_VALUES = [...REGULATED_SECTORS, NO_SECTOR] as const;

export const FACT_LABELS = {
  countryOfIncorporation: "Country of incorporation",
  entityType: "Entity type",
  countriesOfOperation: "Countries of operation",
  foreignInvestors: "Foreign investors",
  headcountBand: "Headcount",
  hasSubsidiaries: "Subsidiaries",
  ownsRealProperty: "Owns real property (land or buildings)",
  cardData: "Stores or processes payment card data",
  healthData: "Processes health data",
  euUkPersonalData: "Processes personal data of people in the EU or UK",
  sellsToGovernment: "Sells to government bodies",
  hasDebt: "Has or had borrowings (loans, venture debt, charges over assets)",
  regulatedSectors: "Regulated sectors",
} as const;

const notOneOf = (label: string) => `${label} is not one of the choices`;

/** A choice from `values`; "" or null clears it; absent leaves it as it is. */
function optionalChoice<T extends string>(values: readonly T[], label: string) {
  return z
    .union([z.enum(values as [T, ...T[]]), z.literal(""), z.null()], { error: notOneOf(label) })
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));
}

/** Yes / no / not said: true, false, "yes", "no", or ""/null to clear. */
function optionalYesNo(label: string) {
  return z
    .union([z.boolean(), z.enum(["yes", "no", ""]), z.null()], { error: `${label} must be yes or no` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === "" ? null : v === true || v === "yes"));
}

export const companyFactsShape = {
  countryOfIncorporation: optionalChoice(COUNTRY_VALUES, FACT_LABELS.countryOfIncorporation),
  entityType: optionalChoice(ENTITY_TYPE_VALUES, FACT_LABELS.entityType),
  countriesOfOperation: z
    .array(z.enum(COUNTRY_VALUES as [CountryValue, ...CountryValue[]], { error: notOneOf(FACT_LABELS.countriesOfOperation) }), {
      error: `${FACT_LABELS.countriesOfOperation} must be a list of countries`,
    })
    .max(COUNTRY_VALUES.length, `${FACT_LABELS.countriesOfOperation} has too many entries`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : [...new Set(v ?? [])])),
  foreignInvestors: optionalYesNo(FACT_LABELS.foreignInvestors),
  headcountBand: optionalChoice(HEADCOUNT_BANDS, FACT_LABELS.headcountBand),
  hasSubsidiaries: optionalYesNo(FACT_LABELS.hasSubsidiaries),
  ownsRealProperty: optionalYesNo(FACT_LABELS.ownsRealProperty),
  cardData: optionalYesNo(FACT_LABELS.cardData),
  healthData: optionalYesNo(FACT_LABELS.healthData),
  euUkPersonalData: optionalYesNo(FACT_LABELS.euUkPersonalData),
  sellsToGovernment: optionalYesNo(FACT_LABELS.sellsToGovernment),
  hasDebt: optionalYesNo(FACT_LABELS.hasDebt),
  // [] or null: not said (every sector's lines apply); ["none"]: in none of them.
  regulatedSectors: z
    .array(z.enum(SECTOR_VALUES, { error: notOneOf(FACT_LABELS.regulatedSectors) }), {
      error: `${FACT_LABELS.regulatedSectors} must be a list of sectors`,
    })
    .max(SECTOR_VALUES.length, `${FACT_LABELS.regulatedSectors} has too many entries`)
    .nullable()
    .optional()
    .refine((v) => !v || !v.includes(NO_SECTOR) || v.every((s) => s === NO_SECTOR), `${FACT_LABELS.regulatedSectors}: "None of these" goes alone`)
    .transform((v) => (v === undefined ? undefined : [...new Set(v ?? [])])),
};
