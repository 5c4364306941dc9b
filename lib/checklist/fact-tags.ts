import type { ChecklistPhase, LineMeta, LineTags, RegulatedSector } from "./types";

/**
 * Which lines depend on what the company does (lib/checklist/types.ts FACT_FLAGS and the
 * regulated sectors). A line tagged here applies to a company for which the fact is true or not
 * said, and is hidden only from one that said no (lib/checklist/applicability.ts): the tag can
 * shorten the list of a founder who answers, never that of one who has not.
 *
 * Lines are named by task slug and exact line text, as round-tags.ts names them, so the content
 * files stay as they are; the data test (fact-tags.test.ts) fails on a name no task has.
 */
type FactLineTags = Pick<
  LineTags,
  "ownsRealProperty" | "cardData" | "healthData" | "euUkPersonalData" | "sellsToGovernment" | "hasDebt" | "sectors"
> & {
  /**
   * false: the line does not depend on being in a regulated sector after all (a licence for
   * food, packaged goods or factories), so a company in none of the listed sectors keeps it.
   */
  regulatedSector?: false;
};

const OWNS_PROPERTY: FactLineTags = { ownsRealProperty: true };
const CARD_DATA: FactLineTags = { cardData: true };
const EU_UK_DATA: FactLineTags = { euUkPersonalData: true };
const GOVERNMENT: FactLineTags = { sellsToGovernment: true };
const DEBT: FactLineTags = { hasDebt: true };
const sectors = (...list: RegulatedSector[]): FactLineTags => ({ sectors: list });
/** A licence any company doing that activity needs, whatever sector it names. */
const ACTIVITY_LICENCE: FactLineTags = { regulatedSector: false };
const FINANCIAL: RegulatedSector[] = ["fintech-payments", "lending", "insurance", "investments", "crypto"];

