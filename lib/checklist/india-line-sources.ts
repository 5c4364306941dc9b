/**
 * The source of each Indian line of the base phases that used to take its task's whole list of
 * Acts (india-tags.ts): the section, rule or form that asks for that one document, so a lawyer can
 * check the line alone. Task slug -> exact line text -> source. A line reworded for the 2025-26
 * law takes its source from india-2026-rewordings.ts instead.
 */
import { INDIA_2026_REWORDINGS } from "./india-2026-rewordings";

export const INDIA_LINE_SOURCES_REVIEWED = "2026-11-29";

const CA = "Companies Act 2013";
const INC = "Companies (Incorporation) Rules 2014";
const SCD = "Companies (Share Capital and Debentures) Rules 2014";
const PAS = "Companies (Prospectus and Allotment of Securities) Rules 2014";
const MGMT = "Companies (Management and Administration) Rules 2014";
const DIR = "Companies (Appointment and Qualification of Directors) Rules 2014";
const NDI = "FEM (Non-debt Instruments) Rules 2019";
const REPORTING = "FEM (Mode of Payment and Reporting of Non-Debt Instruments) Regulations 2019, reg. 4";
const MD = "RBI Master Direction - Reporting under FEMA";
const ITA = "Income-tax Act 1961";
const ITR = "Income-tax Rules 1962";
const CGST = "CGST Act 2017";
const CGSTR = "CGST Rules 2017";
const SS_CODE = "Code on Social Security 2020 (from 21 November 2025)";
const POSH = "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act 2013";

