/*
 * THE CHECKLIST FORMAT. Read this before adding content.
 *
 * A document is still one "- " line of a task's description (SPEC.md section 3); the text after
 * "- " is the document's name and its frozen slug's text (document-slugs.data.ts). What a line
 * carries beyond its name lives next to the task, never in the description text:
 *
 *  - tags (LineTags): jurisdiction ("core" = any company, or IN / US / UK / SG), stages, and
 *    conditions (foreignInvestment, minHeadcount, regulatedSector, sectors, hasSubsidiaries,
 *    entityTypes, and the FACT_FLAGS: ownsRealProperty, cardData, healthData, euUkPersonalData,
 *    sellsToGovernment, hasDebt; fact-tags.ts tags the lines that depend on them), and
 *    replacedIn (a core line an overlay's own line replaces for that country). A line that
 *    does not apply to a company (lib/checklist/applicability.ts) is hidden from its task and
 *    counted as "Not applicable to you".
 *  - validity (LineValidity): on a document that lapses, how long it stays current; pre-fills
 *    its expiry on upload.
 *  - source + asOf (LineSource): the Act / rule / notification / form and section it rests on, in
 *    our own words, and the date (YYYY-MM-DD) we last verified it against a primary source.
 *    EVERY LINE WHOSE JURISDICTION IS NOT "core" MUST RESOLVE A SOURCE AND AN asOf: the data test
 *    (lib/checklist/metadata.test.ts) fails otherwise.
 *
 * Resolution per line (lib/checklist/metadata.ts): the line's own entry in `task.lines` (keyed by
 * the exact line text) wins, key by key, over the task-level `tags` / `source` / `asOf`; a line
 * with no source resolves no asOf (a date records a check of a source, never a stamp).
 * No tags anywhere = "core", every stage, no condition.
 *
 * JURISDICTION OVERLAYS live in lib/checklist/overlays/<code>.ts (us.ts, uk.ts, sg.ts; India 2026
 * additions in lib/checklist/india-2026.ts). An overlay is a ChecklistOverlay: a jurisdiction and a
 * list of tasks, each placed in an existing phase by `phase` slug and in one of that phase's
 * existing categories (CHECKLIST.md; the test checks exact categories). Write a task with the
 * builder, so the description and the per-line metadata can never disagree:
 *
 *   import { defineOverlay, doc, overlayTask } from "../overlay";
 *   export const ukOverlay = defineOverlay("UK", [
 *     overlayTask({
 *       phase: "legal",                        // legal | financial | hr | risk | operations | supporting
 *       slug: "legal-uk-share-allotments",     // "<phase>-<jurisdiction lower-case>-...", never renamed once shipped
 *       title: "Share allotments at Companies House",
 *       category: "Share Capital & Securities", // one of the phase's existing categories
 *       priority: "high", estimatedDays: 3,
 *       order: 201,                            // unique in the phase: US 101-199, UK 201-299, SG 301-399, India 2026 401-499
 *       summary: "One or two sentences on what an investor checks here and why.",
 *       asOf: "2026-11-24",                    // default for the documents below (each may set its own)
 *       documents: [
 *         doc("Return of allotment of shares (Form SH01) for each allotment, with its filing receipt",
 *             "Companies Act 2006, s. 555; Form SH01"),
 *         doc("Register of people with significant control", "Companies Act 2006, s. 790M",
 *             { tags: { hasSubsidiaries: true }, asOf: "2026-11-01" }),
 *       ],
 *     }),
 *   ]);
 *
 * The overlay's jurisdiction becomes every line's jurisdiction tag unless a doc sets another
 * (a "core" line inside an overlay is allowed, e.g. a plain-language policy). Then register the
 * overlay in lib/checklist/overlays/index.ts, run `npx tsx lib/checklist/freeze-slugs.ts`, and
 * `npx jest lib/checklist` (counts: each overlay present must have >= 60 documents).
 *
 * Existing lines in lib/checklist/phases/*.ts carry their tags and sources through the task
 * fields `tags`, `source`, `asOf` and `lines` below (the India lines are tagged "IN" there).
 *
 * A core line names no country's law (lib/checklist/country-terms.ts, checked by a test); the
 * round a line is first asked at lives in lib/checklist/round-tags.ts, and a core line an overlay
 * repeats in its own terms in lib/checklist/replacements.ts. docs/CHECKLIST.md has the counts per
 * profile, the sources policy and the steps to add a line.
 */
import type { StageValue } from "@/lib/company/rules/stages";

export const PRIORITIES = ["high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];
/** Whether `value` is one of PRIORITIES (the response contracts carry a priority as a plain string). */
export function isPriority(value: unknown): value is Priority {
  return (PRIORITIES as readonly unknown[]).includes(value);
}

/** SPEC.md section 3: allowed phase icons and colours. */
export const PHASE_ICONS = ["file-contract", "calculator", "users", "shield", "cogs", "folder", "chart-line", "database", "briefcase"] as const;
export type PhaseIcon = (typeof PHASE_ICONS)[number];

export const PHASE_COLORS = ["blue", "green", "yellow", "amber", "purple", "red", "orange", "indigo"] as const;
export type PhaseColor = (typeof PHASE_COLORS)[number];

/** Where a line applies: "core" to every company, otherwise to companies incorporated or operating there. */
export const JURISDICTIONS = ["core", "IN", "US", "UK", "SG"] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];
export type CountryCode = Exclude<Jurisdiction, "core">;

/** Headcount bands, smallest first (a line's minHeadcount hides it below that band). */
export const HEADCOUNT_BANDS = ["1-9", "10-19", "20-49", "50-249", "250+"] as const;
export type HeadcountBand = (typeof HEADCOUNT_BANDS)[number];

