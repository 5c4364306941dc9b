import type { ChecklistPhase, CountryCode, LineMeta } from "./types";

/**
 * How the core and the country overlays share the list without asking for one document twice.
 *
 * A core line that one country's overlay asks for in that country's own terms (the UK's record of
 * processing activities, the US invention assignment agreement, a Singapore register extract) is
 * replaced for a company incorporated there: the core line keeps its place and its slug (so stored
 * files stay on it) and gets `replacedIn`, which hides it from that company only
 * (lib/checklist/applicability.ts). Each entry names the overlay line that replaces it; the data
 * test checks that line exists and belongs to that country.
 */
export interface Replacement {
  country: CountryCode;
  /** The overlay task and its line that ask for the same document. */
  task: string;
  line: string;
}

type Table = Record<string, Record<string, Replacement[]>>;

const by = (country: CountryCode, task: string, line: string): Replacement => ({ country, task, line });

const US_IP = "legal-us-ip";
const UK_IP = "legal-uk-ip";
const SG_IP = "legal-sg-ip";
const UK_DATA = "risk-uk-data-protection";
const SG_PDPA = "risk-sg-pdpa";

export const REPLACEMENTS: Table = {
  "legal-cap-table-register-of-members": {
    "Register of members / stock ledger, current": [
      by("IN", "legal-cap-table-register-of-members", "Register of members (MGT-1)"),
      by("US", "legal-us-stock-issuances", "Stock ledger recording every issuance, transfer, repurchase and cancellation"),
      by("UK", "legal-uk-share-allotments", "Register of members showing every allotment, entered within two months"),
      by("SG", "legal-sg-share-capital", "Extract of the electronic register of members kept by ACRA"),
    ],
  },
  "legal-shareholder-agreements": {
    "Shareholders' agreement currently in force, with every amendment": [
      by("US", "legal-us-financings", "Stock purchase agreement, investors' rights, voting and ROFR/co-sale agreements of each priced round"),
    ],
    "Share subscription agreements for each priced round": [
      by("US", "legal-us-financings", "Stock purchase agreement, investors' rights, voting and ROFR/co-sale agreements of each priced round"),
    ],
  },
  "legal-ip-assignments": {
    "Founder IP assignment deeds transferring pre-incorporation IP to the company": [
      by("US", "legal-us-stock-issuances", "Technology assignment agreement transferring founders' pre-incorporation IP in exchange for stock"),
      by("UK", UK_IP, "Signed deeds assigning copyright and other IP from each founder to the company"),
      by("SG", SG_IP, "Written assignments of copyright from founders and contractors to the company"),
    ],
    "Employee confidentiality and invention assignment agreements": [
      by(
        "US",
        US_IP,
        "Confidential information and invention assignment agreement (CIIAA) signed by every employee, with the state-law carve-out notice",
      ),
      by("UK", UK_IP, "Employment contract IP clauses covering employee works and inventions"),
    ],
    "Consultant and contractor IP assignment agreements": [
      by("US", US_IP, "Consulting agreements with IP assignment for every contractor"),
      by("UK", UK_IP, "Contractor and agency agreements assigning copyright in the work they created for the company"),
      by("SG", SG_IP, "Written assignments of copyright from founders and contractors to the company"),
    ],
  },
  "legal-ip-registrations": {
    "Trademark registration certificates in the company's name": [
      by("US", US_IP, "USPTO trademark registrations and pending applications in the company's name"),
      by("UK", UK_IP, "UK trade mark registration certificates from the UK Intellectual Property Office"),
      by("SG", SG_IP, "Trade mark registration certificates issued by IPOS"),
    ],
    "Copyright registration certificates for software or content": [by("US", US_IP, "Copyright Office registrations for key software, if any")],
  },
  "legal-in-cap-table-tie-out": {
    "ESOP grant ledger reconciled to the approved pool: grants, vesting, exercises, lapses and the unallocated balance": [
      by("US", "legal-us-equity-plan", "Option ledger reconciled to the plan's share reserve"),
      by("UK", "legal-uk-emi-options", "Option grant ledger reconciled to the EMI limits per employee and per company in force at each grant"),
    ],
  },
  "financial-audited-statements": {
    "Audited financial statements with notes for the last three financial years": [
      by(
        "UK",
        "legal-uk-annual-filings",
        "Annual accounts delivered to Companies House for each financial year, within nine months of the year end (21 months from incorporation for the first)",
      ),
      by("SG", "legal-sg-annual-compliance", "Financial statements with the directors' statement for each financial year"),
    ],
  },
  "financial-debt-facilities": {
    "Facility agreements for every loan and venture debt facility": [
      by("US", "financial-us-liens-debt", "Loan and security agreements, with warrants issued to the lender"),
    ],
    "Warrant instruments issued to venture debt lenders": [
      by("US", "financial-us-liens-debt", "Loan and security agreements, with warrants issued to the lender"),
    ],
  },
  "hr-payroll-compensation-exits": {
    "Final settlement statements for employees who left in the last 24 months": [
      by(
        "IN",
        "hr-payroll-compensation-exits",
        "Full and final settlement statements for employees who left in the last 24 months (wages settled within two working days of exit from 21 November 2025)",
      ),
    ],
    "Separation agreements signed with departing senior employees": [
      by("UK", "hr-uk-employment", "Settlement agreements signed with departed employees"),
    ],
  },
  "risk-privacy-notices": {
    "Privacy policy as published on the website and apps": [by("UK", UK_DATA, "Privacy notices for customers, users and staff")],
    "Record of processing activities": [by("UK", UK_DATA, "Record of processing activities")],
    "Data retention and deletion schedule": [by("SG", SG_PDPA, "Personal data retention schedule")],
  },
  "risk-data-security-incidents": {
    "Incident response plan": [by("US", "risk-us-regulatory-privacy", "Data breach response plan meeting state notification deadlines")],
    "Data breach register for the last three years": [
      by("UK", UK_DATA, "Personal data breach log, with reports made to the ICO within 72 hours where required"),
      by("SG", SG_PDPA, "Data breach assessment records"),
    ],
    "Data protection impact assessments for high-risk processing": [by("UK", UK_DATA, "Data protection impact assessments for high-risk processing")],
  },
  "risk-data-processors-transfers": {
    "Log of requests from individuals to access, correct or delete their personal data": [
      by("SG", SG_PDPA, "Log of access and correction requests with the responses given"),
    ],
  },
  "supporting-board-minutes": {
    "Signed minutes of every board meeting for the last three years": [
      by("UK", "supporting-uk-minutes", "Minutes of all directors' meetings, kept for at least ten years"),
      by("SG", "supporting-sg-minutes", "Minutes of directors' meetings and directors' resolutions in writing"),
    ],
  },
  "supporting-general-meeting-minutes": {
    "Signed minutes of annual general meetings": [
      by("UK", "supporting-uk-minutes", "Records of members' resolutions and general meeting minutes, kept for at least ten years"),
      by("SG", "supporting-sg-minutes", "Minutes of general meetings"),
    ],
    "Signed minutes of extraordinary general meetings": [
      by("UK", "supporting-uk-minutes", "Records of members' resolutions and general meeting minutes, kept for at least ten years"),
      by("SG", "supporting-sg-minutes", "Minutes of general meetings"),
    ],
  },
};