export const INDIA_LINE_SOURCES: Record<string, Record<string, string>> = {
  "legal-incorporation-certificates": {
    "Certificate of Incorporation (INC-11) showing the CIN": `${CA}, s. 7(2); ${INC}, r. 18 (Form INC-11)`,
    "Memorandum of Association as currently amended (e-MoA INC-33 for SPICe+ incorporations)": `${CA}, ss. 4, 13; ${INC}, r. 13 (Form INC-33)`,
    "Articles of Association as currently amended (e-AoA INC-34 for SPICe+ incorporations)": `${CA}, ss. 5, 14; ${INC}, r. 13 (Form INC-34)`,
    "SPICe+ (INC-32) incorporation application with its attachments, or INC-7 for older companies": `${CA}, s. 7(1); ${INC}, r. 12 (Form INC-32)`,
  },
  "legal-incorporation-commencement-office": {
    "Declaration for commencement of business (INC-20A) with its SRN": `${CA}, s. 10A(1)(a); ${INC}, r. 23A (Form INC-20A)`,
    "Bank statement showing receipt of the subscribers' share money, filed with INC-20A": `${CA}, s. 10A(1)(a); ${INC}, r. 23A`,
    "Registered office verification (INC-22) and every later INC-22 for a change of address": `${CA}, s. 12(2), (4); ${INC}, rr. 25, 27 (Form INC-22)`,
    "No-objection certificate from the owner of the registered office premises": `${CA}, s. 12(2); ${INC}, r. 25(2)(b)`,
    "Utility bill for the registered office not older than two months at filing": `${CA}, s. 12(2); ${INC}, r. 25(2)(a)`,
    "MCA21 company master data extract showing the company status as Active": `${CA}, ss. 12(9), 248; ${INC}, r. 25A (active company tagging)`,
  },
  "legal-incorporation-changes": {
    "Special resolutions altering the MoA or AoA, as certified true copies": `${CA}, ss. 13(1), 14(1)`,
    "MGT-14 filings for each alteration of the MoA or AoA": `${CA}, s. 117(3)(a); Companies (Management and Administration) Rules 2014 (Form MGT-14)`,
    "INC-24 approval for change of name": `${CA}, s. 13(2); ${INC}, r. 29 (Form INC-24)`,
    "Fresh Certificate of Incorporation issued on change of name": `${CA}, s. 13(3); ${INC}, r. 29(2)`,
    "Regional Director order on INC-23 for any shift of registered office between states": `${CA}, s. 13(4), (5); ${INC}, r. 30 (Form INC-23)`,
    "URC-1 registration application, if the company was converted from an LLP or partnership firm": `${CA}, s. 366; Companies (Authorised to Register) Rules 2014, r. 3 (Form URC-1)`,
  },
  "legal-cap-table-register-of-members": {
    "ISIN allotment letter from NSDL or CDSL for each class of shares": `${CA}, s. 29(1A); ${PAS}, r. 9B(1)`,
    "Tripartite agreement between the company, its registrar and transfer agent, and the depository": `${PAS}, r. 9B(1); Depositories Act 1996, s. 5`,
    "Beneficiary position (BENPOS) statement from the registrar and transfer agent": `${PAS}, r. 9B; Depositories Act 1996, s. 11 (register of beneficial owners)`,
  },
  "legal-share-allotments": {
    "Private placement offer cum application letters (PAS-4) for each round": `${CA}, s. 42(3); ${PAS}, r. 14(3) (Form PAS-4)`,
    "Record of private placement offers (PAS-5)": `${CA}, s. 42(7); ${PAS}, r. 14(4) (Form PAS-5)`,
    "Special resolutions approving each private placement or preferential issue": `${CA}, ss. 42(2), 62(1)(c); ${PAS}, r. 14(1)`,
    "Board resolutions allotting shares for each round": `${CA}, ss. 39, 179(3)(c)`,
    "Return of allotment (PAS-3) with SRN for each allotment": `${CA}, ss. 39(4), 42(9); ${PAS}, rr. 12, 14(6) (Form PAS-3)`,
    "Registered valuer report under Section 62(1)(c) for each preferential allotment": `${CA}, ss. 62(1)(c), 247; ${SCD}, r. 13(2)(h)`,
    "Separate bank account statements showing receipt of share application money": `${CA}, s. 42(6)`,
  },
  "legal-share-capital-changes-transfers": {
    "SH-7 filings for each increase or alteration of authorised share capital": `${CA}, s. 64(1); ${SCD}, r. 15 (Form SH-7)`,
    "Ordinary resolutions increasing authorised share capital": `${CA}, s. 61(1)(a)`,
    "Securities transfer forms (SH-4) with stamp duty paid, for every transfer": `${CA}, s. 56(1); ${SCD}, r. 11 (Form SH-4); Indian Stamp Act 1899, Sch. I, art. 62`,
    "Board resolutions approving each share transfer": `${CA}, s. 56(4); the company's articles (transfer restrictions of a private company, s. 2(68))`,
    "Buy-back letter of offer (SH-8), if shares were bought back": `${CA}, s. 68; ${SCD}, r. 17(2) (Form SH-8)`,
    "Return in respect of buy-back (SH-11)": `${CA}, s. 68(10); ${SCD}, r. 17(13) (Form SH-11)`,
  },
  "legal-esop-plan-grants": {
    "ESOP plan document as approved by shareholders": `${CA}, s. 62(1)(b); ${SCD}, r. 12(2)`,
    "Special resolution approving the ESOP scheme, with its MGT-14 filing": `${CA}, ss. 62(1)(b), 117(3); ${SCD}, r. 12(1)`,
    "ESOP grant letters signed by each option holder": `${SCD}, r. 12(6)`,
    "Exercise notices and allotment records for exercised options": `${CA}, s. 62(1)(b); ${SCD}, r. 12(10)`,
    "Register of employee stock options (SH-6)": `${SCD}, r. 12(10) (Form SH-6)`,
    "Category I merchant banker valuation report used to value exercised options for perquisite tax": `${ITA}, s. 17(2)(vi); ${ITR}, r. 3(8)`,
  },
  "legal-directors-kmp": {
    "Register of directors and key managerial personnel and their shareholding (Section 170)": `${CA}, s. 170(1); ${DIR}, r. 17`,
    "DIR-12 filings for every appointment, change of designation and cessation": `${CA}, ss. 168, 170(2); ${DIR}, rr. 15, 18 (Form DIR-12)`,
    "Consent to act as director (DIR-2) for each director": `${CA}, s. 152(5); ${DIR}, r. 8 (Form DIR-2)`,
    "Declaration of non-disqualification (DIR-8) for each director": `${CA}, s. 164(2); ${DIR}, r. 14(1) (Form DIR-8)`,
    "Disclosure of interest (MBP-1) by each director for the current financial year": `${CA}, s. 184(1); Companies (Meetings of Board and its Powers) Rules 2014, r. 9(1) (Form MBP-1)`,
  },
  "legal-annual-roc-filings": {
    "Annual returns (MGT-7 or MGT-7A) with SRNs for the last three financial years": `${CA}, s. 92(1), (4); ${MGMT}, r. 11 (Forms MGT-7, MGT-7A)`,
    "Financial statement filings (AOC-4) with SRNs for the last three financial years": `${CA}, s. 137(1); Companies (Accounts) Rules 2014, r. 12 (Form AOC-4)`,
    "Auditor appointment filing (ADT-1) for the current statutory auditor": `${CA}, s. 139(1); Companies (Audit and Auditors) Rules 2014, r. 4(2) (Form ADT-1)`,
    "Return of deposits (DPT-3) for each year": "Companies (Acceptance of Deposits) Rules 2014, r. 16 (Form DPT-3)",
    "Half-yearly MSME-1 returns on dues to micro and small enterprises": `${CA}, s. 405; Specified Companies (Furnishing of information about payment to micro and small enterprise suppliers) Order 2019 (Form MSME-1)`,
    "Declarations of significant beneficial ownership (BEN-1) received from shareholders": `${CA}, s. 90(1); Companies (Significant Beneficial Owners) Rules 2018, r. 3 (Form BEN-1)`,
    "Return of significant beneficial owners (BEN-2)": `${CA}, s. 90(4); Companies (Significant Beneficial Owners) Rules 2018, r. 4 (Form BEN-2)`,
  },
  "legal-governance-registers-policies": {
    "Register of contracts with related parties (MBP-4)": `${CA}, s. 189(1); Companies (Meetings of Board and its Powers) Rules 2014, r. 16 (Form MBP-4)`,
    "Register of loans, guarantees, security and acquisitions (MBP-2)": `${CA}, s. 186(9); Companies (Meetings of Board and its Powers) Rules 2014, r. 12 (Form MBP-2)`,
    "Particulars of related party contracts disclosed in AOC-2": `${CA}, ss. 134(3)(h), 188(2); Companies (Accounts) Rules 2014, r. 8(2) (Form AOC-2)`,
    "Register of charges (CHG-7)": `${CA}, s. 85(1); Companies (Registration of Charges) Rules 2014, r. 10 (Form CHG-7)`,
    "Certification of the annual return by a practising company secretary (MGT-8), where required": `${CA}, s. 92(2); ${MGMT}, r. 11(2) (Form MGT-8)`,
  },
  "legal-fdi-inbound-filings": {
    "Entity Master registration on the RBI FIRMS portal": `${REPORTING}; ${MD}, Part I (Entity Master on FIRMS)`,
    "FC-GPR filings with RBI acknowledgement for each allotment to non-residents": `${REPORTING}(1) (Form FC-GPR, within 30 days of issue)`,
    "Foreign Inward Remittance Certificate (FIRC) from the AD bank for each remittance": `${NDI}, r. 21 and Sch. I (mode of payment through banking channels); ${MD}`,
    "KYC report of each non-resident investor from the remitting bank": `${MD} (KYC report filed with Form FC-GPR)`,
    "Pricing guideline valuation certificate supporting each FC-GPR": `${NDI}, r. 21(2)(a) (pricing guidelines for issue to a person resident outside India)`,
    "Advance Reporting Form (ARF) acknowledgements for remittances received before the 2018 single master form":
      "FEMA 20(R)/2017-RB, reg. 13.1(1) (ARF, for inflows up to 31 August 2018)",
  },
  "legal-fdi-transfers-fla": {
    "FC-TRS filings with RBI acknowledgement for every resident to non-resident transfer": `${REPORTING}(3) (Form FC-TRS, within 60 days of the transfer or receipt of consideration)`,
    "Valuation certificate supporting each FC-TRS": `${NDI}, r. 21(2)(b) (pricing for transfers between residents and non-residents)`,
    "Form CN filings for convertible notes issued to non-residents": `${NDI}, Sch. I para 8 (convertible notes of startups); ${REPORTING}(12) (Form CN)`,
    "Form ESOP filings for options granted to employees resident outside India": `${NDI}, r. 8; ${REPORTING}(2) (Form ESOP, within 30 days of issue)`,
    "Annual Return on Foreign Liabilities and Assets (FLA) acknowledgements for each year": `${REPORTING}(6) (FLA return by 15 July each year)`,
    "RBI compounding orders for any FEMA contravention": "FEMA 1999, s. 15; Foreign Exchange (Compounding Proceedings) Rules 2024",
  },
  "legal-fdi-sectoral-overseas": {
    "Legal opinion on FDI sectoral cap, entry route and conditions for the business": `${NDI}, r. 6(a) and Sch. I (sectoral caps and entry routes); Consolidated FDI Policy, ch. 5`,
    "Government approval letter for any investment under the approval route": `${NDI}, r. 6(a); DPIIT Standard Operating Procedure for processing FDI proposals (Foreign Investment Facilitation Portal)`,
    "Share swap agreement for any offshore holding-company flip": `${NDI}, r. 9(4) (swap of equity instruments); Foreign Exchange Management (Overseas Investment) Rules 2022, Sch. I`,
  },
  "financial-income-tax": {
    "Income tax returns (ITR-6) with acknowledgements for the last three assessment years": `${ITA}, s. 139(1); ${ITR}, r. 12 (Form ITR-6)`,
    "Computation of total income for each return": `${ITA}, ss. 4, 5, 139(9) (a return without its computation is defective)`,
    "Advance tax challans (ITNS 280)": `${ITA}, ss. 208, 211; ${ITR} (Challan ITNS 280)`,
    "Form 10-IC for the Section 115BAA concessional tax regime, if opted": `${ITA}, s. 115BAA(5); ${ITR}, r. 21AE (Form 10-IC)`,
    "Section 143(1) intimations and Section 143(3) assessment orders": `${ITA}, s. 143(1), (3)`,
    "Schedule of outstanding income tax demands from the e-filing portal": `${ITA}, ss. 156, 220 (notice of demand and interest on it)`,
  },
  "financial-startup-tax-angel": {
    "Rule 11UA valuation reports for each share issue made before April 2024": `${ITA}, s. 56(2)(viib) (to assessment year 2024-25); ${ITR}, r. 11UA(2)`,
    "Section 80-IAC eligibility certificate from the Inter-Ministerial Board": `${ITA}, s. 80-IAC(3)(ii) (certificate of the Inter-Ministerial Board)`,
    "Transfer pricing report (Form 3CEB) for transactions with associated enterprises": `${ITA}, s. 92E; ${ITR}, r. 10E (Form 3CEB)`,
    "Transfer pricing documentation maintained under Rule 10D": `${ITA}, s. 92D; ${ITR}, r. 10D`,
    "Section 79 shareholding-continuity analysis for carried-forward losses": `${ITA}, s. 79(1), (2) (51% continuity; for eligible startups, all original shareholders)`,
  },
  "financial-tds-returns": {
    "TDS payment challans (ITNS 281)": `${ITA}, s. 200(1); ${ITR}, r. 30 (Challan ITNS 281), for periods up to 31 March 2026`,
    "TRACES justification reports for TDS defaults": `${ITA}, s. 200A (processing of TDS statements), for periods up to 31 March 2026`,
  },
  "financial-gst": {
    "GST registration certificates (REG-06) for each state": `${CGST}, ss. 22, 25(1); ${CGSTR}, r. 10 (Form GST REG-06)`,
    "GSTR-1 outward supply returns": `${CGST}, s. 37; ${CGSTR}, r. 59 (Form GSTR-1)`,
    "GSTR-3B summary returns": `${CGST}, s. 39(1); ${CGSTR}, r. 61 (Form GSTR-3B)`,
    "GSTR-9 annual returns": `${CGST}, s. 44; ${CGSTR}, r. 80(1) (Form GSTR-9)`,
    "GSTR-9C reconciliation statements": `${CGST}, s. 44; ${CGSTR}, r. 80(3) (Form GSTR-9C, above the turnover limit)`,
    "GSTR-2B input tax credit reconciliation": `${CGST}, s. 16(2)(aa); ${CGSTR}, r. 60(7) (Form GSTR-2B)`,
    "Letter of Undertaking (RFD-11) for zero-rated exports": `IGST Act 2017, s. 16(3)(a); ${CGSTR}, r. 96A (Form GST RFD-11)`,
    "GST notices such as ASMT-10 or DRC-01, with replies filed": `${CGST}, ss. 61, 73, 74; ${CGSTR}, rr. 99, 142 (Forms ASMT-10, DRC-01)`,
  },
  "hr-pf-esic": {
    "EPF establishment registration certificate": `EPF and Miscellaneous Provisions Act 1952, s. 1(3) (20 or more employees); ${SS_CODE}, s. 3`,
    "ESIC employer registration certificate": `Employees' State Insurance Act 1948, s. 2A; ${SS_CODE}, s. 3`,
    "Monthly EPF electronic challan cum returns (ECRs) for the last 24 months":
      "Employees' Provident Funds Scheme 1952, para 38 (monthly returns and contributions)",
    "EPF payment receipts (TRRN) for the last 24 months":
      "Employees' Provident Funds Scheme 1952, para 38(1) (contributions by the 15th of the next month)",
    "ESIC monthly contribution challans for the last 24 months":
      "Employees' State Insurance Act 1948, s. 39; ESI (Central) Regulations 1950, reg. 31",
    "EPF Form 11 declarations of new joiners": "Employees' Provident Funds Scheme 1952, para 36-B (Form 11)",
    "EPF Form 5A return of ownership": "Employees' Provident Funds Scheme 1952, para 36-A (Form 5A)",
    "EPFO or ESIC inspection reports and orders": `EPF and Miscellaneous Provisions Act 1952, ss. 7A, 13, 14B; Employees' State Insurance Act 1948, ss. 45A, 45B, 85B; ${SS_CODE}, ss. 122, 125`,
  },
  "hr-state-labour-registrations": {
    "Shops and Establishments registration certificate for each office":
      "The state's Shops and Establishments Act (e.g. Karnataka Shops and Commercial Establishments Act 1961, s. 4)",
    "Professional Tax registration certificate (PTRC) as employer in each state":
      "Constitution of India, art. 276; the state's Professional Tax Act (e.g. Maharashtra State Tax on Professions Act 1975, s. 5(1))",
    "Professional Tax enrolment certificate (PTEC) of the company":
      "Constitution of India, art. 276; the state's Professional Tax Act (e.g. Maharashtra State Tax on Professions Act 1975, s. 5(2))",
    "Professional Tax returns with payment challans":
      "The state's Professional Tax Act and rules (e.g. Maharashtra State Tax on Professions Act 1975, s. 6)",
    "Labour Welfare Fund contribution challans": "The state's Labour Welfare Fund Act (e.g. Karnataka Labour Welfare Fund Act 1965, s. 7A)",
  },
  "hr-posh-internal-committee": {
    "Order constituting the Internal Committee under the POSH Act": `${POSH}, s. 4`,
    "Annual report of the Internal Committee filed with the District Officer": `${POSH}, s. 21; Sexual Harassment of Women at Workplace Rules 2013, r. 14`,
    "POSH awareness training attendance records": `${POSH}, s. 19(c)`,
    "Internal Committee inquiry reports for complaints received": `${POSH}, ss. 11, 13`,
  },
  "hr-statutory-registers-gratuity-bonus": {
    "Register of leave":
      "Occupational Safety, Health and Working Conditions Code 2020, s. 32 (from 21 November 2025); the state's Shops and Establishments Act for earlier periods",
    "Actuarial valuation report for gratuity and leave encashment liability": `Ind AS 19 / AS 15 (Employee Benefits), notified under ${CA}, s. 133; ${SS_CODE}, ch. V (gratuity)`,
  },
  "hr-contract-labour": {
    "Contractors' PF and ESIC challans for workers deployed at the company": `EPF and Miscellaneous Provisions Act 1952, s. 8A; Employees' State Insurance Act 1948, s. 40; ${SS_CODE}, s. 2(64) (principal employer)`,
  },
  "risk-business-registrations": {
    "Udyam registration certificate": "MSMED Act 2006, s. 8; Ministry of MSME notification S.O. 2119(E) of 26 June 2020 (Udyam registration)",
    "Import Export Code (IEC) certificate": "Foreign Trade (Development and Regulation) Act 1992, s. 7",
    "STPI registration or SEZ Letter of Approval":
      "Foreign Trade Policy 2023, ch. 6 (STP scheme); SEZ Act 2005, s. 15(9) and SEZ Rules 2006, r. 18 (Letter of Approval)",
    "Municipal trade licence for each premises": "The city's municipal corporation act (e.g. Bruhat Bengaluru Mahanagara Palike Act 2020, s. 305)",
    "Government e-Marketplace (GeM) seller registration": "General Financial Rules 2017, r. 149 (procurement through GeM)",
  },
  "risk-sector-licences": {
    "RBI authorisation as a payment aggregator, for payments businesses":
      "Payment and Settlement Systems Act 2007, ss. 4, 7; RBI Master Direction on Regulation of Payment Aggregators (2025)",
    "RBI certificate of registration as an NBFC, for lending businesses": "Reserve Bank of India Act 1934, s. 45-IA",
    "FSSAI licence or registration, for food businesses":
      "Food Safety and Standards Act 2006, s. 31; FSS (Licensing and Registration of Food Businesses) Regulations 2011",
    "CDSCO registration or licence for medical devices or drugs": "Drugs and Cosmetics Act 1940, s. 18; Medical Devices Rules 2017, chs. IV-VI",
    "IRDAI registration as corporate agent or web aggregator, for insurance distribution":
      "Insurance Act 1938, s. 42D; IRDAI (Registration of Corporate Agents) Regulations and Insurance Web Aggregators Regulations",
    "SEBI registration certificate, for investment advice or broking":
      "SEBI Act 1992, s. 12(1); SEBI (Investment Advisers) Regulations 2013 and SEBI (Stock Brokers) Regulations 1992",
    "BIS Compulsory Registration Scheme certificate for electronic products":
      "Bureau of Indian Standards Act 2016, s. 16; Electronics and IT Goods (Requirements for Compulsory Registration) Order 2021",
    "WPC Equipment Type Approval for wireless devices":
      "Telecommunications Act 2023, s. 3(1)(c) (radio equipment) and its standards and conformity-assessment powers, replacing the Indian Wireless Telegraphy Act 1933; Equipment Type Approval by the WPC Wing of the Department of Telecommunications",
    "Legal Metrology registration for importers and packers of packaged goods":
      "Legal Metrology Act 2009, s. 18; Legal Metrology (Packaged Commodities) Rules 2011, r. 27",
    "Pollution Control Board consent to operate, for manufacturing units":
      "Water (Prevention and Control of Pollution) Act 1974, s. 25; Air (Prevention and Control of Pollution) Act 1981, s. 21",
  },
  "supporting-regulator-correspondence": {
    "Correspondence with the Registrar of Companies": `${CA}, ss. 206, 396 (Registrar's powers to call for information)`,
    "Correspondence with the AD bank and RBI on FEMA reporting": "FEMA 1999, ss. 10, 11 (authorised persons and RBI directions)",
    "Correspondence with the income tax department": `${ITA}, ss. 133, 142(1); Income-tax Act 2025 from tax year 2026-27`,
    "Correspondence with GST authorities": `${CGST}, ss. 61, 65, 73`,
    "Correspondence with EPFO, ESIC and labour authorities": `EPF and Miscellaneous Provisions Act 1952, s. 13; Employees' State Insurance Act 1948, s. 45; ${SS_CODE}, s. 122`,
    "Correspondence with DPIIT on startup recognition":
      "DPIIT notification G.S.R. 108(E) of 4 February 2026 (startup recognition), G.S.R. 127(E) of 19 February 2019 before it",
    "Correspondence with the Trade Marks Registry and Patent Office": "Trade Marks Act 1999, s. 18; Patents Act 1970, ss. 12-15",
    "Correspondence with municipal and fire authorities":
      "The city's municipal corporation act and the state's fire services act (e.g. Karnataka Fire Force Act 1964, s. 13)",
  },
};

const REWORDED = new Map(INDIA_2026_REWORDINGS.map((r) => [`${r.task}\n${r.to}`, { source: r.source, asOf: r.asOf }]));

/** A line's own source and the day it was checked: a reworded line's, else the one listed above. */
export function indiaLineSource(task: string, text: string): { source: string; asOf: string } | undefined {
  const reworded = REWORDED.get(`${task}\n${text}`);
  if (reworded) return reworded;
  const listed = INDIA_LINE_SOURCES[task]?.[text];
  return listed ? { source: listed, asOf: INDIA_LINE_SOURCES_REVIEWED } : undefined;
}
