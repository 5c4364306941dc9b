import { differenceInCalendarDays, format, parseISO } from "date-fns";
import { companyJurisdictions, type CompanyFacts } from "./applicability";
import type { CountryCode } from "./types";
import type { ReadinessItem } from "@/lib/company/rules/readiness-score";

/**
 * Rule-based risk flags: each rule is a fixed check over the company's facts and the
 * state of named checklist documents; nothing is inferred. A rule names its documents by task slug
 * and frozen document slug (lib/checklist/document-slugs.data.ts), one per jurisdiction, and looks
 * only at the jurisdictions that apply to the company (incorporation country, when said, and
 * countries of operation). A document that does not apply, or that the founder marked Optional
 * or Not applicable, never triggers a rule.
 */

export type RiskSeverity = "high" | "medium";

export interface DocRef {
  task: string;
  document: string;
}

export interface FlagTrigger {
  taskId: string;
  phaseId: string;
  taskTitle: string;
  document: string;
  /** Why this item triggered the rule, e.g. "Missing" or "Expired on Jan 31, 2026". */
  reason: string;
}

export interface RiskFlag {
  id: string;
  title: string;
  explanation: string;
  severity: RiskSeverity;
  triggers: FlagTrigger[];
}

export interface RiskContext {
  items: readonly ReadinessItem[];
  facts: CompanyFacts;
  /** YYYY-MM-DD or ISO timestamp; null when unknown. */
  foundedDate: string | null;
  today: Date;
}

export interface RiskRule {
  id: string;
  title: string;
  explanation: string;
  severity: RiskSeverity;
  evaluate(context: RiskContext): FlagTrigger[];
}

type ByCountry<T> = Partial<Record<CountryCode, T>>;

/** The investment reporting a company files when it allots shares to investors from abroad. */
export const ALLOTMENT_REPORTING: ByCountry<DocRef> = {
  IN: { task: "legal-fdi-inbound-filings", document: "fc-gpr-filings-with-rbi-acknowledgement-for-each-allotment-to" },
  US: { task: "legal-us-cfius-export", document: "be-13-survey-filed-with-the-bureau-of-economic-analysis-after-a" },
  UK: { task: "legal-uk-share-allotments", document: "sh01-return-of-allotment-with-statement-of-capital-for-every" },
  SG: { task: "legal-sg-share-capital", document: "return-of-allotment-lodged-with-acra-for-each-allotment" },
};

/** The option scheme itself, and the task whose other documents show options exist. */
export const OPTION_SCHEME: ByCountry<{ scheme: DocRef; evidence: DocRef[] }> = {
  IN: {
    scheme: { task: "legal-esop-plan-grants", document: "esop-plan-document-as-approved-by-shareholders" },
    evidence: [
      { task: "legal-esop-plan-grants", document: "esop-grant-letters-signed-by-each-option-holder" },
      { task: "legal-esop-plan-grants", document: "exercise-notices-and-allotment-records-for-exercised-options" },
      { task: "legal-esop-plan-grants", document: "register-of-employee-stock-options-sh-6" },
      { task: "legal-in-cap-table-tie-out", document: "esop-grant-ledger-reconciled-to-the-approved-pool-grants-vesting" },
      { task: "legal-fdi-transfers-fla", document: "form-esop-filings-for-options-granted-to-employees-resident" },
    ],
  },
  US: {
    scheme: { task: "legal-us-equity-plan", document: "equity-incentive-plan-as-adopted-by-the-board-and-approved-by" },
    evidence: [
      { task: "legal-us-equity-plan", document: "board-consents-granting-each-option-with-its-exercise-price-and" },
      { task: "legal-us-equity-plan", document: "option-ledger-reconciled-to-the-plan-s-share-reserve" },
      { task: "legal-us-equity-plan", document: "forms-3921-furnished-to-employees-for-each-iso-exercise" },
    ],
  },
  UK: {
    scheme: { task: "legal-uk-emi-options", document: "emi-option-plan-rules-adopted-by-the-board" },
    evidence: [
      { task: "legal-uk-emi-options", document: "signed-emi-option-agreement-for-each-grant" },
      { task: "legal-uk-emi-options", document: "hmrc-notification-of-each-emi-grant-by-6-july-after-the-tax-year" },
      { task: "legal-uk-emi-options", document: "option-grant-ledger-reconciled-to-the-emi-limits-per-employee" },
    ],
  },
  SG: {
    scheme: { task: "legal-sg-share-capital", document: "share-option-plan-approved-by-shareholders-with-the-register-of" },
    evidence: [],
  },
};

/** The yearly filing that shows the company is alive and current with its registry. */
export const ANNUAL_RETURN: ByCountry<DocRef> = {
  IN: { task: "legal-annual-roc-filings", document: "annual-returns-mgt-7-or-mgt-7a-with-srns-for-the-last-three" },
  US: { task: "legal-us-governance", document: "delaware-annual-franchise-tax-reports-and-payment-receipts-due-1" },
  UK: { task: "legal-uk-annual-filings", document: "cs01-confirmation-statement-for-each-review-period-filed-within" },
  SG: { task: "legal-sg-annual-compliance", document: "annual-return-lodged-with-acra-within-seven-months-after-each" },
};

