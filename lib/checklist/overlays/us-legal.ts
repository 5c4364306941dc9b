import { doc, overlayTask } from "../overlay";
import type { OverlayTask } from "../types";
import { VALIDITY } from "../validity";

// United States (Delaware C-corporation) overlay, legal phase. Sources checked against the
// statute or regulation named (8 Del. C. = Delaware General Corporation Law; IRC = Internal
// Revenue Code; 17 CFR = SEC rules), in our own words.
export const US_AS_OF = "2026-11-24";
/** Lines written or corrected for the 2025 federal changes (Pub. L. 119-21) and checked on this day. */
export const US_2025_LAW_CHECKED = "2026-11-29";
/** When this overlay is next due a check against its sources (after the year-end inflation adjustments). */
export const US_REVIEW_BY = "2027-01-31";

export const usLegalTasks: OverlayTask[] = [
  overlayTask({
    phase: "legal",
    slug: "legal-us-formation",
    title: "Delaware formation and good standing",
    category: "Incorporation",
    priority: "high",
    estimatedDays: 2,
    order: 101,
    asOf: US_AS_OF,
    summary:
      "Investors confirm the corporation was validly formed in Delaware, is in good standing there and is qualified where it actually operates.",
    documents: [
      doc(
        "Certificate of Incorporation as filed with the Delaware Secretary of State, with every certificate of amendment",
        "8 Del. C. §§ 101-103, 242",
      ),
      doc("Restated Certificate of Incorporation currently in force", "8 Del. C. § 245"),
      doc("Bylaws as adopted and as amended", "8 Del. C. § 109"),
      doc("Action of the sole incorporator electing the first board and adopting the bylaws", "8 Del. C. §§ 107, 108"),
      doc(
        "Delaware Certificate of Good Standing issued within the last 30 days",
        "8 Del. C. § 502; Delaware Division of Corporations status certificate",
        { validity: VALIDITY.goodStanding },
      ),
      doc("Registered agent appointment and its current address in Delaware", "8 Del. C. §§ 131, 132"),
      doc(
        "Foreign qualification certificates in each state where the company does business (e.g. California Statement and Designation by Foreign Corporation)",
        "Cal. Corp. Code § 2105; equivalent statute of each state",
      ),
      doc("IRS EIN assignment letter (CP 575) for the corporation", "IRC § 6109; Form SS-4"),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-us-stock-issuances",
    title: "Founder stock, 83(b) elections and the stock ledger",
    category: "Share Capital & Securities",
    priority: "high",
    estimatedDays: 4,
    order: 102,
    asOf: US_AS_OF,
    tags: { entityTypes: ["c-corp"] },
    summary:
      "Every share must trace to a board approval, a purchase agreement and consideration, and founders' vesting shares need a timely 83(b) election; investors reconcile all of it to the stock ledger.",
    documents: [
      doc("Founder restricted stock purchase agreements with their vesting schedules", "8 Del. C. §§ 152, 153, 202"),
      doc(
        "Section 83(b) election for each founder and early exercise, with the certified-mail receipt or IRS acknowledgement as proof of filing within 30 days",
        "IRC § 83(b); Treas. Reg. § 1.83-2; IRS Form 15620",
      ),
      doc("Stock ledger recording every issuance, transfer, repurchase and cancellation", "8 Del. C. §§ 219, 224"),
      doc("Stock certificates issued, or notices of issuance of uncertificated shares", "8 Del. C. §§ 151(f), 158"),
      doc("Board consents approving each issuance and fixing the consideration", "8 Del. C. §§ 141(f), 152, 153"),
      doc("Stock repurchase agreements and records of unvested shares bought back", "8 Del. C. §§ 160, 202"),
      doc("Technology assignment agreement transferring founders' pre-incorporation IP in exchange for stock", "8 Del. C. § 152"),
      doc(
        "Ratifications under DGCL § 204 (board and stockholder resolutions, with any certificate of validation filed) or Court of Chancery orders under § 205 for any defective stock issuance",
        "8 Del. C. §§ 204, 205",
        { asOf: US_2025_LAW_CHECKED },
      ),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-us-financings",
    title: "SAFEs, notes and priced rounds",
    category: "Share Capital & Securities",
    priority: "high",
    estimatedDays: 5,
    order: 103,
    asOf: US_AS_OF,
    summary: "Each financing is checked for its instruments, its securities-law exemption and filings, and how it converts into the cap table.",
    documents: [
      doc(
        "Every SAFE signed, with a schedule of holders, amounts, valuation caps and discounts",
        "Securities Act of 1933 § 4(a)(2); 17 CFR 230.506(b)",
      ),
      doc(
        "Convertible promissory notes and note purchase agreements, with conversion calculations",
        "Securities Act of 1933 § 4(a)(2); 17 CFR 230.506(b)",
      ),
      doc(
        "Form D notices filed on EDGAR within 15 days of the first sale of each offering, with amendments",
        "17 CFR 230.503; Form D (17 CFR 239.500)",
      ),
      doc(
        "State blue-sky notice filings and fee receipts for each state where investors reside",
        "Securities Act of 1933 § 18(b)(4)(F); each state's notice-filing rule",
      ),
      doc("Accredited investor questionnaires or verification letters for each investor", "17 CFR 230.501(a); 17 CFR 230.506(c)(2)(ii)"),
      doc(
        "Rule 506(d) bad-actor questionnaires from each director, executive officer, 20% holder and placement agent covered by each offering",
        "17 CFR 230.506(d), (e)",
        { asOf: US_2025_LAW_CHECKED },
      ),
      doc(
        "California notices under Corporations Code § 25102(f) (or § 25102.1(d) for Rule 506 offerings) for securities sold to California residents, with fee receipts",
        "Cal. Corp. Code §§ 25102(f), 25102.1(d); Cal. Code Regs. tit. 10, § 260.102.14",
        { asOf: US_2025_LAW_CHECKED },
      ),
      doc("Stock purchase agreement, investors' rights, voting and ROFR/co-sale agreements of each priced round", "8 Del. C. §§ 151, 202, 218"),
      doc("Stockholder consent approving the preferred stock charter amendment", "8 Del. C. §§ 228, 242(b)"),
      doc("Pro forma cap table showing conversion of every SAFE and note in the round", "8 Del. C. § 224"),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-us-equity-plan",
    title: "Stock option plan and 409A valuations",
    category: "Share Capital & Securities",
    priority: "high",
    estimatedDays: 3,
    order: 104,
    asOf: US_AS_OF,
    tags: { entityTypes: ["c-corp"] },
    summary:
      "Options must be granted under an approved plan at no less than fair market value backed by a 409A report, or holders face penalty taxes.",
    documents: [
      doc("Equity incentive plan as adopted by the board and approved by stockholders within 12 months", "IRC § 422(b)(1); 8 Del. C. §§ 157, 228"),
      doc("Form of stock option agreement and notice of grant (ISO and NSO)", "IRC §§ 422, 83; 8 Del. C. § 157"),
      doc("Independent 409A valuation reports supporting each grant's exercise price", "IRC § 409A; Treas. Reg. § 1.409A-1(b)(5)(iv)(B)", {
        validity: VALIDITY.valuation409A,
      }),
      doc("Board consents granting each option with its exercise price and vesting", "8 Del. C. §§ 141(f), 157"),
      doc("Option ledger reconciled to the plan's share reserve", "8 Del. C. § 157; IRC § 422(b)(1)"),
      doc("Forms 3921 furnished to employees for each ISO exercise", "IRC § 6039; IRS Form 3921"),
      doc("Rule 701 compliance record, with the disclosure package if grants exceeded $10 million in 12 months", "17 CFR 230.701(e)"),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-us-governance",
    title: "Board, stockholders and Delaware filings",
    category: "Corporate Governance",
    priority: "medium",
    estimatedDays: 3,
    order: 105,
    asOf: US_AS_OF,
    summary:
      "Investors read the board and stockholder record for authority, conflicts and the yearly Delaware filings that keep the company in existence.",
    documents: [
      doc("Unanimous written consents of the board since incorporation", "8 Del. C. § 141(f)"),
      doc("Written consents of stockholders in lieu of a meeting, with the prompt notice sent to non-consenting holders", "8 Del. C. § 228(a), (e)"),
      doc("Delaware annual franchise tax reports and payment receipts (due 1 March each year)", "8 Del. C. §§ 502, 503"),
      doc("Director and officer indemnification agreements", "8 Del. C. § 145"),
      doc("Approval of interested-director transactions by disinterested directors or stockholders", "8 Del. C. § 144"),
      doc("Stockholder list and records made available for inspection requests", "8 Del. C. §§ 219, 220"),
      doc(
        "Qualified small business stock (QSBS) gross-asset records at each issuance: under $50 million for stock issued before 5 July 2025, $75 million from that date",
        "IRC § 1202(a), (b), (d), as amended by Pub. L. 119-21 (2025) § 70431 for stock issued after 4 July 2025 (gross-asset test $75 million, per-issuer cap $15 million instead of $10 million, 50%/75%/100% exclusion after 3/4/5 years)",
        { asOf: US_2025_LAW_CHECKED },
      ),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-us-ip",
    title: "US intellectual property",
    category: "Intellectual Property",
    priority: "high",
    estimatedDays: 3,
    order: 106,
    asOf: US_AS_OF,
    summary: "The company must own what it sells: every employee and contractor assigns inventions to it, and registrations stand in its name.",
    documents: [
      doc(
        "Confidential information and invention assignment agreement (CIIAA) signed by every employee, with the state-law carve-out notice",
        "Cal. Lab. Code §§ 2870-2872; 35 U.S.C. § 261",
      ),
      doc("Consulting agreements with IP assignment for every contractor", "35 U.S.C. § 261; 17 U.S.C. §§ 101, 204"),
      doc("USPTO trademark registrations and pending applications in the company's name", "15 U.S.C. §§ 1051, 1057"),
      doc("USPTO patent filings and recorded assignments from each inventor", "35 U.S.C. §§ 111, 261"),
      doc("Copyright Office registrations for key software, if any", "17 U.S.C. §§ 408, 411"),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-us-cfius-export",
    title: "Foreign investors, CFIUS and export controls",
    category: "Foreign Investment & Exchange Control",
    priority: "medium",
    estimatedDays: 2,
    order: 107,
    asOf: US_AS_OF,
    tags: { foreignInvestment: true },
    summary:
      "Foreign investment in a US business with critical technology or sensitive data can need a CFIUS filing, and exports of the product can need a licence.",
    documents: [
      doc("CFIUS analysis memo for each foreign investor's rights, with any declaration or notice filed", "31 CFR Part 800 (§§ 800.211, 800.401)"),
      doc(
        "Export classification (ECCN) of the product and any export licence or licence exception relied on",
        "15 CFR Parts 734, 774 (Export Administration Regulations)",
      ),
      doc("BE-13 survey filed with the Bureau of Economic Analysis after a new foreign direct investment", "22 U.S.C. § 3103; 15 CFR 801.7"),
    ],
  }),
];
