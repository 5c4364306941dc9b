import type { CountryCode } from "./types";

/**
 * Words that name one country's law, form, registry, tax or benefit. A line or task title that
 * any company sees (jurisdiction "core") must use none of them: it belongs to that country
 * (tag it, or put it in the country's overlay) and the core keeps a neutral line instead
 * (lib/checklist/neutral-core.test.ts). Extend the list whenever content names a new one.
 *
 * Acronyms match case-sensitively as whole words ("ROC" but not "process"); phrases ignore case.
 */
export interface CountryTerm {
  country: CountryCode;
  term: string;
  pattern: RegExp;
}

const acronym = (country: CountryCode, term: string, pattern = `\\b${term}\\b`): CountryTerm => ({ country, term, pattern: new RegExp(pattern) });
const phrase = (country: CountryCode, term: string, pattern = `\\b${term}\\b`): CountryTerm => ({ country, term, pattern: new RegExp(pattern, "i") });

export const COUNTRY_TERMS: CountryTerm[] = [
  // India
  phrase("IN", "India"),
  phrase("IN", "Indian"),
  acronym("IN", "MGT-n", "\\bMGT-\\d"),
  acronym("IN", "SH-n", "\\bSH-\\d"),
  acronym("IN", "PAS-n", "\\bPAS-\\d"),
  acronym("IN", "INC-n", "\\bINC-\\d"),
  acronym("IN", "NSDL"),
  acronym("IN", "CDSL"),
  acronym("IN", "ROC"),
  acronym("IN", "MCA"),
  acronym("IN", "CIN"),
  acronym("IN", "FEMA"),
  acronym("IN", "RBI"),
  acronym("IN", "SEBI"),
  acronym("IN", "ECB", "\\bECB(s|-\\d)?\\b"),
  acronym("IN", "CHG-n", "\\bCHG-\\d"),
  acronym("IN", "FC-GPR"),
  acronym("IN", "FC-TRS"),
  acronym("IN", "FLA"),
  acronym("IN", "ODI"),
  acronym("IN", "DPIIT"),
  phrase("IN", "Press Note"),
  acronym("IN", "CTC"),
  phrase("IN", "mediclaim"),
  phrase("IN", "Code on Wages"),
  phrase("IN", "Code on Social Security"),
  acronym("IN", "DPDP"),
  phrase("IN", "data principal"),
  acronym("IN", "EPF"),
  acronym("IN", "ESI", "\\bESIC?\\b"),
  acronym("IN", "GST"),
  acronym("IN", "GSTR"),
  acronym("IN", "TDS"),
  acronym("IN", "PAN"),
  acronym("IN", "TAN"),
  acronym("IN", "CARO"),
  acronym("IN", "Ind AS", "\\bInd AS\\b"),
  acronym("IN", "POSH"),
  acronym("IN", "MSME"),
  phrase("IN", "Udyam"),
  acronym("IN", "CERT-In", "\\bCERT-In\\b"),
  phrase("IN", "Shops and Establishments"),
  phrase("IN", "leave and licence"),
  phrase("IN", "nodal account"),
  phrase("IN", "Income-tax"),
  phrase("IN", "Stamp Act"),
  phrase("IN", "iSAFE"),
  phrase("IN", "startup recognition"),
  phrase("IN", "Startup India"),
  acronym("IN", "CIBIL"),
  phrase("IN", "gratuity"),
  phrase("IN", "Companies Act 2013"),
  phrase("IN", "professional tax"),
  phrase("IN", "Labour Welfare Fund"),
  acronym("IN", "LLPIN"),
  acronym("IN", "DIN"),
  acronym("IN", "DSC"),
  phrase("IN", "lakh"),
  phrase("IN", "crore"),
  acronym("IN", "NCLT"),
  acronym("IN", "SEZ"),
  acronym("IN", "STPI"),
  acronym("IN", "ITR"),
  acronym("IN", "AIS"),
  phrase("IN", "26AS"),
  acronym("IN", "PF"),
  acronym("IN", "UAN"),
  phrase("IN", "Aadhaar"),
  acronym("IN", "KYC-DIR", "\\bDIR-\\d"),
  phrase("IN", "Sexual Harassment of Women"),
  acronym("US", "EIN"),
  acronym("US", "ERISA"),
  acronym("US", "COBRA"),
  acronym("US", "FinCEN"),
  acronym("US", "BOI"),
  acronym("UK", "VAT"),
  acronym("UK", "R&D tax", "\\bR&D tax relief"),
  acronym("SG", "GST-SG", "\\bGST F5\\b"),
  // The Code on Wages' settlement deadline, quoted without naming the Code.
  phrase("IN", "two working days of exit"),
  // United States
  phrase("US", "Delaware"),
  phrase("US", "California"),
  acronym("US", "IRS"),
  acronym("US", "83(b)", "\\b83\\(b\\)"),
  acronym("US", "409A"),
  acronym("US", "SEC"),
  acronym("US", "EDGAR"),
  phrase("US", "Form D"),
  acronym("US", "USPTO"),
  acronym("US", "UCC"),
  acronym("US", "CFIUS"),
  acronym("US", "FLSA"),
  acronym("US", "HIPAA"),
  acronym("US", "COPPA"),
  acronym("US", "QSBS"),
  acronym("US", "DGCL"),
  phrase("US", "Rule 701"),
  acronym("US", "I-9", "\\bI-9\\b"),
  acronym("US", "W-2/W-4/W-9", "\\bW-[249]\\b"),
  acronym("US", "1099", "\\b1099"),
  phrase("US", "Form 1120"),
  phrase("US", "Form 941"),
  // United Kingdom
  phrase("UK", "Companies House"),
  acronym("UK", "HMRC"),
  acronym("UK", "PAYE"),
  acronym("UK", "EMI"),
  acronym("UK", "SEIS"),
  acronym("UK", "EIS"),
  acronym("UK", "PSC"),
  acronym("UK", "ICO"),
  acronym("UK", "FCA"),
  acronym("UK", "UK GDPR", "\\bUK GDPR\\b"),
  phrase("UK", "Pensions Regulator"),
  phrase("UK", "Making Tax Digital"),
  phrase("UK", "confirmation statement"),
  acronym("UK", "CS01"),
  acronym("UK", "SH01", "\\bSH0\\d\\b"),
  // Singapore
  acronym("SG", "ACRA"),
  acronym("SG", "IRAS"),
  acronym("SG", "CPF"),
  phrase("SG", "BizFile"),
  acronym("SG", "UEN"),
  acronym("SG", "PDPA"),
  acronym("SG", "PDPC"),
  acronym("SG", "MAS"),
  acronym("SG", "IPOS"),
  phrase("SG", "Employment Pass"),
  phrase("SG", "Form C-S"),
  phrase("SG", "Skills Development Levy"),
];

/** The country terms a text uses (empty when it is neutral). */
export function countryTermsIn(text: string, terms: readonly CountryTerm[] = COUNTRY_TERMS): CountryTerm[] {
  return terms.filter((t) => t.pattern.test(text));
}