/** Legal forms a company can take (the profile's "Entity type"). */
export const ENTITY_TYPES = ["private-limited", "c-corp", "llc", "llp", "public-limited", "other"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/**
 * Regulated sectors a company can say it is in ("none": in none of them). A line tagged with
 * sectors applies to a company in one of them, or whose sectors are not said.
 */
export const REGULATED_SECTORS = [
  "fintech-payments",
  "lending",
  "insurance",
  "investments",
  "health",
  "telecom",
  "education",
  "crypto",
  "defence",
] as const;
export type RegulatedSector = (typeof REGULATED_SECTORS)[number];

/**
 * Yes/no facts about what the company does. A line tagged `true` with one applies to a company for
 * which the fact is true or not said (an unknown fact never hides a line), and is hidden only
 * from a company that said no.
 */
export const FACT_FLAGS = ["ownsRealProperty", "cardData", "healthData", "euUkPersonalData", "sellsToGovernment", "hasDebt"] as const;
export type FactFlag = (typeof FACT_FLAGS)[number];

export const PHASE_SLUGS = ["legal", "financial", "hr", "risk", "operations", "supporting"] as const;
export type PhaseSlug = (typeof PHASE_SLUGS)[number];

export interface LineTags {
  jurisdiction?: Jurisdiction;
  /** Company stages at which the line applies (lib/company/rules/stages.ts values); absent = every stage. */
  stages?: StageValue[];
  /** true: applies only to a company with foreign investors (false: only without). */
  foreignInvestment?: boolean;
  /** Applies only from this headcount band up. */
  minHeadcount?: HeadcountBand;
  /** true: applies only to a company in a regulated sector (fintech, health, insurance...). */
  regulatedSector?: boolean;
  /** Applies only to a company in one of these regulated sectors (or whose sectors are not said). */
  sectors?: RegulatedSector[];
  /** true: applies only to a company with subsidiaries. */
  hasSubsidiaries?: boolean;
  /** true: applies only to a company that owns real property (or has not said). */
  ownsRealProperty?: boolean;
  /** true: applies only to a company that stores, processes or transmits payment card data. */
  cardData?: boolean;
  /** true: applies only to a company that processes health data. */
  healthData?: boolean;
  /** true: applies only to a company that processes personal data of people in the EU or UK. */
  euUkPersonalData?: boolean;
  /** true: applies only to a company that sells to government bodies. */
  sellsToGovernment?: boolean;
  /** true: applies only to a company with borrowings (loans, debt, charges over its assets). */
  hasDebt?: boolean;
  /** Applies only to these legal forms (e.g. ["c-corp"] for stock and option lines of a US overlay). */
  entityTypes?: EntityType[];
  /**
   * A core line hidden from a company incorporated in one of these countries, because that
   * country's overlay asks for the same document in its own terms (lib/checklist/replacements.ts).
   */
  replacedIn?: CountryCode[];
}

export interface LineSource {
  /** Act / rule / notification / form and section, e.g. "Companies Act 2013, s. 42; Form PAS-3". */
  source: string;
  /** When the source was last verified, YYYY-MM-DD. */
  asOf: string;
}

/**
 * How long a document that lapses stays current from the day it is provided (a certificate of
 * good standing, a valuation, an insurance policy, a director's KYC): the upload dialog pre-fills
 * "Expires on" with the upload date plus this, so freshness flags work without the founder typing
 * a date. date-fns Duration units.
 */
export interface LineValidity {
  days?: number;
  months?: number;
}

/** What one document line carries besides its name (every field optional; see the header). */
export interface LineMeta extends Partial<LineSource> {
  tags?: LineTags;
  /** Only on lines that lapse (see LineValidity); never a task default. */
  validity?: LineValidity;
}

export interface ChecklistTask {
  /** Stable key used by the seeder; never change it once shipped (progress rows hang off it). */
  slug: string;
  title: string;
  category: string;
  priority: Priority;
  estimatedDays: number;
  /** Unique within its phase. */
  order: number;
  /**
   * One or two sentences on what an investor checks and why, then one line per required
   * document starting with "- " (SPEC.md section 3: every bullet line is one document).
   * Each document line has a frozen slug (document-slugs.data.ts), so lines may be inserted,
   * removed or reordered: the seed moves stored uploads with their line. After adding or
   * rewording a line, run `npx tsx lib/checklist/freeze-slugs.ts` (rewording: edit the frozen
   * text instead to keep the slug, and the founders' files, on the line).
   */
  description: string;
  /** Default tags of every line of the task. */
  tags?: LineTags;
  /** Default source / as-of of every line of the task. */
  source?: string;
  asOf?: string;
  /** Per-line metadata by exact line text (the text after "- "); wins over the task defaults. */
  lines?: Record<string, LineMeta>;
}

export interface ChecklistPhase {
  slug: string;
  name: string;
  description: string;
  icon: PhaseIcon;
  color: PhaseColor;
  order: number;
  tasks: ChecklistTask[];
}

/** A task an overlay adds to an existing phase. */
export interface OverlayTask extends ChecklistTask {
  phase: PhaseSlug;
}

export interface ChecklistOverlay {
  jurisdiction: CountryCode;
  /**
   * When the overlay's lines are next due a check against their sources (YYYY-MM-DD): law moves
   * (budgets, tax years, new rules), and review-by.test.ts fails once the day has passed.
   */
  reviewBy?: string;
  tasks: OverlayTask[];
}

/** Frozen document-line slugs per task: task slug -> line slug -> line text (document-slugs.data.ts). */
export type FrozenSlugs = Record<string, Record<string, string>>;
