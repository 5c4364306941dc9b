import { defineOverlay, doc, overlayTask } from "../overlay";

import { sgOperationsTasks } from "./sg-operations";

/**
 * Singapore (private company limited by shares, Companies Act 1967). Every line names the Act,
 * regulation or form it rests on and was last checked against primary material on the CHECKED
 * date (asOf). Includes the central registers of nominee directors and nominee shareholders (in force
 * 16 June 2025) and the ACRA electronic register of members that makes an allotment effective.
 * Tax, employment, data protection and minute-book tasks are in sg-operations.ts.
 */
const asOf = "2026-11-24";
/** Next check against the sources: after the February Budget and the new year of assessment. */
const SG_REVIEW_BY = "2027-03-31";

export const sgOverlay = defineOverlay({ jurisdiction: "SG", reviewBy: SG_REVIEW_BY }, [
  overlayTask({
    phase: "legal",
    slug: "legal-sg-incorporation",
    title: "ACRA incorporation, constitution and officers",
    category: "Incorporation",
    priority: "high",
    estimatedDays: 2,
    order: 301,
    asOf,
    summary:
      "Investors start from the ACRA business profile and check that the constitution permits the round and that the company has the resident director, secretary and registered office the Act requires.",
    documents: [
      doc("Notice of incorporation issued by ACRA, showing the company's UEN", "Companies Act 1967 s.19"),
      doc("Current ACRA business profile of the company, bought on BizFile+", "Companies Act 1967 s.12 (registers kept by the Registrar)"),
      doc("Constitution as currently in force", "Companies Act 1967 ss.35, 36"),
      doc(
        "Special resolutions altering the constitution, each lodged with ACRA within 14 days with the altered constitution",
        "Companies Act 1967 s.26",
      ),
      doc("Notices of the registered office address and of every change, lodged within 14 days", "Companies Act 1967 ss.142, 143"),
      doc("Consent to act as director and statement of non-disqualification of each director", "Companies Act 1967 s.146"),
      doc("Record that at least one director is ordinarily resident in Singapore", "Companies Act 1967 s.145(1)"),
      doc("Appointment of the company secretary within six months of incorporation", "Companies Act 1967 s.171"),
      doc("Register of directors, chief executive officers, secretaries and auditors as kept by ACRA", "Companies Act 1967 s.173"),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-sg-share-capital",
    title: "Share allotments, transfers and the electronic register of members",
    category: "Share Capital & Securities",
    priority: "high",
    estimatedDays: 4,
    order: 302,
    asOf,
    summary:
      "A private company's allotment takes effect only when ACRA updates the electronic register of members, so investors trace every share in the cap table to a shareholder approval, an ACRA lodgement and, for transfers, stamped instruments.",
    documents: [
      doc("Shareholders' approval authorising the directors to issue shares, general or specific", "Companies Act 1967 s.161"),
      doc(
        "Return of allotment lodged with ACRA for each allotment",
        "Companies Act 1967 s.63 (allotment effective only once the electronic register is updated)",
      ),
      doc("Extract of the electronic register of members kept by ACRA", "Companies Act 1967 s.196A"),
      doc("Share certificates issued to each member", "Companies Act 1967 s.123"),
      doc(
        "Instruments of transfer for each share transfer, stamped with IRAS within 14 days of signing in Singapore or 30 days of receipt if signed abroad",
        "Stamp Duties Act 1929 First Schedule (0.2% on the higher of price or net asset value)",
      ),
      doc("Directors' approval of each transfer and the ACRA lodgement updating the register of members", "Companies Act 1967 ss.128, 196A"),
      doc("Solvency statement and notices for any reduction of share capital", "Companies Act 1967 ss.78B, 78C"),
      doc("Share option plan approved by shareholders, with the register of options granted", "Companies Act 1967 s.161"),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-sg-controllers-nominees",
    title: "Registrable controllers, nominees and statutory registers",
    category: "Corporate Governance",
    priority: "high",
    estimatedDays: 3,
    order: 303,
    asOf,
    summary:
      "Singapore companies must know and file who controls them: registrable controllers since 2017 (lodged centrally since 2020), and since 16 June 2025 nominee directors and nominee shareholders too, with changes filed within two business days.",
    documents: [
      doc("Register of registrable controllers", "Companies Act 1967 s.386AF"),
      doc("Notices sent to persons believed to be registrable controllers, with their replies", "Companies Act 1967 Part 11A"),
      doc("Lodgement of the registrable controller information with ACRA's central register", "Companies Act 1967 Part 11A"),
      doc(
        "Register of nominee directors, filed with ACRA's central register (existing companies by 31 December 2025, changes within two business days)",
        "Companies Act 1967 Part 11A, as amended by the Companies and Limited Liability Partnerships (Miscellaneous Amendments) Act 2024, in force 16 June 2025",
      ),
      doc(
        "Register of nominee shareholders, filed with ACRA's central register on the same timetable",
        "Companies Act 1967 Part 11A, as amended by the Companies and Limited Liability Partnerships (Miscellaneous Amendments) Act 2024, in force 16 June 2025",
      ),
      doc("Register of directors' and chief executive officer's shareholdings", "Companies Act 1967 s.164"),
      doc("Directors' declarations of their interests in transactions with the company", "Companies Act 1967 s.156"),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-sg-annual-compliance",
    title: "Annual return, AGM and financial statements",
    category: "Corporate Governance",
    priority: "high",
    estimatedDays: 2,
    order: 304,
    asOf,
    summary:
      "ACRA can compound late annual returns and missed AGMs; investors check each year was filed on time and whether the accounts were audited or exempt.",
    documents: [
      doc("Annual return lodged with ACRA within seven months after each financial year end", "Companies Act 1967 s.197"),
      doc(
        "Minutes of the AGM held within six months after year end, or the written resolution or timely circulation of financial statements that dispensed with it",
        "Companies Act 1967 ss.175, 175A",
      ),
      doc("Financial statements with the directors' statement for each financial year", "Companies Act 1967 s.201"),
      doc("Auditor's report, or the basis for the small-company audit exemption", "Companies Act 1967 ss.205, 205C"),
    ],
  }),
  overlayTask({
    phase: "legal",
    slug: "legal-sg-ip",
    title: "IP ownership and IPOS registrations",
    category: "Intellectual Property",
    priority: "medium",
    estimatedDays: 2,
    order: 305,
    asOf,
    summary:
      "A founder or contractor who wrote the code owns its copyright unless a written agreement says otherwise; investors check assignments and the IPOS registers.",
    documents: [
      doc(
        "Written assignments of copyright from founders and contractors to the company",
        "Copyright Act 2021 s.133 (author is first owner unless a written agreement provides otherwise)",
      ),
      doc("Trade mark registration certificates issued by IPOS", "Trade Marks Act 1998"),
      doc("Singapore patent applications and grants in the company's name", "Patents Act 1994"),
    ],
  }),
  overlayTask({
    phase: "financial",
    slug: "financial-sg-charges",
    title: "Charges registered with ACRA",
    category: "Loans & Borrowings",
    priority: "medium",
    estimatedDays: 1,
    order: 306,
    asOf,
    summary: "An unregistered charge is void against a liquidator and creditors; investors match ACRA's charge records to every facility.",
    documents: [
      doc("Statement of particulars of each charge lodged with ACRA within 30 days of creation", "Companies Act 1967 s.131"),
      doc("Lodgement of satisfaction or release for each charge repaid", "Companies Act 1967 Part 4 Division 8"),
    ],
  }),
  ...sgOperationsTasks,
]);