export const FACT_TAGS: Record<string, Record<string, FactLineTags>> = {
  "legal-real-estate-owned-property": {
    "Title deeds for property owned by the company": OWNS_PROPERTY,
    "Encumbrance certificate for each owned property": OWNS_PROPERTY,
    "Property tax receipts for the last three years": OWNS_PROPERTY,
  },
  "legal-customer-contracts": { "Government tender award letters and purchase orders": GOVERNMENT },
  "risk-business-registrations": { "Government e-Marketplace (GeM) seller registration": GOVERNMENT },
  "operations-assurance-reports": {
    "Safe-to-host certificate from a CERT-In empanelled auditor, for government hosting": GOVERNMENT,
    "HIPAA compliance assessment, if US health data is handled": { healthData: true },
  },
  "operations-security-certifications": { "PCI DSS Attestation of Compliance, if card data is handled": CARD_DATA },
  "risk-privacy-notices": { "Record of processing activities": EU_UK_DATA },
  "risk-data-security-incidents": { "Data protection impact assessments for high-risk processing": EU_UK_DATA },
  "risk-data-processors-transfers": {
    "Standard contractual clauses for transfers of EU personal data": EU_UK_DATA,
    "EU GDPR Article 27 representative appointment, if serving EU residents": EU_UK_DATA,
  },
  "risk-us-regulatory-privacy": {
    // A business associate handles health data whatever sector it names itself.
    "HIPAA business associate agreements with covered entities and vendors": { healthData: true, regulatedSector: false },
    "FinCEN money services business registration and state money transmitter licences": sectors("fintech-payments", "crypto"),
  },
  "financial-debt-facilities": {
    "Sanction letters for every loan, overdraft and venture debt facility": DEBT,
    "Facility agreements for every loan and venture debt facility": DEBT,
    "Warrant instruments issued to venture debt lenders": DEBT,
    "Charge creation filings (CHG-1) with certificates of registration of charge": DEBT,
    "Satisfaction of charge filings (CHG-4) for repaid loans": DEBT,
    "Hypothecation deeds and other security documents": DEBT,
    "Personal guarantees given by founders for company borrowings": DEBT,
    "Lender no-objection letters for the fundraise": DEBT,
  },
  "financial-other-borrowings": {
    "Declarations from directors that their loans to the company are not from borrowed funds": DEBT,
    "Form ECB with the Loan Registration Number for each external commercial borrowing": DEBT,
    "Monthly ECB-2 returns": DEBT,
    "Schedule of borrowings with lender, amount, rate, security and maturity": DEBT,
  },
  "financial-us-liens-debt": {
    "Loan and security agreements, with warrants issued to the lender": DEBT,
    "UCC-1 financing statements on file in Delaware and any UCC-3 terminations": DEBT,
  },
  "financial-uk-charges": {
    "MR01 particulars of each charge, with the certificate of registration, delivered within 21 days of creation": DEBT,
    "MR04 statement of satisfaction for each charge released": DEBT,
    "Copies of every charge instrument kept available for inspection": DEBT,
  },
  "financial-sg-charges": {
    "Statement of particulars of each charge lodged with ACRA within 30 days of creation": DEBT,
    "Lodgement of satisfaction or release for each charge repaid": DEBT,
  },
  "supporting-counterparty-correspondence": { "Correspondence with lenders on covenant waivers": DEBT },
  "risk-sector-licences": {
    "RBI authorisation as a payment aggregator, for payments businesses": sectors("fintech-payments"),
    "RBI certificate of registration as an NBFC, for lending businesses": sectors("lending"),
    "CDSCO registration or licence for medical devices or drugs": sectors("health"),
    "IRDAI registration as corporate agent or web aggregator, for insurance distribution": sectors("insurance"),
    "SEBI registration certificate, for investment advice or broking": sectors("investments"),
    "WPC Equipment Type Approval for wireless devices": sectors("telecom"),
    "FSSAI licence or registration, for food businesses": ACTIVITY_LICENCE,
    "BIS Compulsory Registration Scheme certificate for electronic products": ACTIVITY_LICENCE,
    "Legal Metrology registration for importers and packers of packaged goods": ACTIVITY_LICENCE,
    "Pollution Control Board consent to operate, for manufacturing units": ACTIVITY_LICENCE,
  },
  "risk-in-startup-policies": {
    "Anti-money-laundering and KYC policy, with the FIU-IND registration and Principal Officer and Designated Director appointments, for reporting entities":
      sectors(...FINANCIAL),
  },
  "risk-uk-regulatory-financial-crime": {
    "FCA authorisation or registration, where the business carries on a regulated activity": sectors(...FINANCIAL),
    "FCA authorisation or registration as a payment or electronic money institution, for payments businesses": sectors("fintech-payments"),
  },
  "risk-sg-licences": {
    "MAS licence under the Payment Services Act, for payments businesses": sectors("fintech-payments", "crypto"),
    "MAS capital markets services licence or exemption, for fund management or dealing in securities": sectors("investments"),
  },
};

/** The phases with each line of FACT_TAGS carrying its fact tags (over the tags it had). */
export function tagFacts(phases: ChecklistPhase[], table: Record<string, Record<string, FactLineTags>> = FACT_TAGS): ChecklistPhase[] {
  return phases.map((phase) => ({
    ...phase,
    tasks: phase.tasks.map((task) => {
      const facts = table[task.slug];
      if (!facts) return task;
      const lines: Record<string, LineMeta> = { ...task.lines };
      for (const [text, tags] of Object.entries(facts)) {
        const { regulatedSector, ...rest } = tags;
        // An explicit undefined wins over the task's default regulatedSector tag when lines resolve.
        const cleared = regulatedSector === false ? { regulatedSector: undefined } : {};
        lines[text] = { ...lines[text], tags: { ...lines[text]?.tags, ...rest, ...cleared } };
      }
      return { ...task, lines };
    }),
  }));
}
