import type { ChecklistPhase } from "../types";

// Description lines starting with "- " are the task's required documents (SPEC.md section 3).
// Document lines keep their uploads by their frozen slug (lib/checklist/document-slugs.data.ts): insert,
// move or remove lines freely, then run `npx tsx lib/checklist/freeze-slugs.ts`; reword a line by editing its frozen text too.
export const hrPhase: ChecklistPhase = {
  slug: "hr",
  name: "Human Resources & Employment",
  description:
    "Show who works for the company and on what terms, and that every statutory labour registration, contribution and return is in place.",
  icon: "users",
  color: "purple",
  order: 3,
  tasks: [
    {
      slug: "hr-employee-roster",
      title: "Employee roster and organisation chart",
      category: "Employment Documentation",
      priority: "medium",
      estimatedDays: 2,
      order: 1,
      description: `Investors size the team, its cost and its attrition, and confirm that everyone on the payroll has written terms of employment.
- Employee master list with role, location, joining date and total annual compensation
- Organisation chart showing reporting lines
- Headcount movement report of joiners and leavers for the last 24 months
- Signed offer letters for all current employees
- Background verification reports for senior hires`,
    },
    {
      slug: "hr-employment-agreements",
      title: "Employment, consultancy and advisor agreements",
      category: "Employment Documentation",
      priority: "high",
      estimatedDays: 3,
      order: 2,
      description: `Key people are often the main asset being invested in; investors read founder and senior contracts for notice periods, restrictive covenants and promised equity, and check that contractors are not disguised employees.
- Employment agreements of founders and senior management
- Standard employment agreement template in current use
- Consultancy agreements with independent contractors
- Internship agreements
- Advisor agreements, including any equity or option promised to advisors
- Employer-of-record or secondment agreements for staff working in another country
- Non-compete and non-solicitation undertakings from key employees`,
    },
    {
      slug: "hr-policies-handbook",
      title: "HR policies and employee handbook",
      category: "Employment Documentation",
      priority: "medium",
      estimatedDays: 3,
      order: 3,
      description: `Written policies show the company can scale without disputes; several (POSH, gratuity, leave) are also required by law once headcount thresholds are crossed.
- Employee handbook
- Leave policy
- Code of conduct
- Prevention of sexual harassment (POSH) policy
- Whistle-blower policy
- Travel and expense reimbursement policy
- Remote work policy
- Gratuity policy`,
    },
    {
      slug: "hr-payroll-compensation-exits",
      title: "Payroll, compensation and exits",
      category: "Employment Documentation",
      priority: "medium",
      estimatedDays: 3,
      order: 4,
      description: `Investors reconcile payroll with the books and statutory returns, look at pay commitments beyond salary, and check that departures were settled cleanly.
- Monthly payroll registers for the last 12 months
- Salary structure and compensation bands
- Sales incentive and bonus plans
- Full and final settlement statements for employees who left in the last 24 months (wages settled within two working days of exit from 21 November 2025)
- Relieving letters issued to departed employees
- Separation agreements signed with departing senior employees
- Register of employee grievances and their resolution
- Final settlement statements for employees who left in the last 24 months`,
    },
    {
      slug: "hr-pf-esic",
      title: "Provident fund and ESIC compliance",
      category: "Statutory Labour Compliance",
      priority: "high",
      estimatedDays: 4,
      order: 5,
      description: `EPF applies from 20 employees and ESIC from 10 in most states; missed or short contributions carry damages and interest, so investors match challans and returns to payroll month by month.
- EPF establishment registration certificate
- ESIC employer registration certificate
- Monthly EPF electronic challan cum returns (ECRs) for the last 24 months
- EPF payment receipts (TRRN) for the last 24 months
- ESIC monthly contribution challans for the last 24 months
- EPF Form 11 declarations of new joiners
- EPF Form 5A return of ownership
- EPFO or ESIC inspection reports and orders`,
    },
    {
      slug: "hr-state-labour-registrations",
      title: "Shops and establishments, professional tax and state levies",
      category: "Statutory Labour Compliance",
      priority: "medium",
      estimatedDays: 3,
      order: 6,
      description: `Each office needs state-level registrations, and professional tax and labour welfare fund are deducted and paid under state law; investors check every location is covered.
- Shops and Establishments registration certificate for each office
- Professional Tax registration certificate (PTRC) as employer in each state
- Professional Tax enrolment certificate (PTEC) of the company
- Professional Tax returns with payment challans
- Labour Welfare Fund contribution challans
- Certified standing orders under the Industrial Relations Code (300 or more workers), or under the Standing Orders Act for earlier periods`,
    },
    {
      slug: "hr-posh-internal-committee",
      title: "POSH Internal Committee",
      category: "Statutory Labour Compliance",
      priority: "high",
      estimatedDays: 2,
      order: 7,
      description: `Every workplace with ten or more employees must constitute an Internal Committee and file an annual report; non-compliance carries fines and can lead to cancellation of registrations.
- Order constituting the Internal Committee under the POSH Act
- Annual report of the Internal Committee filed with the District Officer
- POSH awareness training attendance records
- Internal Committee inquiry reports for complaints received`,
    },
    {
      slug: "hr-statutory-registers-gratuity-bonus",
      title: "Statutory registers, gratuity and bonus",
      category: "Statutory Labour Compliance",
      priority: "medium",
      estimatedDays: 3,
      order: 8,
      description: `Labour inspectors ask for these registers first, and unfunded gratuity or unpaid statutory bonus is a hidden liability investors want quantified.
- Register of wages under the repealed wage Acts, for periods before 21 November 2025
- Muster roll of attendance under the repealed Acts, for periods before 21 November 2025
- Register of leave
- Register of bonus paid under the Code on Wages (Form C under the Payment of Bonus Act for periods before 21 November 2025)
- Annual bonus return (Form D under the Payment of Bonus Act for periods before 21 November 2025, then as the State rules under the Code on Wages prescribe)
- Gratuity nomination forms (Form F under the Payment of Gratuity Act, or the form the Code on Social Security rules prescribe from 21 November 2025)
- Actuarial valuation report for gratuity and leave encashment liability`,
    },
    {
      slug: "hr-contract-labour",
      title: "Contract labour and outsourced staff",
      category: "Statutory Labour Compliance",
      priority: "low",
      estimatedDays: 2,
      order: 9,
      description: `A principal employer is liable for contractors' unpaid wages and contributions; investors check registrations and that contractors pay PF and ESIC for deployed workers.
- Registration of the establishment under the OSH Code covering contract labour (principal employer registration under the Contract Labour Act for earlier periods)
- Licence of each manpower contractor supplying 50 or more contract workers, under the OSH Code (Contract Labour Act licence for earlier periods)
- Manpower supply agreements with contractors
- Contractors' PF and ESIC challans for workers deployed at the company`,
    },
  ],
};
