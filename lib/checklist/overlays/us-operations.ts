import { doc, overlayTask } from "../overlay";
import type { OverlayTask } from "../types";
import { VALIDITY } from "../validity";
import { US_2025_LAW_CHECKED, US_AS_OF } from "./us-legal";

// United States (Delaware C-corporation) overlay: tax, employment, risk and records.
export const usOperationsTasks: OverlayTask[] = [
  overlayTask({
    phase: "financial",
    slug: "financial-us-federal-state-tax",
    title: "US federal and state tax filings",
    category: "Taxation",
    priority: "high",
    estimatedDays: 4,
    order: 101,
    asOf: US_AS_OF,
    summary:
      "A C-corporation files its own federal and state returns and reports payments to people; investors look for complete filings and no open notices.",
    documents: [
      doc("Federal corporate income tax returns (Form 1120) for every year since incorporation", "IRC §§ 6012(a)(2), 6072(b); IRS Form 1120"),
      doc(
        "State corporate income or franchise tax returns in each state with nexus",
        "e.g. Cal. Rev. & Tax. Code § 23151 (Form 100); each state's statute",
      ),
      doc(
        "Forms 1099-NEC furnished to contractors paid $600 or more in a year up to 2025, or $2,000 or more from 2026",
        "IRC § 6041A(a), as amended by Pub. L. 119-21 (2025) § 70433 for payments after 31 December 2025 (indexed for inflation from 2027); IRS Form 1099-NEC",
        { asOf: US_2025_LAW_CHECKED },
      ),
      doc("Forms W-9 collected from every US contractor and vendor", "IRC § 3406; IRS Form W-9"),
      doc(
        "Sales and use tax registrations and returns where the company has economic nexus",
        "South Dakota v. Wayfair, 585 U.S. 162 (2018); each state's sales tax statute",
      ),
      doc("Research credit claims (Form 6765), including any payroll tax election", "IRC § 41(h); IRS Form 6765"),
      doc(
        "Section 174A research-expense position: the capitalisation schedules for 2022-2024 and the election or method change used to deduct domestic research costs from 2025",
        "IRC §§ 174, 174A, added by Pub. L. 119-21 (2025) § 70302; Rev. Proc. 2025-28",
        { asOf: US_2025_LAW_CHECKED },
      ),
      doc("Form 5472 for reportable transactions with a 25% foreign shareholder", "IRC § 6038A; IRS Form 5472", {
        tags: { foreignInvestment: true },
      }),
    ],
  }),
  overlayTask({
    phase: "financial",
    slug: "financial-us-liens-debt",
    title: "Venture debt and UCC liens",
    category: "Loans & Borrowings",
    priority: "medium",
    estimatedDays: 2,
    order: 102,
    asOf: US_AS_OF,
    summary: "Secured lenders file UCC financing statements against the company; investors match every filing to a live loan or a termination.",
    documents: [
      doc("Loan and security agreements, with warrants issued to the lender", "6 Del. C. Art. 9 (§§ 9-203, 9-310)"),
      doc("UCC-1 financing statements on file in Delaware and any UCC-3 terminations", "6 Del. C. §§ 9-307(e), 9-501, 9-513"),
      doc(
        "UCC, federal tax lien and judgment lien search reports for Delaware and the state of principal office",
        "6 Del. C. § 9-523; IRC § 6323(f)",
      ),
    ],
  }),
  overlayTask({
    phase: "hr",
    slug: "hr-us-hiring-records",
    title: "US hiring records",
    category: "Employment Documentation",
    priority: "high",
    estimatedDays: 3,
    order: 101,
    asOf: US_AS_OF,
    summary:
      "Every US hire needs work authorisation checked and payroll forms on file, and contractors must really be contractors under federal and state tests.",
    documents: [
      doc("Form I-9 with identity and work authorisation documents for each employee", "8 U.S.C. § 1324a(b); 8 CFR 274a.2"),
      doc("Form W-4 withholding certificate from each employee", "IRC § 3402(f); IRS Form W-4"),
      doc("Contractor classification analysis under the IRS common-law test and state ABC tests", "IRC § 3121(d)(2); Cal. Lab. Code § 2775"),
      doc("FLSA exempt or non-exempt classification for each role, with salary-basis records", "29 U.S.C. § 213(a)(1); 29 CFR Part 541"),
      doc("H-1B and other visa petitions with their Labor Condition Applications and public access files", "8 CFR 214.2(h); 20 CFR 655.731, 655.760"),
    ],
  }),
  overlayTask({
    phase: "hr",
    slug: "hr-us-payroll-compliance",
    title: "US payroll and benefits compliance",
    category: "Statutory Labour Compliance",
    priority: "high",
    estimatedDays: 3,
    order: 102,
    asOf: US_AS_OF,
    summary:
      "Payroll taxes are a personal liability risk for officers; investors check that returns were filed and deposits made, and that benefits rules were followed.",
    documents: [
      doc("Quarterly federal payroll tax returns (Form 941) and deposit confirmations", "IRC §§ 3102, 3111, 3402, 6302; IRS Form 941"),
      doc("Annual federal unemployment tax returns (Form 940)", "IRC § 3301; IRS Form 940"),
      doc("Forms W-2 furnished to employees and filed with the SSA", "IRC § 6051; IRS Form W-2"),
      doc(
        "State withholding and unemployment insurance registrations and quarterly wage reports",
        "e.g. Cal. Unemp. Ins. Code § 13020 (DE 9); each state's statute",
      ),
      doc("Workers' compensation insurance policy covering every state with employees", "e.g. Cal. Lab. Code § 3700; each state's statute", {
        validity: VALIDITY.insurance,
      }),
      doc("New-hire reports filed with the state directory of new hires", "42 U.S.C. § 653a(b)"),
      doc("ACA employer reporting (Forms 1094-C and 1095-C)", "IRC §§ 4980H, 6056", { tags: { minHeadcount: "50-249" } }),
      doc(
        "401(k) and group health plan documents, their summary plan descriptions and Form 5500 filings",
        "ERISA §§ 102, 103, 104 (29 U.S.C. §§ 1022-1024); IRC §§ 401(k), 6058; Form 5500 or 5500-SF",
        { asOf: US_2025_LAW_CHECKED },
      ),
    ],
  }),
  overlayTask({
    phase: "risk",
    slug: "risk-us-regulatory-privacy",
    title: "US licences and privacy compliance",
    category: "Data Protection",
    priority: "medium",
    estimatedDays: 3,
    order: 101,
    asOf: US_AS_OF,
    summary:
      "State privacy and breach laws reach most consumer products; regulated businesses also need federal registrations and signed agreements with their partners.",
    documents: [
      doc(
        "California privacy policy and notice at collection, with the consumer request log",
        "Cal. Civ. Code §§ 1798.100, 1798.130; Cal. Code Regs. tit. 11, § 7012",
      ),
      doc("Data breach response plan meeting state notification deadlines", "Cal. Civ. Code § 1798.82; each state's breach statute"),
      doc("HIPAA business associate agreements with covered entities and vendors", "45 CFR 164.502(e), 164.504(e)", {
        tags: { regulatedSector: true },
      }),
      doc(
        "FinCEN money services business registration and state money transmitter licences",
        "31 CFR 1022.380; each state's money transmission act",
        { tags: { regulatedSector: true } },
      ),
      doc("COPPA verifiable parental consent process, if the product is directed to children under 13", "15 U.S.C. § 6502; 16 CFR Part 312"),
    ],
  }),
  overlayTask({
    phase: "supporting",
    slug: "supporting-us-records",
    title: "US corporate records and agency correspondence",
    category: "Correspondence Files",
    priority: "low",
    estimatedDays: 2,
    order: 101,
    asOf: US_AS_OF,
    summary: "Notices from the IRS, the SEC and state agencies, and the company's answers, show whether anything is open.",
    documents: [
      doc("IRS notices and the company's responses (CP and letter series)", "IRC §§ 6201, 7602"),
      doc("State tax agency notices and responses, including Delaware franchise tax assessments", "8 Del. C. §§ 502-503; each state's tax code"),
      doc("Stockholder notices required by Delaware law (e.g. notice of action by written consent)", "8 Del. C. §§ 222, 228(e)"),
    ],
  }),
];
