import { parseDocumentLines } from "@/lib/progress/rules";

import { indiaLineSource } from "./india-line-sources";
import type { ChecklistPhase, LineMeta, LineTags } from "./types";

/**
 * Which lines of the base phases are Indian law (jurisdiction "IN", with their source) and which
 * are core (any company). Kept beside the phases so their text stays as it is.
 *
 * Per task: `only` = just these lines are Indian (line text -> source), the rest are core; or
 * the whole task is Indian, minus the `core` lines, with `lines` giving a line its source here.
 * `source` names the Acts the whole task rests on, for whoever edits it; it is never shown as a
 * line's source: each line has its own (here, india-line-sources.ts, or its 2025-26 rewording),
 * and a line that had none would fail the metadata test. `tags` adds conditions to the Indian lines.
 */
interface IndiaTask {
  source?: string;
  only?: Record<string, string>;
  core?: string[];
  lines?: Record<string, string>;
  tags?: LineTags;
}

export const INDIA_AS_OF = "2026-11-24";
/** Next check of India's lines (these and india-2026*.ts): after the Union Budget and the tax year from 1 April. */
export const INDIA_REVIEW_BY = "2027-03-31";
const LABOUR_CODES = "in force from 21 Nov 2025";

export const INDIA_TASKS: Record<string, IndiaTask> = {
  "legal-incorporation-certificates": {
    source: "Companies Act 2013, ss. 4, 5, 7; Companies (Incorporation) Rules 2014, rr. 12, 18 (SPICe+ INC-32/33/34, INC-11)",
    lines: {
      "PAN allotment letter of the company": "Income-tax Act 1961, s. 139A (PAN)",
      "TAN allotment letter of the company": "Income-tax Act 1961, s. 203A (TAN)",
    },
  },
  "legal-incorporation-commencement-office": {
    source: "Companies Act 2013, ss. 10A, 12; Companies (Incorporation) Rules 2014, rr. 23A, 25, 25A, 27",
  },
  "legal-incorporation-changes": { source: "Companies Act 2013, ss. 13, 14, 117, 366; Companies (Incorporation) Rules 2014, rr. 29, 30" },
  "legal-cap-table-register-of-members": {
    source: "Companies Act 2013, ss. 29, 46, 88; Companies (Prospectus and Allotment of Securities) Rules 2014, r. 9B (demat for private companies)",
    core: ["Fully diluted capitalisation table, reconciled to the register of members", "Register of members / stock ledger, current"],
    lines: {
      "Register of members (MGT-1)": "Companies Act 2013, s. 88; Companies (Management and Administration) Rules 2014, r. 3",
      "Share certificates (SH-1) issued to each shareholder, as copies":
        "Companies Act 2013, s. 46; Companies (Share Capital and Debentures) Rules 2014, r. 5",
    },
  },
  "legal-share-allotments": {
    source:
      "Companies Act 2013, ss. 42, 62(1)(c); Companies (Prospectus and Allotment of Securities) Rules 2014, r. 14; Companies (Share Capital and Debentures) Rules 2014, r. 13",
  },
  "legal-shareholder-agreements": {
    only: {
      "Convertible note, CCD or iSAFE agreements outstanding":
        "Companies (Acceptance of Deposits) Rules 2014, r. 2(1)(c)(xvii); Companies Act 2013, s. 62(3)",
    },
  },
  "legal-share-capital-changes-transfers": {
    source: "Companies Act 2013, ss. 56, 61, 64, 68; Companies (Share Capital and Debentures) Rules 2014, rr. 11, 17; Indian Stamp Act 1899",
  },
  "legal-esop-plan-grants": {
    source: "Companies Act 2013, s. 62(1)(b); Companies (Share Capital and Debentures) Rules 2014, r. 12; Income-tax Act 1961, s. 17(2)(vi)",
  },
  "legal-directors-kmp": {
    source: "Companies Act 2013, ss. 152, 164, 170, 184; Companies (Appointment and Qualification of Directors) Rules 2014, rr. 8, 12A, 14",
  },
  "legal-annual-roc-filings": {
    source:
      "Companies Act 2013, ss. 90, 92, 137, 139, 405; Companies (Acceptance of Deposits) Rules 2014, r. 16; Companies (Significant Beneficial Owners) Rules 2018",
  },
  "legal-governance-registers-policies": {
    source:
      "Companies Act 2013, ss. 77, 92(2), 186, 188, 189; Companies (Meetings of Board and its Powers) Rules 2014; Companies (Accounts) Rules 2014, r. 8(2)",
  },
  "legal-fdi-inbound-filings": {
    source:
      "FEMA 1999; Foreign Exchange Management (Non-debt Instruments) Rules 2019; FEM (Mode of Payment and Reporting of Non-Debt Instruments) Regulations 2019, reg. 4",
    tags: { foreignInvestment: true },
  },
  "legal-fdi-transfers-fla": {
    source:
      "FEMA 1999; FEM (Mode of Payment and Reporting of Non-Debt Instruments) Regulations 2019, reg. 4; RBI Master Direction - Reporting under FEMA",
    tags: { foreignInvestment: true },
  },
  "legal-fdi-sectoral-overseas": {
    source: "FEMA 1999; Foreign Exchange Management (Non-debt Instruments) Rules 2019, r. 6(a) (Press Note 3 of 2020); Consolidated FDI Policy",
    tags: { foreignInvestment: true },
    lines: {
      "Form FC filings with UIN for overseas direct investment (Form ODI Part I before 2022)":
        "Foreign Exchange Management (Overseas Investment) Rules 2022 and Regulations 2022",
      "Annual Performance Reports (APR) for each overseas subsidiary": "Foreign Exchange Management (Overseas Investment) Regulations 2022, reg. 10",
    },
  },
  "legal-ip-registrations": {
    only: {
      "Trademark applications (TM-A) with examination reports and replies": "Trade Marks Act 1999, s. 18; Trade Marks Rules 2017 (Form TM-A)",
      "Patent applications (Form 1 with the Form 2 specification) filed in the company's name":
        "Patents Act 1970, ss. 7, 10; Patents Rules 2003 (Forms 1 and 2)",
    },
  },
  "legal-real-estate-leases": {
    only: { "Stamp duty and registration receipts for each lease": "Registration Act 1908, s. 17; Indian Stamp Act 1899 and state stamp acts" },
  },
  "legal-real-estate-owned-property": {
    only: { "Encumbrance certificate for each owned property": "Registration Act 1908 (records kept by the Sub-Registrar)" },
  },
  "financial-treasury-investments": {
    only: {
      "EEFC account statements for foreign currency receipts":
        "FEMA 1999; FEM (Foreign Currency Accounts by a Person Resident in India) Regulations 2015",
    },
  },
  "financial-income-tax": {
    source: "Income-tax Act 1961, ss. 44AB, 115BAA, 139, 143, 208; Income-tax Rules 1962 (ITR-6, Forms 3CA/3CD, 10-IC, 26AS)",
  },
  "financial-startup-tax-angel": { source: "Income-tax Act 1961, ss. 56(2)(viib), 79, 80-IAC, 92D, 92E; Income-tax Rules 1962, rr. 10D, 11UA" },
  "financial-tds-returns": { source: "Income-tax Act 1961, ss. 192, 194-195, 200(3), 203; Income-tax Rules 1962, rr. 31, 31A, 37BB" },
  "financial-gst": { source: "CGST Act 2017, ss. 22, 25, 37, 39, 44, 61, 73; CGST Rules 2017, rr. 10, 96A" },
  "financial-audited-statements": {
    only: {
      "Statutory auditor's reports with the CARO 2020 annexure": "Companies Act 2013, s. 143(11); Companies (Auditor's Report) Order 2020",
      "Auditor's report on internal financial controls, where applicable": "Companies Act 2013, s. 143(3)(i)",
      "Board's report under Section 134 for each financial year": "Companies Act 2013, s. 134",
    },
  },
  "financial-management-accounts": {
    only: { "Accounts payable ageing report identifying MSME vendors": "Micro, Small and Medium Enterprises Development Act 2006, ss. 15, 16, 22" },
  },
  "financial-revenue-metrics": {
    only: {
      "Revenue recognition policy (Ind AS 115 or AS 9)":
        "Companies (Indian Accounting Standards) Rules 2015 (Ind AS 115); Companies (Accounting Standards) Rules 2021 (AS 9)",
      "Reconciliation of book revenue to GSTR-1 turnover": "CGST Act 2017, s. 37",
    },
  },
  "financial-debt-facilities": {
    only: {
      "Charge creation filings (CHG-1) with certificates of registration of charge":
        "Companies Act 2013, ss. 77, 78; Companies (Registration of Charges) Rules 2014, r. 3",
      "Satisfaction of charge filings (CHG-4) for repaid loans": "Companies Act 2013, s. 82; Companies (Registration of Charges) Rules 2014, r. 8",
    },
  },
  "financial-other-borrowings": {
    only: {
      "Declarations from directors that their loans to the company are not from borrowed funds":
        "Companies (Acceptance of Deposits) Rules 2014, r. 2(1)(c)(viii)",
      "Section 186 approvals for inter-corporate loans, guarantees and investments": "Companies Act 2013, s. 186",
      "Form ECB with the Loan Registration Number for each external commercial borrowing":
        "FEMA 1999; FEM (Borrowing and Lending) Regulations 2018; RBI Master Direction - External Commercial Borrowings",
      "Monthly ECB-2 returns": "RBI Master Direction - External Commercial Borrowings (ECB-2 return)",
      "Grant or soft-loan agreements under government schemes such as the Startup India Seed Fund": "Startup India Seed Fund Scheme (DPIIT)",
      "Company credit information report from CIBIL or another credit bureau": "Credit Information Companies (Regulation) Act 2005",
    },
  },
  "hr-policies-handbook": {
    only: {
      "Prevention of sexual harassment (POSH) policy":
        "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act 2013, s. 19",
      "Gratuity policy": `Code on Social Security 2020, Chapter V (${LABOUR_CODES}); Payment of Gratuity Act 1972 before`,
    },
  },
  "hr-pf-esic": {
    source: `Employees' Provident Funds and Miscellaneous Provisions Act 1952; Employees' State Insurance Act 1948; Code on Social Security 2020 (${LABOUR_CODES})`,
  },
  "hr-state-labour-registrations": {
    source: `State Shops and Establishments Acts; state Professional Tax Acts (Constitution, art. 276); state Labour Welfare Fund Acts; Industrial Relations Code 2020, Chapter IV (${LABOUR_CODES})`,
  },
  "hr-posh-internal-committee": {
    source: "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act 2013, ss. 4, 19, 21, 22",
  },
  "hr-statutory-registers-gratuity-bonus": {
    source: `Code on Wages 2019 and Code on Social Security 2020 (${LABOUR_CODES}); Payment of Bonus Act 1965 and Payment of Gratuity Act 1972 for earlier periods`,
  },
  "hr-contract-labour": {
    source: `Contract Labour (Regulation and Abolition) Act 1970, ss. 7, 12; Occupational Safety, Health and Working Conditions Code 2020 (${LABOUR_CODES})`,
    core: ["Manpower supply agreements with contractors"],
  },
  "risk-business-registrations": {
    source:
      "DPIIT startup recognition notification (2019, as amended); MSMED Act 2006 (Udyam); Foreign Trade (Development and Regulation) Act 1992, s. 7 (IEC); SEZ Act 2005; state municipal acts",
  },
  "risk-sector-licences": {
    source:
      "Payment and Settlement Systems Act 2007; RBI Act 1934, s. 45-IA; FSS Act 2006; Medical Devices Rules 2017; IRDAI Act 1999; SEBI Act 1992; BIS Act 2016; Legal Metrology Act 2009; Water Act 1974 and Air Act 1981",
    tags: { regulatedSector: true },
  },
  "risk-insurance-policies": {
    only: { "Employee's compensation policy": "Employee's Compensation Act 1923; Code on Social Security 2020, Chapter VII" },
  },
  "risk-litigation-pending": {
    only: {
      "Consumer commission complaints against the company": "Consumer Protection Act 2019, ss. 35, 47, 58",
      "Litigation search report from eCourts, NCLT and tribunal records": "Companies Act 2013, s. 408 (NCLT); eCourts case status records",
    },
  },
  "risk-regulatory-proceedings": {
    only: {
      "Show cause notices from the ROC, RBI, SEBI or sector regulators, with replies":
        "Companies Act 2013, s. 206; RBI Act 1934; SEBI Act 1992, s. 11",
      "Adjudication orders and penalty receipts under the Companies Act":
        "Companies Act 2013, s. 454; Companies (Adjudication of Penalties) Rules 2014",
      "Compounding applications and orders under the Companies Act": "Companies Act 2013, s. 441",
      "FIRs or criminal complaints involving the company or its directors": "Bharatiya Nagarik Suraksha Sanhita 2023, s. 173",
    },
  },
  "risk-privacy-notices": {
    only: {
      "DPDP Act 2023 and DPDP Rules 2025 gap assessment against the duties that apply from May 2027":
        "Digital Personal Data Protection Act 2023; DPDP Rules 2025 r.1 (notified 13 November 2025; fiduciary duties in force 18 months later)",
      "Appointment letter of the grievance officer under the IT Rules":
        "IT (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules 2011, r. 5(9)",
    },
  },
  "risk-data-security-incidents": {
    only: {
      "Information security policy documenting reasonable security practices under the SPDI Rules, 2011":
        "Information Technology Act 2000, s. 43A; SPDI Rules 2011, r. 8",
      "CERT-In incident reports filed within six hours of detection":
        "Information Technology Act 2000, s. 70B(6); CERT-In Directions of 28 April 2022, para (ii)",
      "Designation of the point of contact communicated to CERT-In":
        "Information Technology Act 2000, s. 70B(6); CERT-In Directions of 28 April 2022, para (iii)",
      "System log retention policy meeting the CERT-In 180-day requirement":
        "Information Technology Act 2000, s. 70B(6); CERT-In Directions of 28 April 2022, para (iv)",
    },
  },
  "operations-quality-certifications": {
    only: { "Product test reports from NABL-accredited laboratories": "NABL accreditation to ISO/IEC 17025; BIS Act 2016" },
  },
  "operations-assurance-reports": {
    only: {
      "Safe-to-host certificate from a CERT-In empanelled auditor, for government hosting":
        "Information Technology Act 2000, s. 70B; CERT-In empanelment of IT security auditors",
    },
  },
  "supporting-board-minutes": { only: { "Resolutions passed by circulation": "Companies Act 2013, s. 175" } },
  "supporting-general-meeting-minutes": {
    only: {
      "Shareholder consents to general meetings held at shorter notice": "Companies Act 2013, s. 101(1)",
      "Proxy forms (MGT-11) lodged for general meetings": "Companies Act 2013, s. 105; Companies (Management and Administration) Rules 2014, r. 19",
      "Scrutiniser's reports for postal ballots, if any were held":
        "Companies Act 2013, s. 110; Companies (Management and Administration) Rules 2014, r. 22",
      "AGM extension approval from the ROC (GNL-1), if granted": "Companies Act 2013, s. 96(1)",
    },
  },
  "supporting-committee-minutes": { only: { "Minutes of CSR committee meetings, where constituted": "Companies Act 2013, s. 135" } },
  "supporting-minute-book-index": {
    only: { "Special resolution for keeping statutory registers away from the registered office, if applicable": "Companies Act 2013, s. 94(1)" },
  },
  "supporting-agreements-register": {
    only: { "E-stamp certificates for executed agreements": "Indian Stamp Act 1899 and state stamp acts (e-stamping)" },
  },
  "supporting-group-structure": {
    only: { "Statement of subsidiaries' financial information (AOC-1)": "Companies Act 2013, s. 129(3); Companies (Accounts) Rules 2014, r. 5" },
  },
  "supporting-regulator-correspondence": {
    source:
      "Authorities under the Companies Act 2013, FEMA 1999, Income-tax Act 1961, CGST Act 2017, EPF Act 1952, ESI Act 1948, Trade Marks Act 1999 and Patents Act 1970",
    core: ["Correspondence with sector regulators"],
  },
};