/**
 * Base-phase lines kept in place (their slugs and stored files with them) that name one
 * country's law: they apply to that country only, with their source.
 */
export const COUNTRY_LINES: Record<string, Record<string, { jurisdiction: CountryCode; source: string; asOf: string }>> = {
  "hr-payroll-compensation-exits": {
    "Full and final settlement statements for employees who left in the last 24 months (wages settled within two working days of exit from 21 November 2025)":
      {
        jurisdiction: "IN",
        source: "Code on Wages 2019, s. 17(2) (in force from 21 Nov 2025)",
        asOf: "2026-11-29",
      },
  },
  "operations-assurance-reports": {
    "HIPAA compliance assessment, if US health data is handled": {
      jurisdiction: "US",
      source: "Health Insurance Portability and Accountability Act 1996; 45 CFR Parts 160 and 164 (Privacy and Security Rules)",
      asOf: "2026-11-29",
    },
  },
};

/** The phases with COUNTRY_LINES tagged and each replaced core line marked with its countries. */
export function applyReplacements(phases: ChecklistPhase[], table: Table = REPLACEMENTS, countryLines = COUNTRY_LINES): ChecklistPhase[] {
  return phases.map((phase) => ({
    ...phase,
    tasks: phase.tasks.map((task) => {
      const replaced = table[task.slug];
      const country = countryLines[task.slug];
      if (!replaced && !country) return task;
      const lines: Record<string, LineMeta> = { ...task.lines };
      for (const [text, meta] of Object.entries(country ?? {})) {
        lines[text] = { ...lines[text], source: meta.source, asOf: meta.asOf, tags: { ...lines[text]?.tags, jurisdiction: meta.jurisdiction } };
      }
      for (const [text, by] of Object.entries(replaced ?? {})) {
        lines[text] = { ...lines[text], tags: { ...lines[text]?.tags, replacedIn: [...new Set(by.map((r) => r.country))] } };
      }
      return { ...task, lines };
    }),
  }));
}