const REQUIRED = new Set(["held", "missing", "expired"]);
const refKey = (task: string | null, document: string | null) => `${task}/${document}`;

function find(items: readonly ReadinessItem[], ref: DocRef): ReadinessItem | undefined {
  return items.find((item) => item.taskSlug === ref.task && item.documentSlug === ref.document && REQUIRED.has(item.state));
}

function trigger(item: ReadinessItem, reason: string): FlagTrigger {
  return { taskId: item.taskId, phaseId: item.phaseId, taskTitle: item.taskTitle, document: item.name, reason };
}

/** "Jan 31, 2026" (SPEC.md's 'MMM d, yyyy'). */
const day = (value: string | null) => (value ? format(parseISO(value), "MMM d, yyyy") : "an unknown date");
const expiredReason = (item: ReadinessItem) => `Expired on ${day(item.expiresOn)}`;
const missingReason = (item: ReadinessItem) => (item.state === "expired" ? expiredReason(item) : "Missing");

/** The company's jurisdictions that a rule knows, incorporation country first. */
function countriesOf(facts: CompanyFacts): CountryCode[] {
  const known = (c: string): c is CountryCode => c === "IN" || c === "US" || c === "UK" || c === "SG";
  return [...companyJurisdictions(facts)].filter(known);
}

/** For each jurisdiction of the company: the rule's document there, when it applies and is not held. */
function missingIn(context: RiskContext, refs: ByCountry<DocRef>): FlagTrigger[] {
  return countriesOf(context.facts).flatMap((country) => {
    const ref = refs[country];
    const item = ref && find(context.items, ref);
    return item && item.state !== "held" ? [trigger(item, missingReason(item))] : [];
  });
}

/** True when the company was founded more than a year before `today`. */
export function pastFirstYear(foundedDate: string | null, today: Date): boolean {
  if (!foundedDate) return false;
  const founded = parseISO(foundedDate.slice(0, 10));
  if (Number.isNaN(founded.getTime())) return false;
  const anniversary = new Date(founded);
  anniversary.setFullYear(founded.getFullYear() + 1);
  return differenceInCalendarDays(today, anniversary) > 0;
}

export const RISK_RULES: readonly RiskRule[] = [
  {
    id: "foreign-investment-without-allotment-reporting",
    title: "Foreign investment without allotment reporting",
    explanation:
      "Your company facts say you have foreign investors, but the filing that reports shares allotted to them is not held (India: FC-GPR; US: BE-13; UK: SH01; Singapore: return of allotment). Investors ask for it first; a late filing can mean penalties or compounding.",
    severity: "high",
    evaluate: (context) => (context.facts.foreignInvestors === true ? missingIn(context, ALLOTMENT_REPORTING) : []),
  },
  {
    id: "esop-pool-without-scheme",
    title: "ESOP pool without a scheme document",
    explanation:
      "You hold option grants, ledgers or filings, but not the approved option scheme they rest on. Grants made without an approved scheme may be invalid and are a common diligence finding.",
    severity: "high",
    evaluate: ({ items, facts }) =>
      countriesOf(facts).flatMap((country) => {
        const rule = OPTION_SCHEME[country];
        const scheme = rule && find(items, rule.scheme);
        if (!rule || !scheme || scheme.state === "held") return [];
        const evidence = rule.evidence.map((ref) => find(items, ref)).filter((item) => item?.state === "held");
        // Singapore keeps the register of options in the same line as the plan: nothing else shows a pool.
        if (evidence.length === 0) return [];
        return [trigger(scheme, missingReason(scheme)), ...evidence.map((item) => trigger(item!, "Held"))];
      }),
  },
  {
    id: "no-annual-return-after-first-year",
    title: "No annual return after the first year",
    explanation:
      "Your company was founded more than a year ago, but its annual filing with the registry is not held (India: MGT-7/7A; US: Delaware annual franchise tax report; UK: CS01 confirmation statement; Singapore: ACRA annual return).",
    severity: "medium",
    evaluate: (context) => (pastFirstYear(context.foundedDate, context.today) ? missingIn(context, ANNUAL_RETURN) : []),
  },
  {
    id: "lapsed-document",
    title: "Lapsed licence or certificate",
    explanation:
      "A document you hold has passed its expiry date, so it no longer counts towards your readiness score. Renew it and upload the current version.",
    severity: "high",
    evaluate: ({ items }) => items.filter((item) => item.state === "expired").map((item) => trigger(item, expiredReason(item))),
  },
];

/** Every rule that fires, in RISK_RULES order, each with the items that triggered it. */
export function riskFlags(context: RiskContext, rules: readonly RiskRule[] = RISK_RULES): RiskFlag[] {
  return rules.flatMap(({ evaluate, ...rule }) => {
    const seen = new Set<string>();
    const triggers = evaluate(context).filter((t) => {
      const key = refKey(t.taskId, t.document);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return triggers.length ? [{ ...rule, triggers }] : [];
  });
}
