import { EMPTY_FACTS, type CompanyFacts } from "./applicability";
import type { CountryCode, EntityType, HeadcountBand } from "./types";

// Reading a company's facts from its row (server code and the seed share it; no server-only import).

/** SQL select list of a company's facts (alias `c`), in CompanyFactsRow's shape. */
export const FACTS_COLUMNS = `c.country_of_incorporation AS "countryOfIncorporation", c.countries_of_operation AS "countriesOfOperation", c.entity_type AS "entityType",
  c.foreign_investors AS "foreignInvestors", c.headcount_band AS "headcountBand", c.regulated_sector AS "regulatedSector",
  c.has_subsidiaries AS "hasSubsidiaries", c.stage`;

export interface CompanyFactsRow {
  countryOfIncorporation: string | null;
  countriesOfOperation: string[] | null;
  entityType?: string | null;
  foreignInvestors: boolean | null;
  headcountBand: string | null;
  regulatedSector: boolean | null;
  hasSubsidiaries: boolean | null;
  stage: string | null;
}

/** The column names FACTS_COLUMNS selects (typed statements declare them: lib/db/typed-sql.ts). */
export const FACTS_COLUMN_NAMES = {
  countryOfIncorporation: true,
  countriesOfOperation: true,
  entityType: true,
  foreignInvestors: true,
  headcountBand: true,
  regulatedSector: true,
  hasSubsidiaries: true,
  stage: true,
} as const satisfies { [K in keyof CompanyFactsRow]-?: true };

export function toFacts(row: CompanyFactsRow | null | undefined): CompanyFacts {
  if (!row) return EMPTY_FACTS;
  return {
    countryOfIncorporation: (row.countryOfIncorporation as CountryCode | "OTHER" | null) ?? null,
    countriesOfOperation: (row.countriesOfOperation ?? []) as (CountryCode | "OTHER")[],
    entityType: (row.entityType as EntityType | null | undefined) ?? null,
    foreignInvestors: row.foreignInvestors ?? null,
    headcountBand: (row.headcountBand as HeadcountBand | null) ?? null,
    regulatedSector: row.regulatedSector ?? null,
    hasSubsidiaries: row.hasSubsidiaries ?? null,
    stage: row.stage ?? null,
  };
}
