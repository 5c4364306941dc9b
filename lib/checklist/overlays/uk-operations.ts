import { doc, overlayTask } from "../overlay";
import type { OverlayTask } from "../types";
import { VALIDITY } from "../validity";

/** United Kingdom overlay, continued (uk.ts): HMRC, charges, employment, data protection, regulation, minutes. */
const CHECKED = "2026-11-24";
/** Lines written for the EMI, EIS and SEIS limits in force from 6 April 2026, checked on this day. */
export const UK_2026_LIMITS_CHECKED = "2026-11-29";

export const ukOperationsTasks: OverlayTask[] = [
  overlayTask({
    slug: "financial-uk-corporation-tax-vat",
    phase: "financial",
    title: "Corporation tax, VAT and R&D claims",
    category: "Taxation",
    priority: "high",
    estimatedDays: 3,
    order: 210,
    asOf: CHECKED,
    summary:
      "Investors reconcile filed returns and payments with the accounts, and check that R&D relief claims met the notification and additional-information rules that now make late or incomplete claims invalid.",
    documents: [
      doc(
        "Notice to HMRC of coming within the charge to corporation tax, with the UTR letter",
        "Finance Act 2004 s.55 (within three months of the first accounting period)",
      ),
      doc("CT600 company tax returns with computations for each accounting period", "Finance Act 1998 Sch 18"),
      doc(
        "Corporation tax payment confirmations, due nine months and one day after each period for companies that are not large",
        "Taxes Management Act 1970 s.59D",
      ),
      doc(
        "R&D claim notification (first claims for periods beginning on or after 1 April 2023) and the additional information form for each R&D claim",
        "CTA 2009 s.1142A; Finance Act 1998 Sch 18 para 83EA; SI 2023/813",
      ),
      doc(
        "VAT registration certificate, with the turnover record showing when the £90,000 threshold was crossed",
        "Value Added Tax Act 1994 Sch 1 (threshold £90,000 from 1 April 2024)",
      ),
      doc(
        "VAT returns filed through Making Tax Digital compatible software",
        "Value Added Tax Regulations 1995 reg 25 (returns); HMRC VAT Notice 700/22 (Making Tax Digital)",
      ),
    ],
  }),
  overlayTask({
    slug: "financial-uk-seis-eis",
    phase: "financial",
    title: "SEIS and EIS investor relief",
    category: "Taxation",
    priority: "high",
    estimatedDays: 3,
    order: 211,
    asOf: CHECKED,
    summary:
      "UK angels expect SEIS or EIS relief; investors check HMRC's advance assurance, that the company was within the limits at each issue and that every qualifying share issue was certified, because a missed statement costs them the relief. EIS (and VCT) income tax relief now runs for shares issued before 6 April 2035.",
    documents: [
      doc("HMRC advance assurance letter for SEIS and/or EIS", "HMRC Venture Capital Schemes Manual VCM60270 (non-statutory advance assurance)"),
      doc(
        "SEIS1 compliance statement for each SEIS share issue, made after four months of trading or once 70% of the money is spent",
        "Income Tax Act 2007 s.257EC",
      ),
      doc("HMRC authority to issue SEIS3 certificates, with copies of the SEIS3 certificates given to investors", "Income Tax Act 2007 Part 5A"),
      doc("EIS1 compliance statement for each EIS share issue", "Income Tax Act 2007 s.205"),
      doc(
        "Record of the company limits at each SEIS and EIS issue: SEIS gross assets up to £350,000, under 25 employees, £250,000 raised in total; EIS gross assets up to £15 million before and £16 million after the issue, £5 million a year and £12 million in total (£30m, £35m, £10m and £24m from 6 April 2026; higher for knowledge-intensive companies)",
        "Income Tax Act 2007 ss.173A, 173AA, 186, 186A (EIS), ss.257DI, 257DJ, 257DK (SEIS), EIS limits raised from 6 April 2026 (Budget of 26 November 2025); EIS and VCT sunset moved to 6 April 2035 (s.157(1)(aa) and the VCT equivalent, as amended by Finance Act 2024, in force 3 September 2024)",
        { asOf: UK_2026_LIMITS_CHECKED },
      ),
      doc("HMRC authority to issue EIS3 certificates, with copies of the EIS3 certificates given to investors", "Income Tax Act 2007 s.204"),
      doc("Schedule showing the EIS money employed for the qualifying business activity within two years of issue", "Income Tax Act 2007 s.175"),
    ],
  }),
  overlayTask({
    slug: "financial-uk-paye",
    phase: "financial",
    title: "PAYE, benefits and share scheme reporting",
    category: "Taxation",
    priority: "medium",
    estimatedDays: 2,
    order: 212,
    asOf: CHECKED,
    summary:
      "Payroll taxes are a common hidden liability; investors match Real Time Information submissions, benefit returns and share scheme returns to payroll and the cap table.",
    documents: [
      doc("HMRC employer registration letter with the employer PAYE reference and Accounts Office reference", "Income Tax (PAYE) Regulations 2003"),
      doc(
        "Full Payment Submissions and Employer Payment Summaries sent under Real Time Information",
        "Income Tax (PAYE) Regulations 2003 regs 67B, 67F",
      ),
      doc("P60 end-of-year certificates given to employees", "Income Tax (PAYE) Regulations 2003 reg 67"),
      doc("P11D and P11D(b) returns of benefits in kind for each tax year", "Income Tax (PAYE) Regulations 2003 reg 85"),
      doc("Employment-related securities annual returns for share awards outside EMI, by 6 July", "ITEPA 2003 s.421JA"),
    ],
  }),
  overlayTask({
    slug: "financial-uk-charges",
    phase: "financial",
    title: "Registered charges",
    category: "Loans & Borrowings",
    priority: "medium",
    estimatedDays: 2,
    order: 213,
    asOf: CHECKED,
    summary:
      "A charge not delivered to Companies House within 21 days is void against a liquidator and creditors; investors match the register to every facility and release.",
    documents: [
      doc("MR01 particulars of each charge, with the certificate of registration, delivered within 21 days of creation", "Companies Act 2006 s.859A"),
      doc("MR04 statement of satisfaction for each charge released", "Companies Act 2006 s.859L"),
      doc("Copies of every charge instrument kept available for inspection", "Companies Act 2006 s.859P"),
    ],
  }),
  overlayTask({
    slug: "hr-uk-employment",
    phase: "hr",
    title: "UK employment contracts and right to work",
    category: "Employment Documentation",
    priority: "high",
    estimatedDays: 3,
    order: 214,
    asOf: CHECKED,
    summary:
      "Investors check that every UK worker has day-one written terms and a right to work check on file, since illegal working carries civil penalties per worker.",
    documents: [
      doc(
        "Written statement of employment particulars given to each employee and worker on or before their first day",
        "Employment Rights Act 1996 s.1",
      ),
      doc(
        "Right to work check records for every employee, kept for the employment and two years after",
        "Immigration, Asylum and Nationality Act 2006 s.15",
      ),
      doc("Sponsor licence and certificates of sponsorship for sponsored Skilled Worker employees", "Immigration Rules, Appendix Skilled Worker"),
      doc("Settlement agreements signed with departed employees", "Employment Rights Act 1996 s.203"),
      doc("48-hour week opt-out agreements signed by staff who choose to work longer", "Working Time Regulations 1998 reg 5"),
      doc(
        "Off-payroll working status determination statements for contractors engaged through their own companies, once the company is medium or large",
        "ITEPA 2003 Part 2 Chapter 10",
        { tags: { minHeadcount: "50-249" } },
      ),
    ],
  }),
  overlayTask({
    slug: "hr-uk-pensions-payroll",
    phase: "hr",
    title: "Pensions, minimum wage and employer insurance",
    category: "Statutory Labour Compliance",
    priority: "high",
    estimatedDays: 2,
    order: 215,
    asOf: CHECKED,
    summary:
      "Automatic enrolment, minimum wage records and employers' liability insurance are legal duties from the first hire; investors check each is documented.",
    documents: [
      doc(
        "Automatic enrolment declaration of compliance to The Pensions Regulator, made within five months of the duties start date",
        "Pensions Act 2008 s.3; Employers' Duties (Registration and Compliance) Regulations 2010",
      ),
      doc("Re-declaration of compliance after each three-yearly re-enrolment", "Pensions Act 2008 s.5"),
      doc("Pension contribution schedules and payment records for the qualifying scheme", "Pensions Act 2008 Part 1"),
      doc("National minimum wage pay records", "National Minimum Wage Act 1998 s.9; National Minimum Wage Regulations 2015"),
      doc("Working time records for workers subject to the weekly limit", "Working Time Regulations 1998 reg 9"),
      doc("Gender pay gap reports, once the company has 250 or more employees", "Equality Act 2010 (Gender Pay Gap Information) Regulations 2017", {
        tags: { minHeadcount: "250+" },
      }),
      doc("Employers' liability insurance certificate", "Employers' Liability (Compulsory Insurance) Act 1969", { validity: VALIDITY.insurance }),
    ],
  }),
  overlayTask({
    slug: "risk-uk-data-protection",
    phase: "risk",
    title: "UK GDPR and the ICO",
    category: "Data Protection",
    priority: "high",
    estimatedDays: 3,
    order: 216,
    asOf: CHECKED,
    summary:
      "Investors check the ICO fee is paid, that processing is documented and that transfers of UK personal data abroad rest on an approved mechanism.",
    documents: [
      doc(
        "ICO data protection fee payment confirmation and entry on the register of fee payers",
        "Data Protection (Charges and Information) Regulations 2018",
      ),
      doc("Privacy notices for customers, users and staff", "UK GDPR Arts 13, 14"),
      doc("Record of processing activities", "UK GDPR Art 30"),
      doc(
        "International Data Transfer Agreement or UK Addendum to the EU standard contractual clauses for each restricted transfer",
        "UK GDPR Art 46; Data Protection Act 2018 s.119A",
      ),
      doc("Data protection impact assessments for high-risk processing", "UK GDPR Art 35"),
      doc("Personal data breach log, with reports made to the ICO within 72 hours where required", "UK GDPR Art 33"),
      doc("Cookie consent records for non-essential cookies", "Privacy and Electronic Communications (EC Directive) Regulations 2003 reg 6"),
    ],
  }),
  overlayTask({
    slug: "risk-uk-regulatory-financial-crime",
    phase: "risk",
    title: "UK regulatory permissions and financial-crime policies",
    category: "Licences & Registrations",
    priority: "medium",
    estimatedDays: 2,
    order: 217,
    asOf: CHECKED,
    summary:
      "Carrying on a regulated activity without FCA permission is a criminal offence, and bribery and fraud by associated persons can make the company itself liable unless it had proper procedures.",
    documents: [
      doc("FCA authorisation or registration, where the business carries on a regulated activity", "Financial Services and Markets Act 2000 s.19", {
        tags: { regulatedSector: true },
      }),
      doc(
        "FCA authorisation or registration as a payment or electronic money institution, for payments businesses",
        "Payment Services Regulations 2017; Electronic Money Regulations 2011",
        { tags: { regulatedSector: true } },
      ),
      doc("Anti-bribery policy with the risk assessment supporting adequate procedures", "Bribery Act 2010 ss.7, 9"),
      doc("Fraud prevention procedures, once the company is a large organisation", "ECCTA 2023 s.199 (in force 1 September 2025)", {
        tags: { minHeadcount: "250+" },
      }),
      doc("Modern slavery statement, once turnover reaches £36 million", "Modern Slavery Act 2015 s.54"),
    ],
  }),
  overlayTask({
    slug: "supporting-uk-minutes",
    phase: "supporting",
    title: "Board minutes, resolutions and members' decisions",
    category: "Minute Books",
    priority: "medium",
    estimatedDays: 2,
    order: 218,
    asOf: CHECKED,
    summary:
      "UK companies must keep board minutes and members' resolutions for at least ten years and file certain resolutions within 15 days; investors rely on them to prove each approval.",
    documents: [
      doc("Minutes of all directors' meetings, kept for at least ten years", "Companies Act 2006 s.248"),
      doc("Records of members' resolutions and general meeting minutes, kept for at least ten years", "Companies Act 2006 s.355"),
      doc("Written resolutions of members with the signed agreement of the eligible members", "Companies Act 2006 ss.288, 296"),
      doc(
        "Copies of special resolutions and other resolutions that must be filed, delivered to Companies House within 15 days",
        "Companies Act 2006 s.30",
      ),
    ],
  }),
];