/** Group-structure lines only apply to a company with subsidiaries. */
const CONDITION_TASKS: Record<string, LineTags> = { "supporting-group-structure": { hasSubsidiaries: true } };

/**
 * The base phases with India's tags and sources applied (see INDIA_TASKS). Each Indian line gets
 * its own source and date; a core line gets neither (a date says someone checked a source).
 */
export function tagIndia(phases: ChecklistPhase[], table = INDIA_TASKS): ChecklistPhase[] {
  return phases.map((phase) => ({
    ...phase,
    tasks: phase.tasks.map((task) => {
      const india = table[task.slug];
      const condition = CONDITION_TASKS[task.slug];
      if (!india && !condition) return task;
      const lines: Record<string, LineMeta> = { ...task.lines };
      const base = { ...task, tags: { ...condition, ...task.tags } };
      if (!india) return base;
      if (india.only) {
        for (const [text, source] of Object.entries(india.only))
          lines[text] = {
            ...lines[text],
            ...(indiaLineSource(task.slug, text) ?? { source, asOf: INDIA_AS_OF }),
            tags: { jurisdiction: "IN", ...india.tags },
          };
        return { ...base, lines };
      }
      const core = new Set(india.core ?? []);
      for (const text of core) lines[text] = { ...lines[text], tags: { jurisdiction: "core" } };
      for (const { name } of parseDocumentLines(task.description)) {
        if (core.has(name)) continue;
        const given = india.lines?.[name];
        const own = indiaLineSource(task.slug, name) ?? (given ? { source: given, asOf: INDIA_AS_OF } : undefined);
        if (own) lines[name] = { ...lines[name], ...own };
      }
      return { ...base, tags: { ...base.tags, jurisdiction: "IN", ...india.tags }, lines };
    }),
  }));
}
