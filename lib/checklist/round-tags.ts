import type { StageValue } from "@/lib/company/rules/stages";

import type { ChecklistPhase, LineMeta } from "./types";

/**
 * Which lines depend on the round. A seed-round request list from a US, UK or Singapore firm asks
 * for the company's constitution, its cap table and every security issued, IP ownership, the main
 * contracts, people and their terms, current accounts and tax filings, disputes and the privacy
 * basics: roughly 100-150 documents. A Series A list adds the audited accounts, board-level
 * policies, security attestations (SOC 2, ISO 27001) and the full paper trail of earlier rounds;
 * later rounds add committees, certifications and the records of a mature organisation.
 *
 * Lines named here carry a `stages` tag (lib/checklist/types.ts); every other line applies at
 * every stage. A company whose stage is unknown sees every line (lib/checklist/applicability.ts).
 * The per-profile counts are measured by lib/checklist/round-counts.test.ts and printed in
 * docs/CHECKLIST.md.
 */
export const FROM_SERIES_A: StageValue[] = ["series-a", "series-b", "series-c"];
export const FROM_SERIES_B: StageValue[] = ["series-b", "series-c"];

interface RoundLines {
  /** Lines first asked for at Series A. */
  seriesA?: string[];
  /** Lines first asked for at Series B. */
  seriesB?: string[];
}

