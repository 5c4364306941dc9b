import { doc, overlayTask } from "../overlay";
import type { OverlayTask } from "../types";
import { VALIDITY } from "../validity";

/** Singapore overlay, continued (sg.ts): tax, employment, data protection, licences and minutes. */
const asOf = "2026-11-24";

export const sgOperationsTasks: OverlayTask[] = [
  overlayTask({
    phase: "financial",
    slug: "financial-sg-corporate-tax-gst",
    title: "IRAS corporate income tax and GST",
    category: "Taxation",
    priority: "high",
    estimatedDays: 3,
    order: 307,
    asOf,
    summary:
      "Investors reconcile the ECI and Form C-S/C filings with the accounts, and check GST registration was taken up when taxable supplies passed S$1 million.",
    documents: [
      doc(
        "Estimated Chargeable Income filed within three months after each financial year end, unless revenue is S$5 million or less and the estimate is nil",
        "Income Tax Act 1947 s.63; Income Tax (Filing of Estimates of Chargeable Income) Rules 2017 r.4",
      ),
      doc(
        "Form C-S, Form C-S (Lite) or Form C corporate income tax return for each year of assessment, with the tax computation",
        "Income Tax Act 1947 s.62",
      ),
      doc("Notices of assessment for each year of assessment, with proof of payment", "Income Tax Act 1947"),
      doc("Withholding tax filings and payments for royalties, interest and service fees paid to non-residents", "Income Tax Act 1947 s.45"),
      doc(
        "GST registration letter, once taxable supplies exceeded or were expected to exceed S$1 million in 12 months",
        "Goods and Services Tax Act 1993 First Schedule",
      ),
      doc("GST F5 returns for each accounting period", "Goods and Services Tax Act 1993"),
      doc("Transfer pricing documentation for related-party transactions above the thresholds", "Income Tax Act 1947 s.34F"),
    ],
  }),
  overlayTask({
    phase: "hr",
    slug: "hr-sg-employment",
    title: "Singapore employment terms and work passes",
    category: "Employment Documentation",
    priority: "high",
    estimatedDays: 2,
    order: 308,
    asOf,
    summary:
      "The Employment Act requires written key terms, itemised payslips and records for every employee; foreign professionals need an Employment Pass assessed under COMPASS.",
    documents: [
      doc("Written key employment terms given to each employee within 14 days of starting", "Employment Act 1968 s.95A"),
      doc("Itemised payslips issued at least once a month", "Employment Act 1968 s.96"),
      doc(
        "Employee records for current and former employees",
        "Employment Act 1968 s.95; Employment (Employment Records, Key Employment Terms and Pay Slips) Regulations 2016",
      ),
      doc(
        "Employment Pass approval for each foreign professional, assessed under COMPASS for applications from 1 September 2023",
        "Employment of Foreign Manpower Act 1990",
      ),
      doc(
        "MyCareersFuture job advertisements posted under the Fair Consideration Framework before each Employment Pass application",
        "Ministry of Manpower Fair Consideration Framework (work pass condition)",
      ),
    ],
  }),
  overlayTask({
    phase: "hr",
    slug: "hr-sg-cpf-levies",
    title: "CPF, levies, insurance and payroll tax reporting",
    category: "Statutory Labour Compliance",
    priority: "high",
    estimatedDays: 2,
    order: 309,
    asOf,
    summary:
      "Unpaid CPF carries interest and prosecution risk, and IRAS expects every employer's income reporting and tax clearance for departing foreigners; investors match these to payroll.",
    documents: [
      doc("CPF submission number registration of the company as employer", "Central Provident Fund Act 1953"),
      doc("Monthly CPF contribution submissions and payments for citizen and permanent resident employees", "Central Provident Fund Act 1953 s.7"),
      doc("Skills Development Levy payments for all employees", "Skills Development Levy Act 1979"),
      doc("Foreign worker levy payments for S Pass and Work Permit holders", "Employment of Foreign Manpower Act 1990"),
      doc("Work injury compensation insurance policy covering the employees who must be insured", "Work Injury Compensation Act 2019", {
        validity: VALIDITY.insurance,
      }),
      doc("Form IR8A with Appendix 8A and 8B (share option gains) submitted for each employee by 1 March", "Income Tax Act 1947 ss.10(6), 68(2)"),
      doc("Form IR21 tax clearance for each departing foreign employee, filed at least one month before cessation", "Income Tax Act 1947 s.68(7)"),
    ],
  }),
  overlayTask({
    phase: "risk",
    slug: "risk-sg-pdpa",
    title: "Personal Data Protection Act compliance",
    category: "Data Protection",
    priority: "high",
    estimatedDays: 2,
    order: 310,
    asOf,
    summary:
      "Every organisation must designate a data protection officer (registering the officer on BizFile+ is optional) and keep written policies, and must notify the PDPC of a notifiable breach within three calendar days of assessing it.",
    documents: [
      doc(
        "Designation of the data protection officer, with business contact information made public",
        "Personal Data Protection Act 2012 s.11(3), (5)",
      ),
      doc("Data protection policies and practices, with the complaints process", "Personal Data Protection Act 2012 s.12"),
      doc("Personal data retention schedule", "Personal Data Protection Act 2012 s.25"),
      doc("Log of access and correction requests with the responses given", "Personal Data Protection Act 2012 ss.21, 22"),
      doc("Data breach assessment records", "Personal Data Protection Act 2012 s.26C"),
      doc(
        "Notifications of notifiable data breaches made to the PDPC within three calendar days of assessment",
        "Personal Data Protection Act 2012 s.26D",
      ),
      doc(
        "Contracts or other safeguards for personal data transferred outside Singapore",
        "Personal Data Protection Act 2012 s.26; Personal Data Protection Regulations 2021",
      ),
      doc("Do Not Call Registry check records for marketing messages to Singapore numbers", "Personal Data Protection Act 2012 Part 9"),
    ],
  }),
  overlayTask({
    phase: "risk",
    slug: "risk-sg-licences",
    title: "MAS licences and anti-corruption policy",
    category: "Licences & Registrations",
    priority: "medium",
    estimatedDays: 2,
    order: 311,
    asOf,
    summary: "Payments and capital-markets activities need a MAS licence or exemption; investors also ask for the anti-corruption policy.",
    documents: [
      doc("MAS licence under the Payment Services Act, for payments businesses", "Payment Services Act 2019 s.5", {
        tags: { regulatedSector: true },
      }),
      doc("MAS capital markets services licence or exemption, for fund management or dealing in securities", "Securities and Futures Act 2001 s.82", {
        tags: { regulatedSector: true },
      }),
      doc("Anti-corruption policy and gifts register", "Prevention of Corruption Act 1960"),
    ],
  }),
  overlayTask({
    phase: "supporting",
    slug: "supporting-sg-minutes",
    title: "Minutes and written resolutions",
    category: "Minute Books",
    priority: "medium",
    estimatedDays: 1,
    order: 312,
    asOf,
    summary: "Minutes are evidence of every approval an investor relies on; the Act requires them to be kept for directors' and general meetings.",
    documents: [
      doc("Minutes of directors' meetings and directors' resolutions in writing", "Companies Act 1967 s.188"),
      doc("Minutes of general meetings", "Companies Act 1967 s.188"),
      doc("Members' written resolutions passed by the private company", "Companies Act 1967 s.184A"),
    ],
  }),
];
