import { doc, overlayTask } from "./overlay";
import type { OverlayTask } from "./types";

/**
 * India 2026 (india-2026.ts): company-law, FEMA and data-protection changes of 2023-2026 and the
 * India-specific items of investors' request lists (current round pack, related parties,
 * beneficial owners, stamp duty).
 */
const asOf = "2026-11-24";
const RULE_9B = "Companies (Prospectus and Allotment of Securities) Rules 2014 r.9B (inserted 27 October 2023; demat deadline 30 June 2025)";
const DPDP_MAY_2027 = "DPDP Rules 2025 (notified 13 November 2025), in force 18 months after notification";

export const indiaCorporateTasks: OverlayTask[] = [
  overlayTask({
    phase: "legal",
    slug: "legal-in-demat-rule-9b",
    title: "Dematerialised securities and PAS-6 (Rule 9B)",
    category: "Share Capital & Securities",
    priority: "high",
    estimatedDays: 3,
    order: 404,
    asOf,
    summary:
      "Private companies other than small companies had to put all their securities in demat form by 30 June 2025; since then they may issue, transfer or buy back securities only in demat form and file a half-yearly share capital reconciliation.",
    documents: [
      doc(
        "Depository confirmation that the securities held by promoters, directors and key managerial personnel were dematerialised before any offer, buy-back or bonus issue",
        RULE_9B,
      ),
      doc("Demat holding statement of each shareholder", RULE_9B),
      doc("Letters informing existing security holders of the demat facility and the ISIN", RULE_9B),
      doc(
        "Form PAS-6 reconciliation of share capital audit report for each half-year, filed within 60 days and certified by a practising company secretary or chartered accountant",
        `${RULE_9B}; r.9A(8)`,
      ),
      doc("Receipts for fees paid to the depositories and the registrar and transfer agent", RULE_9B),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-in-current-round-pack",
    title: "Current round pack",
    category: "Share Capital & Securities",
    priority: "high",
    estimatedDays: 3,
    order: 405,
    asOf,
    summary:
      "Before closing, investors want the round's own paperwork ready: a price supported by a valuation, authorised capital to absorb the issue, a compliant offer letter and a separate account for the money.",
    documents: [
      doc(
        "Registered valuer's report supporting the current round's issue price",
        "Companies Act 2013 s.62(1)(c); Companies (Share Capital and Debentures) Rules 2014 r.13",
      ),
      doc(
        "Pricing certificate for shares issued to non-residents in the current round",
        "Foreign Exchange Management (Non-Debt Instruments) Rules 2019 r.21",
        { tags: { foreignInvestment: true } },
      ),
      doc(
        "Private placement offer cum application letter (PAS-4) for the current round",
        "Companies Act 2013 s.42; Companies (Prospectus and Allotment of Securities) Rules 2014 r.14",
      ),
      doc("Special resolution approving the current round's issue, with its MGT-14 filing", "Companies Act 2013 ss.42, 62(1)(c), 117"),
      doc(
        "Authorised capital headroom computation for the current round, with the ordinary resolution and SH-7 for any increase",
        "Companies Act 2013 ss.61, 64",
      ),
      doc("Statement of the separate bank account opened for the current round's application money", "Companies Act 2013 s.42"),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-in-directors-related-parties",
    title: "Directors' KYC, related-party approvals and beneficial owners",
    category: "Corporate Governance",
    priority: "high",
    estimatedDays: 3,
    order: 406,
    asOf,
    summary:
      "From 31 March 2026 directors file DIR-3-KYC-Web once every three financial years and within 30 days of any change; investors also trace related-party dealings, loans to directors and significant beneficial owners.",
    documents: [
      doc(
        "DIR-3-KYC-Web update filed within 30 days of any change in a director's mobile number, email or residential address",
        "Companies (Appointment and Qualification of Directors) Rules 2014 r.12A, substituted by G.S.R. 943(E) of 31 December 2025, in force 31 March 2026",
      ),
      doc(
        "Identity and address proofs of each director as filed for the DIN and the latest KYC",
        "Companies Act 2013 s.153; Companies (Appointment and Qualification of Directors) Rules 2014 r.9",
      ),
      doc(
        "Board resolutions, and shareholders' resolutions where the thresholds are crossed, approving each related party transaction",
        "Companies Act 2013 s.188; Companies (Meetings of Board and its Powers) Rules 2014 r.15",
      ),
      doc("Record of compliance for every loan, guarantee or security given to directors or their connected persons", "Companies Act 2013 s.185"),
      doc("Register of significant beneficial owners (BEN-3)", "Companies Act 2013 s.90; Companies (Significant Beneficial Owners) Rules 2018 r.5"),
      doc(
        "Notices in BEN-4 to persons believed to be significant beneficial owners, with their replies",
        "Companies Act 2013 s.90; Companies (Significant Beneficial Owners) Rules 2018 r.6",
      ),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-in-land-border-downstream",
    title: "Land-border beneficial ownership and downstream investment",
    category: "Foreign Investment & Exchange Control",
    priority: "high",
    estimatedDays: 2,
    order: 407,
    asOf,
    tags: { foreignInvestment: true },
    summary:
      "Press Note 2 (2026), issued 15 March 2026, ties the land-border test of Press Note 3 (2020) to the PMLA beneficial-ownership thresholds; entities of those countries still need government approval. A foreign-owned company investing downstream reports it within 30 days.",
    documents: [
      doc(
        "Government approval for any investment by an entity of a country sharing a land border with India, or whose beneficial owner (over 10% of it, or control, under the PML Rules r.9(3) test) is a citizen of one",
        "Press Note 3 (2020) as amended by Press Note 2 (2026 Series); FEM (Non-Debt Instruments) Rules 2019 r.6(a); PML (Maintenance of Records) Rules 2005 r.9(3)",
        { asOf: "2026-11-29" },
      ),
      doc(
        "Form DI filed on the RBI FIRMS portal within 30 days of each downstream investment made by the company",
        "FEM (Non-Debt Instruments) Rules 2019 r.23; FEM (Mode of Payment and Reporting of Non-Debt Instruments) Regulations 2019",
      ),
      doc(
        "Board approval, and shareholders' agreement consent where required, for each downstream investment",
        "FEM (Non-Debt Instruments) Rules 2019 r.23",
      ),
    ],
  }),
  overlayTask({
    phase: "risk",
    slug: "risk-in-dpdp-rules-2025",
    title: "DPDP Act 2023 and DPDP Rules 2025",
    category: "Data Protection",
    priority: "high",
    estimatedDays: 4,
    order: 408,
    asOf,
    summary:
      "The DPDP Rules 2025 were notified on 13 November 2025: the Data Protection Board provisions applied at once, consent-manager registration after 12 months and the duties of data fiduciaries after 18 months, in May 2027. Investors ask for the programme against those dates.",
    documents: [
      doc(
        "Privacy notice to data principals itemising the personal data, purposes and the ways to withdraw consent and complain",
        `Digital Personal Data Protection Act 2023 s.5; ${DPDP_MAY_2027} (r.3)`,
      ),
      doc("Notices sent to existing users whose consent was given before the Act applied", "Digital Personal Data Protection Act 2023 s.5(2)"),
      doc("Consent records for each purpose of processing", "Digital Personal Data Protection Act 2023 s.6"),
      doc("Log of consent withdrawals, with the processing stopped after each", "Digital Personal Data Protection Act 2023 s.6(4)-(6)"),
      doc(
        "Security safeguards documentation, including access logs retained for at least one year",
        `Digital Personal Data Protection Act 2023 s.8(5); ${DPDP_MAY_2027} (r.6)`,
      ),
      doc(
        "Personal data breach response plan covering intimation to the Data Protection Board and to affected data principals, with the detailed report within 72 hours",
        `Digital Personal Data Protection Act 2023 s.8(6); ${DPDP_MAY_2027} (r.7)`,
      ),
      doc("Data processing agreements with every data processor", "Digital Personal Data Protection Act 2023 s.8(2)"),
      doc(
        "Erasure schedule for personal data no longer needed, including inactive users where the Rules set a period",
        `Digital Personal Data Protection Act 2023 s.8(7); ${DPDP_MAY_2027} (r.8)`,
      ),
      doc(
        "Verifiable parental consent process for children's personal data",
        `Digital Personal Data Protection Act 2023 s.9; ${DPDP_MAY_2027} (r.10)`,
      ),
      doc(
        "Published contact of the person who answers data principals' questions, and the grievance redressal process",
        "Digital Personal Data Protection Act 2023 ss.8(9), 13",
      ),
      doc(
        "Data Protection Officer appointment, annual data protection impact assessment and audit, if notified as a Significant Data Fiduciary",
        `Digital Personal Data Protection Act 2023 s.10; ${DPDP_MAY_2027} (r.13)`,
      ),
    ],
  }),
  overlayTask({
    phase: "risk",
    slug: "risk-in-startup-policies",
    title: "Financial-crime policies and startup scheme conditions",
    category: "Licences & Registrations",
    priority: "medium",
    estimatedDays: 2,
    order: 409,
    asOf,
    summary:
      "DPIIT's notification of 4 February 2026 (G.S.R. 108(E)) raised the turnover limit to ₹200 crore, added Deep Tech Startups and restricts how a recognised startup may use its funds; investors also ask for anti-corruption and anti-money-laundering policies.",
    documents: [
      doc(
        "Deep Tech Startup recognition certificate, if the company relies on the 20-year and ₹300 crore limits",
        "DPIIT notification G.S.R. 108(E) of 4 February 2026",
      ),
      doc(
        "Board record that the company has made none of the investments the DPIIT notification restricts (real estate, loans, listed securities, luxury assets)",
        "DPIIT notification G.S.R. 108(E) of 4 February 2026 (supersedes G.S.R. 127(E) of 19 February 2019)",
      ),
      doc(
        "Anti-bribery and anti-corruption policy with the guidelines that support the adequate-procedures defence",
        "Prevention of Corruption Act 1988 s.9, as amended in 2018",
      ),
      doc("Sanctions screening policy with screening records of customers, vendors and investors", undefined, { tags: { jurisdiction: "core" } }),
      doc(
        "Anti-money-laundering and KYC policy, with the FIU-IND registration and Principal Officer and Designated Director appointments, for reporting entities",
        "Prevention of Money-laundering Act 2002 s.12; PML (Maintenance of Records) Rules 2005",
        { tags: { regulatedSector: true } },
      ),
    ],
  }),
  overlayTask({
    phase: "financial",
    slug: "financial-in-stamp-duty",
    title: "Stamp duty evidence for shares and round documents",
    category: "Taxation",
    priority: "medium",
    estimatedDays: 2,
    order: 410,
    asOf,
    summary:
      "Since 1 July 2020 stamp duty on issues and transfers of securities is collected through the depositories at uniform rates; unstamped round documents are inadmissible in evidence, so investors ask for proof of each payment.",
    documents: [
      doc(
        "Proof of stamp duty paid on each issue of shares, through the depository for demat issues",
        "Indian Stamp Act 1899 ss.9A, 9B and Schedule I, as amended by Finance Act 2019 (in force 1 July 2020)",
      ),
      doc(
        "Proof of stamp duty paid on each transfer of shares",
        "Indian Stamp Act 1899 ss.9A, 9B and Schedule I, as amended by Finance Act 2019 (in force 1 July 2020)",
      ),
      doc(
        "Stamp duty paid on the shareholders' agreement, share subscription agreement and other round documents",
        "Indian Stamp Act 1899 s.35 (unstamped instruments inadmissible) and the State stamp Act of execution",
      ),
    ],
  }),
];