export const ROUND_TAGS: Record<string, RoundLines> = {
  // Legal
  "legal-shareholder-agreements": { seriesB: ["Deeds of adherence signed by shareholders who joined after the SHA"] },
  "legal-ip-assignments": { seriesB: ["Copyright assignment deeds for the logo and brand artwork"] },
  "legal-ip-registrations": {
    seriesA: ["Copyright registration certificates for software or content"],
    seriesB: ["Trademark opposition and rectification pleadings, if any"],
  },
  "legal-ip-licences-disputes": { seriesB: ["Freedom-to-operate opinion for the core product", "Source code escrow agreements with customers"] },
  "legal-customer-contracts": {
    seriesA: [
      "Order forms and statements of work under the top customer agreements",
      "Service level agreements with service-credit schedules",
      "Government tender award letters and purchase orders",
    ],
  },
  "legal-vendor-partner-contracts": {
    seriesA: ["Distribution and reseller agreements", "Agreements with key suppliers above the board-approved value threshold"],
  },
  "legal-contract-obligations": {
    seriesA: ["Termination letters for material contracts ended in the last three years"],
    seriesB: ["Non-disclosure agreements with prospective acquirers or strategic investors"],
  },
  "legal-real-estate-leases": {
    seriesA: ["Lease renewal and termination letters", "Co-working membership agreements"],
    seriesB: ["Security deposit receipts from landlords"],
  },
  "legal-real-estate-owned-property": {
    seriesB: [
      "Occupancy certificate for each occupied building",
      "Fire safety no-objection certificate for each premises",
      "Property tax receipts for the last three years",
    ],
  },
  "legal-us-equity-plan": {
    seriesA: [
      "Forms 3921 furnished to employees for each ISO exercise",
      "Rule 701 compliance record, with the disclosure package if grants exceeded $10 million in 12 months",
    ],
  },
  "legal-us-governance": {
    seriesA: [
      "Approval of interested-director transactions by disinterested directors or stockholders",
      "Stockholder list and records made available for inspection requests",
    ],
  },
  "legal-us-ip": { seriesA: ["Copyright Office registrations for key software, if any"] },
  "legal-us-cfius-export": { seriesA: ["BE-13 survey filed with the Bureau of Economic Analysis after a new foreign direct investment"] },
  "legal-uk-incorporation": {
    seriesA: [
      "IN01 application to register the company, with the statement of compliance and the lawful-purpose statement",
      "Memorandum of association signed by the subscribers",
    ],
    seriesB: [
      "NM01 notice of change of name by resolution, with the certificate of incorporation on change of name",
      "AD01 notice of every change of registered office address",
      "Registered email address notified to Companies House",
    ],
  },
  "legal-uk-share-capital-changes": {
    seriesA: ["Board approvals registering each transfer, with the replacement share certificates"],
    seriesB: [
      "SH02 notice of consolidation, sub-division or redemption of shares, filed within one month",
      "SH08 notice of name or other designation of a class of shares",
      "SH10 notice of particulars of variation of rights attached to shares",
      "SH03 return of purchase of own shares, stamped by HMRC where required",
      "SH06 notice of cancellation of shares",
      "SH19 statement of capital with the directors' solvency statement and special resolution for any reduction of capital",
    ],
  },
  "legal-uk-emi-options": { seriesA: ["Option grant ledger reconciled to the EMI limits per employee and per company in force at each grant"] },
  "legal-uk-psc": {
    seriesA: ["Section 790D notices sent to identify PSCs, with the replies received"],
    seriesB: [
      "PSC03 notice of an other registrable person with significant control",
      "PSC04 change of details of an individual PSC",
      "PSC05 change of details of a relevant legal entity PSC",
      "PSC06 change of details of an other registrable person PSC",
      "PSC07 notice of ceasing to be a PSC",
      "PSC08 notification of a PSC statement",
      "PSC09 update or withdrawal of a PSC statement",
    ],
  },
  "legal-uk-directors": {
    seriesA: [
      "Directors' service contracts, or written memoranda of their terms, kept available for inspection",
      "Board authorisations of directors' conflicts and declarations of interest in proposed transactions",
    ],
    seriesB: [
      "TM01 termination of appointment of each former director",
      "CH01 change of a director's details",
      "AP03 appointment and TM02 termination of a company secretary, where one is appointed",
    ],
  },
  "legal-uk-annual-filings": {
    seriesA: ["Directors' report for each financial year"],
    seriesB: ["AA01 change of accounting reference date, if the year end was moved"],
  },
  "legal-uk-nsi-screening": { seriesA: ["Voluntary notification and the decision received, where a call-in risk was identified"] },
  "legal-sg-incorporation": {
    seriesA: [
      "Notices of the registered office address and of every change, lodged within 14 days",
      "Register of directors, chief executive officers, secretaries and auditors as kept by ACRA",
    ],
  },
  "legal-sg-share-capital": {
    seriesA: [
      "Directors' approval of each transfer and the ACRA lodgement updating the register of members",
      "Solvency statement and notices for any reduction of share capital",
    ],
  },
  "legal-sg-controllers-nominees": {
    seriesA: [
      "Notices sent to persons believed to be registrable controllers, with their replies",
      "Register of directors' and chief executive officer's shareholdings",
      "Directors' declarations of their interests in transactions with the company",
    ],
  },
  // Financial
  "financial-bank-accounts": {
    seriesA: [
      "Board resolution authorising the bank accounts and their signatories",
      "Monthly bank reconciliation statements for the current financial year",
      "Current bank mandate listing authorised signatories",
    ],
    seriesB: [
      "Bank balance confirmation certificates as at each financial year end",
      "Account opening confirmation letters for every current account",
    ],
  },
  "financial-treasury-investments": {
    seriesA: ["Treasury and investment policy approved by the board"],
    seriesB: [
      "Consolidated account statements for mutual fund holdings",
      "Forward contract confirmations for foreign exchange hedges",
      "Bank guarantees and letters of credit issued on the company's behalf",
      "Fixed deposit receipts and renewal advices",
    ],
  },
  "financial-payment-collections": {
    seriesA: ["Chargeback and refund reports from each payment gateway", "Payment gateway settlement reports for the last 12 months"],
    seriesB: ["List of users holding net-banking maker and checker rights", "Delegation of authority matrix for payment approvals"],
  },
  "financial-audited-statements": {
    seriesA: [
      "Audited financial statements with notes for the last three financial years",
      "Auditor's management letters with management responses",
      "Auditor engagement letter for the current financial year",
    ],
    seriesB: ["Signed trial balance for each audited year"],
  },
  "financial-management-accounts": {
    seriesA: ["General ledger export for the current financial year", "Accounts receivable ageing report", "Deferred revenue schedule"],
    seriesB: ["Fixed asset register with depreciation schedule"],
  },
  "financial-revenue-metrics": { seriesA: ["Customer cohort retention analysis", "Unit economics analysis covering CAC, LTV and payback period"] },
  "financial-projections-budget": {
    seriesA: ["Annual budget approved by the board", "Budget versus actual variance report for the last four quarters"],
  },
  "financial-debt-facilities": {
    seriesA: ["Sanction letters for every loan, overdraft and venture debt facility", "Hypothecation deeds and other security documents"],
  },
  "financial-us-federal-state-tax": { seriesA: ["Forms W-9 collected from every US contractor and vendor"] },
  "financial-us-liens-debt": {
    seriesA: [
      "UCC-1 financing statements on file in Delaware and any UCC-3 terminations",
      "UCC, federal tax lien and judgment lien search reports for Delaware and the state of principal office",
    ],
  },
  "financial-uk-corporation-tax-vat": {
    seriesA: ["Corporation tax payment confirmations, due nine months and one day after each period for companies that are not large"],
  },
  "financial-uk-seis-eis": { seriesA: ["Schedule showing the EIS money employed for the qualifying business activity within two years of issue"] },
  "financial-uk-paye": {
    seriesA: ["P60 end-of-year certificates given to employees", "P11D and P11D(b) returns of benefits in kind for each tax year"],
  },
  "financial-uk-charges": {
    seriesA: ["MR04 statement of satisfaction for each charge released", "Copies of every charge instrument kept available for inspection"],
  },
  "financial-sg-charges": { seriesA: ["Lodgement of satisfaction or release for each charge repaid"] },
  "financial-sg-corporate-tax-gst": { seriesA: ["Transfer pricing documentation for related-party transactions above the thresholds"] },
  // People
  "hr-employee-roster": {
    seriesA: ["Headcount movement report of joiners and leavers for the last 24 months"],
    seriesB: ["Background verification reports for senior hires"],
  },
  "hr-employment-agreements": {
    seriesA: [
      "Employer-of-record or secondment agreements for staff working in another country",
      "Non-compete and non-solicitation undertakings from key employees",
    ],
    seriesB: ["Internship agreements"],
  },
  "hr-policies-handbook": {
    seriesA: ["Employee handbook", "Leave policy", "Code of conduct", "Whistle-blower policy"],
    seriesB: ["Travel and expense reimbursement policy", "Remote work policy"],
  },
  "hr-payroll-compensation-exits": {
    seriesA: ["Salary structure and compensation bands", "Sales incentive and bonus plans"],
    seriesB: ["Register of employee grievances and their resolution", "Relieving letters issued to departed employees"],
  },
  "hr-contract-labour": { seriesB: ["Manpower supply agreements with contractors"] },
  "hr-us-hiring-records": {
    seriesA: [
      "Form W-4 withholding certificate from each employee",
      "FLSA exempt or non-exempt classification for each role, with salary-basis records",
    ],
  },
  "hr-us-payroll-compliance": {
    seriesA: [
      "Annual federal unemployment tax returns (Form 940)",
      "New-hire reports filed with the state directory of new hires",
      "401(k) and group health plan documents, their summary plan descriptions and Form 5500 filings",
    ],
  },
  "hr-uk-employment": { seriesA: ["48-hour week opt-out agreements signed by staff who choose to work longer"] },
  "hr-uk-pensions-payroll": {
    seriesA: [
      "Re-declaration of compliance after each three-yearly re-enrolment",
      "National minimum wage pay records",
      "Working time records for workers subject to the weekly limit",
    ],
  },
  "hr-sg-employment": { seriesA: ["Itemised payslips issued at least once a month", "Employee records for current and former employees"] },
  "hr-sg-cpf-levies": {
    seriesA: [
      "Foreign worker levy payments for S Pass and Work Permit holders",
      "Form IR21 tax clearance for each departing foreign employee, filed at least one month before cessation",
    ],
  },
  // Risk
  "risk-licence-tracker": {
    seriesB: [
      "Regulator inspection reports and compliance responses",
      "Annual compliance certificates filed with sector regulators",
      "Renewal applications and acknowledgements for licences expiring within 12 months",
    ],
  },
  "risk-insurance-policies": {
    seriesA: [
      "Professional indemnity or errors and omissions policy",
      "Cyber liability policy",
      "Group health insurance policy",
      "Key person insurance policy on the founders",
      "Commercial general liability policy",
    ],
    seriesB: ["Group personal accident policy", "Property or fire policy covering office assets"],
  },
  "risk-insurance-claims": {
    seriesA: ["Claims history reports from each insurer for the last three years"],
    seriesB: ["Premium payment receipts for current policies", "Insurance broker's coverage adequacy report"],
  },
  "risk-litigation-pending": { seriesA: ["Orders and judgments in disputes decided in the last three years"] },
  "risk-regulatory-proceedings": {
    seriesB: [
      "External counsel's confirmation letters to the statutory auditor on pending cases",
      "Labour department inspection notices and replies",
    ],
  },
  "risk-privacy-notices": {
    seriesA: [
      "Consent notices used to collect personal data",
      "Record of processing activities",
      "Data retention and deletion schedule",
      "Cookie policy as published on the website",
    ],
  },
  "risk-data-security-incidents": {
    seriesA: ["Data protection impact assessments for high-risk processing"],
    seriesB: ["Access review records for systems holding personal data"],
  },
  "risk-data-processors-transfers": {
    seriesA: [
      "List of sub-processors disclosed to customers",
      "Log of requests from individuals to access, correct or delete their personal data",
      "EU GDPR Article 27 representative appointment, if serving EU residents",
    ],
  },
  "risk-in-startup-policies": { seriesA: ["Sanctions screening policy with screening records of customers, vendors and investors"] },
  "risk-uk-data-protection": {
    seriesA: [
      "Record of processing activities",
      "Data protection impact assessments for high-risk processing",
      "Cookie consent records for non-essential cookies",
    ],
  },
  "risk-uk-regulatory-financial-crime": {
    seriesA: [
      "Anti-bribery policy with the risk assessment supporting adequate procedures",
      "Modern slavery statement, once turnover reaches £36 million",
    ],
  },
  "risk-sg-pdpa": { seriesA: ["Do Not Call Registry check records for marketing messages to Singapore numbers"] },
  "risk-sg-licences": { seriesA: ["Anti-corruption policy and gifts register"] },
  // Operations
  "operations-tech-architecture": {
    seriesA: [
      "Inventory of third-party APIs and SaaS subscriptions",
      "Open-source licence compliance report",
      "Technology stack and infrastructure inventory",
    ],
    seriesB: ["Software bill of materials (SBOM) for the main product"],
  },
  "operations-tech-ownership": {
    seriesA: ["Access revocation records for departed employees and contractors"],
    seriesB: ["Register of paid software licences and seat counts"],
  },
  "operations-security-testing": {
    seriesA: ["Vulnerability assessment report for the infrastructure", "Remediation tracker for penetration test findings", "Access control policy"],
    seriesB: ["Mobile application security assessment report", "Secure software development lifecycle policy", "Responsible disclosure policy"],
  },
  "operations-business-continuity": {
    seriesA: [
      "Business continuity plan",
      "Disaster recovery plan",
      "Uptime reports against customer SLAs for the last 12 months",
      "Backup policy with restore test logs",
    ],
    seriesB: [
      "Latest disaster recovery drill report",
      "Post-incident reviews for major outages",
      "Change management log for production releases",
      "On-call and escalation policy",
    ],
  },
  "operations-security-certifications": {
    seriesA: [
      "SOC 2 Type II report",
      "ISO/IEC 27001 certificate",
      "ISO/IEC 27001 Statement of Applicability",
      "Completed customer security questionnaires (CAIQ or SIG)",
    ],
    seriesB: ["SOC 2 bridge letter covering the period since the last report", "ISO/IEC 27001 latest surveillance audit report"],
  },
  "operations-quality-certifications": {
    seriesB: [
      "ISO 9001 quality management certificate",
      "ISO 9001 internal audit reports",
      "Quality manual",
      "CMMI appraisal certificate",
      "Customer quality audit reports",
    ],
  },
  "operations-assurance-reports": {
    seriesB: ["ISO/IEC 27701 privacy information management certificate", "Accessibility conformance report (VPAT) for the product"],
  },
  // Supporting documentation
  "supporting-board-minutes": {
    seriesA: ["Notices and agendas of board meetings", "Board papers for meetings approving fundraising, ESOP grants and borrowing"],
    seriesB: ["Attendance register of board meetings", "Draft minutes circulated to directors, with their comments"],
  },
  "supporting-general-meeting-minutes": {
    seriesB: ["Attendance registers of general meetings", "Notices of general meetings with explanatory statements"],
  },
  "supporting-committee-minutes": {
    seriesA: ["Investor observer appointment letters"],
    seriesB: [
      "Minutes of audit committee meetings, where constituted",
      "Minutes of nomination and remuneration committee meetings",
      "Minutes of ESOP compensation committee meetings",
      "Terms of reference of each board committee",
    ],
  },
  "supporting-minute-book-index": {
    seriesB: [
      "Certified true copies of resolutions issued to banks and regulators",
      "Register of documents executed under the common seal, if the company uses a seal",
      "Minute book index of meetings held since incorporation",
    ],
  },
  "supporting-agreements-register": {
    seriesB: [
      "Contract renewal and expiry calendar",
      "E-signature completion certificates for electronically signed agreements",
      "Register of powers of attorney granted by the company",
      "Board resolution delegating contract signing authority",
      "Register of non-disclosure agreements signed",
      "Agreements register listing every executed agreement with counterparty, date, term and value",
    ],
  },
  "supporting-prior-round-closings": {
    seriesA: [
      "Closing certificates from previous rounds",
      "Disclosure letters delivered against warranties in previous rounds",
      "Due diligence reports commissioned by earlier investors",
    ],
    seriesB: [
      "Condition precedent completion certificates from previous rounds",
      "Conditions subsequent compliance confirmations from previous rounds",
      "Legal opinions issued at earlier closings",
      "Funds flow memorandum from each previous closing",
    ],
  },
  "supporting-group-structure": { seriesA: ["Intercompany loan agreements"], seriesB: ["Certificates of good standing for each foreign subsidiary"] },
  "supporting-standard-templates": {
    seriesA: ["Non-disclosure agreement template"],
    seriesB: [
      "Reseller agreement template",
      "Purchase order template with standard terms",
      "Vendor agreement template",
      "Consultancy agreement template",
    ],
  },
  "supporting-regulator-correspondence": { seriesA: ["Correspondence with sector regulators"] },
  "supporting-investor-correspondence": {
    seriesA: [
      "Information rights reports delivered under the shareholders' agreement",
      "Investor consent requests and approvals for reserved matters",
    ],
    seriesB: [
      "Pre-emption offer notices sent to shareholders",
      "Secondary sale requests from shareholders, with the company's responses",
      "Shareholder complaints and responses",
      "Cap table updates sent to shareholders after each allotment",
    ],
  },
  "supporting-counterparty-correspondence": {
    seriesB: [
      "Management representation letters given to the statutory auditor",
      "Correspondence with lenders on covenant waivers",
      "Correspondence with insurers on claims",
      "Correspondence with landlords on lease renewals or disputes",
      "Major customer complaints and their resolution records",
      "Correspondence with the statutory auditor on audit qualifications",
    ],
  },
  "supporting-in-data-room-ddq": { seriesA: ["Completed due diligence questionnaire with cross-references to the data room"] },
  "supporting-in-finder-agreements": { seriesB: ["Invoices and payment records for finder and broker fees"] },
  "supporting-us-records": { seriesA: ["Stockholder notices required by Delaware law (e.g. notice of action by written consent)"] },
  "supporting-uk-minutes": {
    seriesA: ["Copies of special resolutions and other resolutions that must be filed, delivered to Companies House within 15 days"],
  },
};

/** The phases with each line of ROUND_TAGS tagged with the stages from which it is asked. */
export function tagRounds(phases: ChecklistPhase[], table: Record<string, RoundLines> = ROUND_TAGS): ChecklistPhase[] {
  return phases.map((phase) => ({
    ...phase,
    tasks: phase.tasks.map((task) => {
      const round = table[task.slug];
      if (!round) return task;
      const lines: Record<string, LineMeta> = { ...task.lines };
      const tag = (texts: string[] | undefined, stages: StageValue[]) => {
        for (const text of texts ?? []) lines[text] = { ...lines[text], tags: { ...lines[text]?.tags, stages } };
      };
      tag(round.seriesA, FROM_SERIES_A);
      tag(round.seriesB, FROM_SERIES_B);
      return { ...task, lines };
    }),
  }));
}
