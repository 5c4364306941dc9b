import { doc, overlayTask } from "./overlay";
import type { OverlayTask } from "./types";

/**
 * India 2026 (india-2026.ts): the Labour Codes (in force 21 November 2025, Central Rules 8 May
 * 2026) and the Income-tax Act, 2025 with the Income-tax Rules, 2026 (from 1 April 2026).
 * Items that existed under the old Acts stay on their lines (reworded for the look-back period in
 * india-2026-rewordings.ts); these are the new obligations and the renumbered forms.
 */
const asOf = "2026-11-24";
const CODES_IN_FORCE = "in force 21 November 2025";

export const indiaLabourTaxTasks: OverlayTask[] = [
  overlayTask({
    phase: "hr",
    slug: "hr-in-labour-codes-wages-registration",
    title: "Labour Codes: registration, appointment letters and wage records",
    category: "Statutory Labour Compliance",
    priority: "high",
    estimatedDays: 3,
    order: 401,
    asOf,
    summary:
      "The four Labour Codes replaced 29 central labour Acts on 21 November 2025, with the Central Rules notified on 8 May 2026 and State rules following; investors check the company moved its registration, letters and wage records to the Codes.",
    documents: [
      doc(
        "Registration of each establishment under the OSH Code",
        `Occupational Safety, Health and Working Conditions Code 2020 s.3 (establishments with 10 or more workers), ${CODES_IN_FORCE}`,
        { tags: { minHeadcount: "10-19" } },
      ),
      doc("Appointment letter issued to every employee", `Occupational Safety, Health and Working Conditions Code 2020 s.6, ${CODES_IN_FORCE}`),
      doc("Register of employees, muster roll and wages kept under the Code on Wages", `Code on Wages 2019 s.50(1), ${CODES_IN_FORCE}`),
      doc("Wage slips issued to every employee", `Code on Wages 2019 s.50(3), ${CODES_IN_FORCE}`),
      doc(
        "Notice displayed with the abstract of the Code, wage rates, wage period and the Inspector-cum-Facilitator's details",
        `Code on Wages 2019 s.50(2), ${CODES_IN_FORCE}`,
      ),
      doc(
        "Payroll bank credit records showing monthly wages paid by the seventh day of the following month",
        `Code on Wages 2019 s.17, ${CODES_IN_FORCE}`,
      ),
      doc("Overtime records showing overtime paid at twice the ordinary rate of wages", `Code on Wages 2019 s.14, ${CODES_IN_FORCE}`),
      doc(
        "Payroll recomputation of the provident fund, ESI and gratuity wage base under the uniform definition of wages (excluded allowances above half of pay added back)",
        `Code on Wages 2019 s.2(y); Code on Social Security 2020 s.2(88), ${CODES_IN_FORCE}`,
      ),
    ],
  }),
  overlayTask({
    phase: "hr",
    slug: "hr-in-labour-codes-relations",
    title: "Labour Codes: grievance committee, fixed-term staff and the look-back period",
    category: "Statutory Labour Compliance",
    priority: "medium",
    estimatedDays: 2,
    order: 402,
    asOf,
    summary:
      "The Codes add a grievance committee from 20 workers, gratuity for fixed-term staff after one year and annual health check-ups; records kept under the repealed Acts still answer inspections for the periods before 21 November 2025.",
    documents: [
      doc("Order constituting the Grievance Redressal Committee", `Industrial Relations Code 2020 s.4 (20 or more workers), ${CODES_IN_FORCE}`, {
        tags: { minHeadcount: "20-49" },
      }),
      doc(
        "Fixed-term employment contracts on terms equal to permanent staff, with gratuity paid after one year of service",
        `Code on Social Security 2020 s.53; Industrial Relations Code 2020 s.2(o), ${CODES_IN_FORCE}`,
      ),
      doc("Gratuity liability valuation recomputed on the Codes' definition of wages", `Code on Social Security 2020 s.53, ${CODES_IN_FORCE}`),
      doc(
        "Records of free annual health check-ups provided to employees of the prescribed age",
        `Occupational Safety, Health and Working Conditions Code 2020 s.6, ${CODES_IN_FORCE}`,
      ),
      doc(
        "Registers, returns and inspection records kept under the repealed labour Acts for periods before 21 November 2025",
        "Code on Wages 2019 s.69; Industrial Relations Code 2020 s.104; Code on Social Security 2020 s.164; OSH Code 2020 s.143 (repeal and savings)",
      ),
      doc(
        "Labour Code transition memo mapping each old-Act registration, register and return to its Code equivalent and the applicable State rules",
        "Code on Wages (Central) Rules, Industrial Relations (Central) Rules, Social Security (Central) Rules and OSH (Central) Rules 2026, notified 8 May 2026",
      ),
    ],
  }),
  overlayTask({
    phase: "financial",
    slug: "financial-in-income-tax-act-2025",
    title: "Income-tax Act, 2025: renumbered forms from tax year 2026-27",
    category: "Taxation",
    priority: "high",
    estimatedDays: 3,
    order: 403,
    asOf,
    summary:
      "From 1 April 2026 the Income-tax Act, 2025 and the Income-tax Rules, 2026 (G.S.R. 198(E), 20 March 2026) replace the 1961 Act: 'tax year' replaces previous and assessment year and the forms are renumbered. Earlier years keep their 1961 forms (the existing lines), so investors expect both sets.",
    documents: [
      doc(
        "Quarterly TDS statements on salaries in Form 138, from tax year 2026-27",
        "Income-tax Act 2025 s.397; Income-tax Rules 2026, Form 138 (replaces Form 24Q)",
      ),
      doc(
        "Quarterly TDS statements on other payments to residents in Form 140, from tax year 2026-27",
        "Income-tax Act 2025 s.397; Income-tax Rules 2026, Form 140 (replaces Form 26Q)",
      ),
      doc(
        "Quarterly TDS statements on payments to non-residents in Form 144, from tax year 2026-27",
        "Income-tax Act 2025 s.397; Income-tax Rules 2026, Form 144 (replaces Form 27Q)",
      ),
      doc("Salary TDS certificates issued to employees in Form 130", "Income-tax Act 2025 s.395; Income-tax Rules 2026, Form 130 (replaces Form 16)"),
      doc("TDS certificates issued to other payees in Form 131", "Income-tax Act 2025 s.395; Income-tax Rules 2026, Form 131 (replaces Form 16A)"),
      doc("Form 145 remitter's declaration for each foreign remittance from 1 April 2026", "Income-tax Rules 2026, Form 145 (replaces Form 15CA)"),
      doc(
        "Form 146 chartered accountant's certificate for each foreign remittance that needs one, from 1 April 2026",
        "Income-tax Rules 2026, Form 146 (replaces Form 15CB)",
      ),
      doc(
        "Form 41 and tax residency certificate from each non-resident payee claiming treaty relief",
        "Income-tax Act 2025 s.159(8); Income-tax Rules 2026, Form 41 (replaces Form 10F)",
      ),
      doc(
        "Tax audit report in Form 26, for tax year 2026-27 onwards where a tax audit applies",
        "Income-tax Act 2025 s.63; Income-tax Rules 2026, Form 26 (replaces Forms 3CA, 3CB and 3CD)",
      ),
      doc("Annual information statement in Form 168 for each tax year from 2026-27", "Income-tax Rules 2026, Form 168 (successor to Form 26AS)"),
    ],
  }),
];
