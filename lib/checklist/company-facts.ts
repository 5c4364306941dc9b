import { EMPTY_FACTS, type CompanyFacts } from "./applicability";
import { REGULATED_SECTORS, type CountryCode, type EntityType, type FactFlag, type HeadcountBand, type RegulatedSector } from "./types";

// Reading a company's facts from its row (server code and the seed share it; no server-only import).

/** SQL select list of a company's facts (alias `c`), in CompanyFactsRow's shape. */
export const FACTS_COLUMNS = `c.country_of_incorporation AS "countryOfIncorporation", c.countries_of_operation AS "countriesOfOperation", c.entity_type AS "entityType",
  c.foreign_investors AS "foreignInvestors", c.headcount_band AS "headcountBand", c.regulated_sectors AS "regulatedSectors",
  c.has_subsidiaries AS "hasSubsidiaries", c.stage, c.owns_real_property AS "ownsRealProperty", c.processes_card_data AS "cardData",
  c.processes_health_data AS "healthData", c.processes_eu_uk_personal_data AS "euUkPersonalData",
  c.sells_to_government AS "sellsToGovernment", c.has_debt AS "hasDebt"`;

/** The stored "in no regulated sector" answer (a list that is empty or absent is "not said"). */
export const NO_SECTOR = "none";

export interface CompanyFactsRow extends Record<FactFlag, boolean | null> {
  countryOfIncorporation: string | null;
  countriesOfOperation: string[] | null;
  entityType?: string | null;
  foreignInvestors: boolean | null;
  headcountBand: string | null;
  regulatedSectors: string[] | null;
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
  regulatedSectors: true,
  hasSubsidiaries: true,
  stage: true,
  ownsRealProperty: true,
  cardData: true,
  healthData: true,
  euUkPersonalData: true,
  sellsToGovernment: true,
  hasDebt: true,
} as const satisfies { [K in keyof CompanyFactsRow]-?: true };

/** A stored sector list as a fact: ["none"] = in none, the sectors named, or null when not said. */
export function toSectors(stored: readonly string[] | null | undefined): RegulatedSector[] | null {
  if (!stored?.length) return null;
  if (stored.includes(NO_SECTOR)) return [];
  const sectors = stored.filter((s): s is RegulatedSector => (REGULATED_SECTORS as readonly string[]).includes(s));
  return sectors.length ? sectors : null;
}

export function toFacts(row: CompanyFactsRow | null | undefined): CompanyFacts {
  if (!row) return EMPTY_FACTS;
  return {
    countryOfIncorporation: (row.countryOfIncorporation as CountryCode | "OTHER" | null) ?? null,
    countriesOfOperation: (row.countriesOfOperation ?? []) as (CountryCode | "OTHER")[],
    entityType: (row.entityType as EntityType | null | undefined) ?? null,
    foreignInvestors: row.foreignInvestors ?? null,
    headcountBand: (row.headcountBand as HeadcountBand | null) ?? null,
    regulatedSectors: toSectors(row.regulatedSectors),
    hasSubsidiaries: row.hasSubsidiaries ?? null,
    stage: row.stage ?? null,
    ownsRealProperty: row.ownsRealProperty ?? null,
    cardData: row.cardData ?? null,
    healthData: row.healthData ?? null,
    euUkPersonalData: row.euUkPersonalData ?? null,
    sellsToGovernment: row.sellsToGovernment ?? null,
    hasDebt: row.hasDebt ?? null,
  };
}
