import { STAGE_VALUES } from "@/lib/company/rules/stages";
import {
  FACT_FLAGS,
  HEADCOUNT_BANDS,
  type CountryCode,
  type EntityType,
  type FactFlag,
  type HeadcountBand,
  type LineTags,
  type RegulatedSector,
} from "./types";

/**
 * The company facts that decide which lines apply. Unknown facts (null) never hide a line, except
 * the country: a country's lines apply only to a company that said it is incorporated or operates
 * there, so a company that has not said where it is incorporated sees the jurisdiction-neutral core
 * (guessing a country would hand it another country's law as its own).
 */
export interface CompanyFacts extends Partial<Record<FactFlag, boolean | null>> {
  countryOfIncorporation: CountryCode | "OTHER" | null;
  countriesOfOperation: (CountryCode | "OTHER")[];
  entityType?: EntityType | null;
  foreignInvestors: boolean | null;
  headcountBand: HeadcountBand | null;
  /** The regulated sectors the company is in: [] = none of them, null = not said. */
  regulatedSectors: RegulatedSector[] | null;
  hasSubsidiaries: boolean | null;
  stage: string | null;
}

export const EMPTY_FACTS: CompanyFacts = {
  countryOfIncorporation: null,
  countriesOfOperation: [],
  foreignInvestors: null,
  headcountBand: null,
  regulatedSectors: null,
  hasSubsidiaries: null,
  stage: null,
};

/** The jurisdictions whose lines apply: the country of incorporation, when said, and every country of operation. */
export function companyJurisdictions(facts: CompanyFacts): Set<string> {
  const incorporation = facts.countryOfIncorporation ? [facts.countryOfIncorporation] : [];
  return new Set<string>([...incorporation, ...facts.countriesOfOperation]);
}

const known = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** A stage typed as free text that names no known round ("Bootstrapped") is an unknown fact: it hides nothing. */
const knownStage = (stage: string | null): stage is string => (STAGE_VALUES as readonly string[]).includes(stage ?? "");

/** A line tagged with a fact (true or false) is hidden only from a company that said the opposite. */
const contradicts = (tag: boolean | undefined, fact: boolean | null | undefined) => known(tag) && known(fact) && tag !== fact;

/** Whether the company's regulated sectors rule the line out; sectors not said rule nothing out. */
function sectorsContradict(tags: LineTags, sectors: RegulatedSector[] | null): boolean {
  if (!sectors) return false;
  if (contradicts(tags.regulatedSector, sectors.length > 0)) return true;
  return !!tags.sectors?.length && !tags.sectors.some((s) => sectors.includes(s));
}

/** Whether a line with these tags applies to a company with these facts. */
export function lineApplies(tags: LineTags | undefined, facts: CompanyFacts): boolean {
  if (!tags) return true;
  const jurisdiction = tags.jurisdiction ?? "core";
  if (jurisdiction !== "core" && !companyJurisdictions(facts).has(jurisdiction)) return false;
  if (facts.countryOfIncorporation && (tags.replacedIn as string[] | undefined)?.includes(facts.countryOfIncorporation)) return false;
  if (tags.stages?.length && knownStage(facts.stage) && !(tags.stages as string[]).includes(facts.stage)) return false;
  if (contradicts(tags.foreignInvestment, facts.foreignInvestors)) return false;
  if (sectorsContradict(tags, facts.regulatedSectors)) return false;
  if (contradicts(tags.hasSubsidiaries, facts.hasSubsidiaries)) return false;
  if (FACT_FLAGS.some((flag) => contradicts(tags[flag], facts[flag]))) return false;
  if (tags.entityTypes?.length && facts.entityType && !tags.entityTypes.includes(facts.entityType)) return false;
  if (tags.minHeadcount && facts.headcountBand && HEADCOUNT_BANDS.indexOf(facts.headcountBand) < HEADCOUNT_BANDS.indexOf(tags.minHeadcount))
    return false;
  return true;
}

/** What a stored task needs to be matched to its checklist tags. */
export interface TaskLineRef {
  slug: string;
  /** The slug of each document line by index (tasks.document_slugs). */
  documentSlugs: string[];
}

/**
 * Indices of the task's lines that do not apply to the company (empty when all do). Tags come
 * from `tagsBySlug` (lib/checklist/metadata.ts); a task or line it does not know is core.
 */
export function notApplicableLines(task: TaskLineRef, facts: CompanyFacts, tagsBySlug: Map<string, Map<string, LineTags>>): number[] {
  const tags = tagsBySlug.get(task.slug);
  if (!tags) return [];
  const out: number[] = [];
  task.documentSlugs.forEach((slug, index) => {
    if (!lineApplies(tags.get(slug), facts)) out.push(index);
  });
  return out;
}

/** A task is not applicable when it has document lines and none of them applies. */
export function isTaskApplicable(lineCount: number, notApplicable: readonly number[]): boolean {
  return lineCount === 0 || notApplicable.length < lineCount;
}
