import { defineOverlay, doc, overlayTask } from "../overlay";

import { UK_2026_LIMITS_CHECKED, ukOperationsTasks } from "./uk-operations";

/**
 * United Kingdom (private company limited by shares, Companies Act 2006). Every line names the Act,
 * regulation or form it rests on and was last checked against primary material on the CHECKED date; the
 * Economic Crime and Corporate Transparency Act 2023 changes (registered email and lawful purpose
 * from 4 March 2024; identity verification and the end of the company's own registers of
 * directors and PSCs from 18 November 2025) are written in as they apply today.
 * Tax, employment, data protection, regulatory and minute-book tasks are in uk-operations.ts.
 */
const CHECKED = "2026-11-24";
/** Next check against the sources: after the spring fiscal event and the start of the 2027-28 tax year. */
const UK_REVIEW_BY = "2027-04-30";

export const ukOverlay = defineOverlay({ jurisdiction: "UK", reviewBy: UK_REVIEW_BY }, [
  overlayTask({
    slug: "legal-uk-incorporation",
    phase: "legal",
    title: "Companies House incorporation and constitution",
    category: "Incorporation",
    priority: "high",
    estimatedDays: 2,
    order: 201,
    asOf: CHECKED,
    summary:
      "Investors confirm the company is on the Companies House register, that its articles permit the round, and that its registered office and registered email meet the rules in force since 4 March 2024.",
    documents: [
      doc("Certificate of incorporation issued by the Registrar of Companies", "Companies Act 2006 s.15"),
      doc(
        "IN01 application to register the company, with the statement of compliance and the lawful-purpose statement",
        "Companies Act 2006 ss.9, 13; lawful-purpose statement required since 4 March 2024 (ECCTA 2023)",
      ),
      doc("Memorandum of association signed by the subscribers", "Companies Act 2006 s.8"),
      doc("Articles of association as currently in force", "Companies Act 2006 ss.18, 21"),
      doc(
        "Each special resolution amending the articles, with the amended articles filed at Companies House within 15 days",
        "Companies Act 2006 ss.26, 30",
      ),
      doc("AD01 notice of every change of registered office address", "Companies Act 2006 s.87"),
      doc("Registered email address notified to Companies House", "Companies Act 2006 s.88A (inserted by ECCTA 2023 s.29, in force 4 March 2024)"),
      doc("NM01 notice of change of name by resolution, with the certificate of incorporation on change of name", "Companies Act 2006 ss.77, 78, 80"),
    ],
  }),
  overlayTask({
    slug: "legal-uk-share-allotments",
    phase: "legal",
    title: "Share allotments and statements of capital",
    category: "Share Capital & Securities",
    priority: "high",
    estimatedDays: 4,
    order: 202,
    asOf: CHECKED,
    summary:
      "Every UK allotment needs directors' authority, a pre-emption disapplication or waiver, an SH01 within a month and a register entry within two months; investors rebuild the cap table from these.",
    documents: [
      doc(
        "Directors' authority to allot shares: reliance on section 550 for a single-class private company, or an ordinary resolution under section 551",
        "Companies Act 2006 ss.549-551",
      ),
      doc(
        "Special resolution disapplying statutory pre-emption rights, or written waivers from existing shareholders, for each allotment",
        "Companies Act 2006 ss.561, 569-571",
      ),
      doc("SH01 return of allotment with statement of capital for every allotment, filed within one month", "Companies Act 2006 s.555"),
      doc("Share certificates issued within two months of each allotment", "Companies Act 2006 s.769"),
      doc("Register of members showing every allotment, entered within two months", "Companies Act 2006 ss.113, 554"),
    ],
  }),
  overlayTask({
    slug: "legal-uk-share-capital-changes",
    phase: "legal",
    title: "Share transfers, class changes, buy-backs and reductions",
    category: "Share Capital & Securities",
    priority: "medium",
    estimatedDays: 3,
    order: 203,
    asOf: CHECKED,
    summary:
      "Transfers need a proper, stamped instrument and a register entry; changes to classes, buy-backs and reductions each have their own Companies House form, and a missing one can leave shares invalidly issued or cancelled.",
    documents: [
      doc(
        "Stock transfer forms for every transfer, stamped by HMRC where the consideration exceeds £1,000",
        "Companies Act 2006 s.770; Finance Act 1999 Sch 13",
      ),
      doc("Board approvals registering each transfer, with the replacement share certificates", "Companies Act 2006 s.771"),
      doc("SH02 notice of consolidation, sub-division or redemption of shares, filed within one month", "Companies Act 2006 ss.619, 621, 689"),
      doc("SH08 notice of name or other designation of a class of shares", "Companies Act 2006 s.636"),
      doc("SH10 notice of particulars of variation of rights attached to shares", "Companies Act 2006 s.637"),
      doc("SH03 return of purchase of own shares, stamped by HMRC where required", "Companies Act 2006 s.707"),
      doc("SH06 notice of cancellation of shares", "Companies Act 2006 s.708"),
      doc(
        "SH19 statement of capital with the directors' solvency statement and special resolution for any reduction of capital",
        "Companies Act 2006 ss.641-644",
      ),
    ],
  }),
  overlayTask({
    slug: "legal-uk-emi-options",
    phase: "legal",
    title: "EMI share option scheme",
    category: "Share Capital & Securities",
    priority: "high",
    estimatedDays: 3,
    order: 204,
    asOf: CHECKED,
    summary:
      "EMI options lose their tax advantage if the grant is not notified to HMRC in time or the price is not supported by a valuation; investors check each grant against HMRC's records and the option pool.",
    documents: [
      doc("EMI option plan rules adopted by the board", "ITEPA 2003 Sch 5"),
      doc(
        "HMRC Shares and Assets Valuation agreement of the share value (VAL231 application) current at each grant date",
        "ITEPA 2003 Sch 5; HMRC guidance 'Share valuations: EMI and SIP share schemes'",
      ),
      doc("Signed EMI option agreement for each grant", "ITEPA 2003 Sch 5 para 37"),
      doc(
        "HMRC notification of each EMI grant: by 6 July after the tax year of grant for options granted from 6 April 2024, within 92 days for earlier grants",
        "ITEPA 2003 Sch 5 para 44, as amended by Finance Act 2024 s.13",
      ),
      doc("EMI annual returns on HMRC's employment-related securities service for each tax year, by 6 July", "ITEPA 2003 Sch 5 para 52"),
      doc("Option grant ledger reconciled to the EMI limits per employee and per company in force at each grant", "ITEPA 2003 Sch 5 paras 5, 7"),
      doc(
        "Record that the company met the EMI limits at each grant: gross assets of £30 million or less, fewer than 250 full-time employees and unexercised options within £3 million (£120 million, 500 and £6 million for grants from 6 April 2026)",
        "ITEPA 2003 Sch 5 paras 5, 7, 12, 12A, limits raised for options granted from 6 April 2026 (Budget of 26 November 2025); £250,000 per employee unchanged",
        { asOf: UK_2026_LIMITS_CHECKED },
      ),
      doc("Joint section 431 elections signed within 14 days of each acquisition of restricted shares", "ITEPA 2003 s.431"),
    ],
  }),
  overlayTask({
    slug: "legal-uk-psc",
    phase: "legal",
    title: "People with significant control (PSC)",
    category: "Corporate Governance",
    priority: "high",
    estimatedDays: 3,
    order: 205,
    asOf: CHECKED,
    summary:
      "Since 18 November 2025 the Companies House record replaces the company's own PSC register, and every individual PSC must have verified their identity; investors check each PSC was identified, filed and verified on time.",
    documents: [
      doc(
        "PSC register as kept by the company up to 17 November 2025",
        "Companies Act 2006 s.790M; local register no longer required from 18 November 2025 (ECCTA 2023 Commencement No. 6 Regulations 2025)",
      ),
      doc("Section 790D notices sent to identify PSCs, with the replies received", "Companies Act 2006 s.790D"),
      doc("PSC01 notice of an individual person with significant control", "Companies Act 2006 Part 21A"),
      doc("PSC02 notice of a relevant legal entity with significant control", "Companies Act 2006 Part 21A"),
      doc("PSC03 notice of an other registrable person with significant control", "Companies Act 2006 Part 21A"),
      doc("PSC04 change of details of an individual PSC", "Companies Act 2006 Part 21A"),
      doc("PSC05 change of details of a relevant legal entity PSC", "Companies Act 2006 Part 21A"),
      doc("PSC06 change of details of an other registrable person PSC", "Companies Act 2006 Part 21A"),
      doc("PSC07 notice of ceasing to be a PSC", "Companies Act 2006 Part 21A"),
      doc("PSC08 notification of a PSC statement", "Companies Act 2006 Part 21A"),
      doc("PSC09 update or withdrawal of a PSC statement", "Companies Act 2006 Part 21A"),
      doc(
        "Identity verification statement with the Companies House personal code for each individual PSC",
        "ECCTA 2023 (Commencement No. 6 and Transitional Provisions) Regulations 2025 (existing PSCs who are not directors: within the first 14 days of their birth month, in the year from 18 November 2025)",
      ),
    ],
  }),
  overlayTask({
    slug: "legal-uk-directors",
    phase: "legal",
    title: "Directors, identity verification and officer filings",
    category: "Corporate Governance",
    priority: "high",
    estimatedDays: 3,
    order: 206,
    asOf: CHECKED,
    summary:
      "From 18 November 2025 no one may act as a director until their identity is verified with Companies House; existing directors must be verified by the company's first confirmation statement in the following 12 months.",
    documents: [
      doc(
        "AP01 appointment of each director, with the identity verification statement and personal code for appointments from 18 November 2025",
        "Companies Act 2006 s.167; ECCTA 2023 identity verification in force 18 November 2025",
      ),
      doc(
        "Identity verification statement for each director in office before 18 November 2025, delivered with the first confirmation statement in the transition year",
        "ECCTA 2023 (Commencement No. 6 and Transitional Provisions) Regulations 2025",
      ),
      doc("TM01 termination of appointment of each former director", "Companies Act 2006 s.167"),
      doc("CH01 change of a director's details", "Companies Act 2006 s.167"),
      doc("AP03 appointment and TM02 termination of a company secretary, where one is appointed", "Companies Act 2006 s.276"),
      doc("Register of directors and register of directors' residential addresses as kept up to 17 November 2025", "Companies Act 2006 ss.162, 165"),
      doc("Directors' service contracts, or written memoranda of their terms, kept available for inspection", "Companies Act 2006 s.228"),
      doc("Board authorisations of directors' conflicts and declarations of interest in proposed transactions", "Companies Act 2006 ss.175, 177"),
    ],
  }),
  overlayTask({
    slug: "legal-uk-annual-filings",
    phase: "legal",
    title: "Confirmation statements and annual accounts",
    category: "Corporate Governance",
    priority: "high",
    estimatedDays: 2,
    order: 207,
    asOf: CHECKED,
    summary:
      "Late confirmation statements or accounts lead to penalties and, ultimately, strike-off; investors check every year is on the public record and whether the accounts were audited or exempt.",
    documents: [
      doc("CS01 confirmation statement for each review period, filed within 14 days after the period ends", "Companies Act 2006 s.853A"),
      doc(
        "Annual accounts delivered to Companies House for each financial year, within nine months of the year end (21 months from incorporation for the first)",
        "Companies Act 2006 ss.441, 442",
      ),
      doc("AA01 change of accounting reference date, if the year end was moved", "Companies Act 2006 s.392"),
      doc("Auditor's report, or the balance-sheet statement claiming the small-companies audit exemption", "Companies Act 2006 ss.475, 477"),
      doc("Directors' report for each financial year", "Companies Act 2006 s.415"),
    ],
  }),
  overlayTask({
    slug: "legal-uk-ip",
    phase: "legal",
    title: "IP ownership and UK registrations",
    category: "Intellectual Property",
    priority: "high",
    estimatedDays: 3,
    order: 208,
    asOf: CHECKED,
    summary:
      "Under UK law a contractor, or a founder before incorporation, owns the copyright in what they create unless it is assigned in writing; investors check the chain of title from every creator to the company.",
    documents: [
      doc("Signed deeds assigning copyright and other IP from each founder to the company", "Copyright, Designs and Patents Act 1988 s.90(3)"),
      doc(
        "Contractor and agency agreements assigning copyright in the work they created for the company",
        "Copyright, Designs and Patents Act 1988 ss.11(1), 90(3)",
      ),
      doc(
        "Employment contract IP clauses covering employee works and inventions",
        "Copyright, Designs and Patents Act 1988 s.11(2); Patents Act 1977 s.39",
      ),
      doc("UK trade mark registration certificates from the UK Intellectual Property Office", "Trade Marks Act 1994"),
      doc("UK patent applications and grants, with any assignments registered at the UK Intellectual Property Office", "Patents Act 1977 ss.30, 33"),
    ],
  }),
  overlayTask({
    slug: "legal-uk-nsi-screening",
    phase: "legal",
    title: "National security screening of the investment",
    category: "Foreign Investment & Exchange Control",
    priority: "medium",
    estimatedDays: 2,
    order: 209,
    asOf: CHECKED,
    summary:
      "An acquisition of more than 25% of a company active in one of the 17 sensitive sectors needs government approval before completion, or it is void; investors want the analysis and, where needed, the clearance.",
    documents: [
      doc(
        "Legal analysis of whether the company's activities fall within the mandatory-notification sectors",
        "National Security and Investment Act 2021 s.6; Notifiable Acquisition (Specification of Qualifying Entities) Regulations 2021",
      ),
      doc(
        "Mandatory notification and the Secretary of State's approval for any notifiable acquisition",
        "National Security and Investment Act 2021 ss.13, 14",
      ),
      doc("Voluntary notification and the decision received, where a call-in risk was identified", "National Security and Investment Act 2021 s.18"),
    ],
  }),
  ...ukOperationsTasks,
]);
