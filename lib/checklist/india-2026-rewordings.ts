import type { PhaseSlug } from "./types";

/**
 * India 2026 rewordings of EXISTING lines in lib/checklist/phases/*.ts, for the lead to
 * apply with `npx tsx lib/checklist/india-2026-apply.ts`. A rewording keeps the line's frozen slug
 * and so the founders' uploads: the script replaces the text in the phase file (description and
 * any `lines` key) and in document-slugs.data.ts. Lines of the old labour and tax regimes are kept
 * for the periods they cover; the new obligations are new lines in india-2026*.ts.
 */
export interface Rewording {
  phase: PhaseSlug;
  task: string;
  from: string;
  to: string;
  /** Source of the reworded line, in the format of LineSource. */
  source: string;
  asOf: string;
}

const asOf = "2026-11-24";
const OLD_LABOUR = "for periods before 21 November 2025";
const REPEALED = "repealed by the Labour Codes from 21 November 2025 (records kept for the look-back period)";
const OLD_TAX = "Income-tax Act 1961 and Income-tax Rules 1962, for periods up to 31 March 2026";

export const INDIA_2026_REWORDINGS: Rewording[] = [
  {
    phase: "legal",
    task: "legal-directors-kmp",
    from: "DIR-3 KYC acknowledgements for every director for the current year",
    to: "DIR-3-KYC-Web acknowledgement of each director's latest KYC (yearly up to 2025; once every three financial years, by 30 June, from 31 March 2026)",
    source:
      "Companies (Appointment and Qualification of Directors) Rules 2014 r.12A, substituted by G.S.R. 943(E) of 31 December 2025, in force 31 March 2026",
    asOf,
  },
  {
    phase: "legal",
    task: "legal-fdi-sectoral-overseas",
    from: "Press Note 3 (2020) beneficial ownership declarations from foreign investors",
    to: "Beneficial ownership declarations from foreign investors under Press Note 3 (2020): whether a citizen of a land-border country holds over 10% of, or controls, the investor (the PML Rules r.9(3) test adopted by Press Note 2 (2026))",
    source:
      "Press Note 2 (2026 Series) of 15 March 2026 amending Press Note 3 (2020); FEM (Non-Debt Instruments) Rules 2019 r.6(a); PML (Maintenance of Records) Rules 2005 r.9(3)",
    asOf: "2026-11-29",
  },
  {
    phase: "risk",
    task: "risk-business-registrations",
    from: "Startup India DPIIT recognition certificate",
    to: "DPIIT recognition certificate as a Startup (notification G.S.R. 108(E) of 4 February 2026, or the notification in force when it was issued)",
    source: "DPIIT notification G.S.R. 108(E) of 4 February 2026, superseding G.S.R. 127(E) of 19 February 2019",
    asOf,
  },
  {
    phase: "risk",
    task: "risk-privacy-notices",
    from: "Digital Personal Data Protection Act, 2023 gap assessment",
    to: "DPDP Act 2023 and DPDP Rules 2025 gap assessment against the duties that apply from May 2027",
    source: "Digital Personal Data Protection Act 2023; DPDP Rules 2025 r.1 (notified 13 November 2025; fiduciary duties in force 18 months later)",
    asOf,
  },
  ...(
    [
      [
        "Quarterly TDS returns on salaries (Form 24Q)",
        "Quarterly TDS returns on salaries (Form 24Q) for quarters up to March 2026",
        "s.192, s.200(3); Form 24Q",
      ],
      [
        "Quarterly TDS returns on other resident payments (Form 26Q)",
        "Quarterly TDS returns on other resident payments (Form 26Q) for quarters up to March 2026",
        "s.200(3); Form 26Q",
      ],
      [
        "Quarterly TDS returns on payments to non-residents (Form 27Q)",
        "Quarterly TDS returns on payments to non-residents (Form 27Q) for quarters up to March 2026",
        "s.195, s.200(3); Form 27Q",
      ],
      ["Form 16 certificates issued to employees", "Form 16 certificates issued to employees for years up to 2025-26", "s.203; Form 16"],
      ["Form 16A certificates issued to vendors", "Form 16A certificates issued to vendors for quarters up to March 2026", "s.203; Form 16A"],
      [
        "Form 15CA filings for each foreign remittance",
        "Form 15CA filings for each foreign remittance made up to 31 March 2026",
        "s.195(6); r.37BB; Form 15CA",
      ],
      [
        "Form 15CB chartered accountant certificates for each foreign remittance",
        "Form 15CB chartered accountant certificates for each foreign remittance made up to 31 March 2026",
        "s.195(6); r.37BB; Form 15CB",
      ],
    ] as const
  ).map(([from, to, where]) => ({ phase: "financial" as const, task: "financial-tds-returns", from, to, source: `${OLD_TAX}: ${where}`, asOf })),
  {
    phase: "financial",
    task: "financial-income-tax",
    from: "Tax audit reports (Form 3CA/3CD) for each year a tax audit applied",
    to: "Tax audit reports (Form 3CA/3CD) for each year up to 2025-26 in which a tax audit applied",
    source: `${OLD_TAX}: s.44AB; Forms 3CA, 3CB, 3CD`,
    asOf,
  },
  {
    phase: "hr",
    task: "hr-payroll-compensation-exits",
    from: "Full and final settlement statements for employees who left in the last 24 months",
    to: "Full and final settlement statements for employees who left in the last 24 months (wages settled within two working days of exit from 21 November 2025)",
    source: "Code on Wages 2019 s.17(2), in force 21 November 2025",
    asOf,
  },
  {
    phase: "hr",
    task: "hr-statutory-registers-gratuity-bonus",
    from: "Register of wages",
    to: `Register of wages under the repealed wage Acts, ${OLD_LABOUR}`,
    source: `Minimum Wages Act 1948 and Payment of Wages Act 1936, ${REPEALED}; Code on Wages 2019 s.69`,
    asOf,
  },
  {
    phase: "hr",
    task: "hr-statutory-registers-gratuity-bonus",
    from: "Muster roll of attendance",
    to: `Muster roll of attendance under the repealed Acts, ${OLD_LABOUR}`,
    source: `Minimum Wages Act 1948, ${REPEALED}; Code on Wages 2019 s.69`,
    asOf,
  },
  {
    phase: "hr",
    task: "hr-statutory-registers-gratuity-bonus",
    from: "Gratuity nomination forms (Form F)",
    to: "Gratuity nomination forms (Form F under the Payment of Gratuity Act, or the form the Code on Social Security rules prescribe from 21 November 2025)",
    source: `Code on Social Security 2020 s.53; Payment of Gratuity Act 1972, ${REPEALED}`,
    asOf,
  },
  {
    phase: "hr",
    task: "hr-state-labour-registrations",
    from: "Certified standing orders, where the Industrial Employment (Standing Orders) Act applies",
    to: "Certified standing orders under the Industrial Relations Code (300 or more workers), or under the Standing Orders Act for earlier periods",
    source: `Industrial Relations Code 2020 ss.28-30 (model standing orders notified 8 May 2026); Industrial Employment (Standing Orders) Act 1946, ${REPEALED}`,
    asOf,
  },
  {
    phase: "hr",
    task: "hr-statutory-registers-gratuity-bonus",
    from: "Register of bonus paid (Form C) under the Payment of Bonus Act",
    to: `Register of bonus paid under the Code on Wages (Form C under the Payment of Bonus Act ${OLD_LABOUR})`,
    source: `Code on Wages 2019 Chapter IV and s.50; Payment of Bonus Act 1965, ${REPEALED}`,
    asOf,
  },
  {
    phase: "hr",
    task: "hr-statutory-registers-gratuity-bonus",
    from: "Annual return under the Payment of Bonus Act (Form D)",
    to: `Annual bonus return (Form D under the Payment of Bonus Act ${OLD_LABOUR}, then as the State rules under the Code on Wages prescribe)`,
    source: `Code on Wages 2019 s.50; Payment of Bonus Act 1965, ${REPEALED}`,
    asOf,
  },
  {
    phase: "hr",
    task: "hr-contract-labour",
    from: "Principal employer registration certificate under the Contract Labour (Regulation and Abolition) Act",
    to: "Registration of the establishment under the OSH Code covering contract labour (principal employer registration under the Contract Labour Act for earlier periods)",
    source: `Occupational Safety, Health and Working Conditions Code 2020 s.3; Contract Labour (Regulation and Abolition) Act 1970, ${REPEALED}`,
    asOf,
  },
  {
    phase: "hr",
    task: "hr-contract-labour",
    from: "Labour licence of each manpower contractor",
    to: "Licence of each manpower contractor supplying 50 or more contract workers, under the OSH Code (Contract Labour Act licence for earlier periods)",
    source: `Occupational Safety, Health and Working Conditions Code 2020 s.47; Contract Labour (Regulation and Abolition) Act 1970, ${REPEALED}`,
    asOf,
  },
  {
    phase: "financial",
    task: "financial-income-tax",
    from: "Form 26AS and Annual Information Statement (AIS) for each year",
    to: "Form 26AS and Annual Information Statement (AIS) for each financial year up to 2025-26",
    source: `${OLD_TAX}: s. 285BB; r. 114-I (Form 26AS and the AIS; Form 168 from tax year 2026-27)`,
    asOf: "2026-11-29",
  },
  {
    phase: "financial",
    task: "financial-startup-tax-angel",
    from: "DPIIT Form 2 declaration filed for the Section 56(2)(viib) exemption",
    to: "DPIIT Form 2 declaration filed for the Section 56(2)(viib) exemption, for share issues before April 2024",
    source:
      "Income-tax Act 1961, s. 56(2)(viib), omitted by the Finance (No. 2) Act 2024 from assessment year 2025-26; DPIIT notification G.S.R. 127(E) of 19 February 2019 (Form 2)",
    asOf: "2026-11-29",
  },
];

/** Whether the phase file's text has this exact document line (not just a line starting with it). */
export function hasLine(text: string, line: string): boolean {
  return text.includes(`- ${line}\n`) || text.includes(`- ${line}\``);
}

/** The phase file's text with the rewording applied to its description line and any `lines` key. */
export function rewordPhaseText(text: string, r: Rewording): string {
  return text
    .split(`- ${r.from}\n`)
    .join(`- ${r.to}\n`)
    .split(`- ${r.from}\``)
    .join(`- ${r.to}\``)
    .split(JSON.stringify(r.from))
    .join(JSON.stringify(r.to));
}

/** The frozen-slugs file's text with the line's frozen text changed, so its slug stays. */
export function rewordFrozenSlugs(text: string, r: Rewording): string {
  return text.split(`: ${JSON.stringify(r.from)},`).join(`: ${JSON.stringify(r.to)},`);
}
