import type { ChecklistPhase } from "../types";

// Description lines starting with "- " are the task's required documents (SPEC.md section 3).
// Document lines keep their uploads by their frozen slug (lib/checklist/document-slugs.data.ts): insert,
// move or remove lines freely, then run `npx tsx lib/checklist/freeze-slugs.ts`; reword a line by editing its frozen text too.
export const financialPhase: ChecklistPhase = {
  slug: "financial",
  name: "Financial Due Diligence",
  description:
    "Show that the numbers investors are pricing are real: audited accounts, clean tax filings, reconciled bank records and every borrowing disclosed.",
  icon: "calculator",
  color: "green",
  order: 2,
  tasks: [
    {
      slug: "financial-bank-accounts",
      title: "Bank accounts, statements and signatories",
      category: "Banking",
      priority: "high",
      estimatedDays: 2,
      order: 1,
      description: `Investors trace cash in the books to the bank, check who can move money, and confirm no account sits outside the accounts.
- Bank statements for every account for the last 24 months
- Account opening confirmation letters for every current account
- Board resolution authorising the bank accounts and their signatories
- Current bank mandate listing authorised signatories
- Bank balance confirmation certificates as at each financial year end
- Monthly bank reconciliation statements for the current financial year`,
    },
    {
      slug: "financial-treasury-investments",
      title: "Treasury, deposits and foreign currency",
      category: "Banking",
      priority: "medium",
      estimatedDays: 2,
      order: 2,
      description: `Idle funds from earlier rounds must be invested within a board-approved policy; investors check where surplus cash sits and what foreign-exchange exposure exists.
- Treasury and investment policy approved by the board
- Fixed deposit receipts and renewal advices
- Consolidated account statements for mutual fund holdings
- EEFC account statements for foreign currency receipts
- Forward contract confirmations for foreign exchange hedges
- Bank guarantees and letters of credit issued on the company's behalf`,
    },
    {
      slug: "financial-payment-collections",
      title: "Payment gateways, collections and payment controls",
      category: "Banking",
      priority: "medium",
      estimatedDays: 2,
      order: 3,
      description: `For businesses that collect online, investors reconcile gateway settlements to revenue and check that outgoing payments need more than one person's approval.
- Payment gateway settlement reports for the last 12 months
- Escrow or safeguarding account agreements for customer funds
- Chargeback and refund reports from each payment gateway
- Delegation of authority matrix for payment approvals
- List of users holding net-banking maker and checker rights`,
    },
    {
      slug: "financial-income-tax",
      title: "Income tax returns and assessments",
      category: "Taxation",
      priority: "high",
      estimatedDays: 5,
      order: 4,
      description: `Investors confirm every return was filed on time, taxes were paid, and no assessment or demand is outstanding that could become a liability after the round.
- Income tax returns (ITR-6) with acknowledgements for the last three assessment years
- Tax audit reports (Form 3CA/3CD) for each year up to 2025-26 in which a tax audit applied
- Computation of total income for each return
- Form 26AS and Annual Information Statement (AIS) for each financial year up to 2025-26
- Advance tax challans (ITNS 280)
- Form 10-IC for the Section 115BAA concessional tax regime, if opted
- Section 143(1) intimations and Section 143(3) assessment orders
- Schedule of outstanding income tax demands from the e-filing portal`,
    },
    {
      slug: "financial-startup-tax-angel",
      title: "Angel tax, startup exemptions and transfer pricing",
      category: "Taxation",
      priority: "high",
      estimatedDays: 3,
      order: 5,
      description: `Share issues above fair value before April 2024 could be taxed as income under Section 56(2)(viib); investors check the valuation or exemption behind every earlier round, plus startup tax holidays and cross-border pricing.
- Rule 11UA valuation reports for each share issue made before April 2024
- DPIIT Form 2 declaration filed for the Section 56(2)(viib) exemption, for share issues before April 2024
- Section 80-IAC eligibility certificate from the Inter-Ministerial Board
- Transfer pricing report (Form 3CEB) for transactions with associated enterprises
- Transfer pricing documentation maintained under Rule 10D
- Section 79 shareholding-continuity analysis for carried-forward losses`,
    },
    {
      slug: "financial-tds-returns",
      title: "TDS returns, certificates and foreign remittances",
      category: "Taxation",
      priority: "high",
      estimatedDays: 4,
      order: 6,
      description: `TDS defaults carry interest and penalties that land on the company; investors match deposits, returns and certificates, and check withholding on every payment abroad.
- Quarterly TDS returns on salaries (Form 24Q) for quarters up to March 2026
- Quarterly TDS returns on other resident payments (Form 26Q) for quarters up to March 2026
- Quarterly TDS returns on payments to non-residents (Form 27Q) for quarters up to March 2026
- Form 16 certificates issued to employees for years up to 2025-26
- Form 16A certificates issued to vendors for quarters up to March 2026
- TDS payment challans (ITNS 281)
- TRACES justification reports for TDS defaults
- Form 15CA filings for each foreign remittance made up to 31 March 2026
- Form 15CB chartered accountant certificates for each foreign remittance made up to 31 March 2026`,
    },
    {
      slug: "financial-gst",
      title: "GST registrations and returns",
      category: "Taxation",
      priority: "high",
      estimatedDays: 5,
      order: 7,
      description: `Investors reconcile GST returns with the books and check for blocked input tax credit, mismatches between GSTR-1 and GSTR-3B, and open notices.
- GST registration certificates (REG-06) for each state
- GSTR-1 outward supply returns
- GSTR-3B summary returns
- GSTR-9 annual returns
- GSTR-9C reconciliation statements
- GSTR-2B input tax credit reconciliation
- Letter of Undertaking (RFD-11) for zero-rated exports
- GST notices such as ASMT-10 or DRC-01, with replies filed`,
    },
    {
      slug: "financial-audited-statements",
      title: "Audited financial statements",
      category: "Financial Statements & Audits",
      priority: "high",
      estimatedDays: 4,
      order: 8,
      description: `Audited accounts are the baseline for valuation and for the warranties in the investment agreement; investors read the auditor's qualifications and CARO remarks closely.
- Audited financial statements with notes for the last three financial years
- Statutory auditor's reports with the CARO 2020 annexure
- Auditor's report on internal financial controls, where applicable
- Board's report under Section 134 for each financial year
- Auditor's management letters with management responses
- Signed trial balance for each audited year
- Auditor engagement letter for the current financial year`,
    },
    {
      slug: "financial-management-accounts",
      title: "Management accounts and ledgers",
      category: "Financial Statements & Audits",
      priority: "high",
      estimatedDays: 3,
      order: 9,
      description: `Audited figures are months old by the time of a round; investors rely on current management accounts and test receivables, payables and assets behind them.
- Monthly management accounts for the current financial year
- Unaudited year-to-date profit and loss account and balance sheet
- General ledger export for the current financial year
- Accounts receivable ageing report
- Accounts payable ageing report identifying MSME vendors
- Fixed asset register with depreciation schedule
- Deferred revenue schedule`,
    },
    {
      slug: "financial-revenue-metrics",
      title: "Revenue quality and unit economics",
      category: "Financial Statements & Audits",
      priority: "medium",
      estimatedDays: 4,
      order: 10,
      description: `Investors test whether reported revenue is recognised correctly, recurring and retained, and whether each customer is worth more than it costs to acquire.
- Revenue recognition policy (Ind AS 115 or AS 9)
- Revenue by customer for the last 24 months
- Monthly recurring revenue (MRR) schedule reconciled to invoices
- Customer cohort retention analysis
- Unit economics analysis covering CAC, LTV and payback period
- Reconciliation of book revenue to GSTR-1 turnover`,
    },
    {
      slug: "financial-projections-budget",
      title: "Projections, budget and use of funds",
      category: "Financial Statements & Audits",
      priority: "medium",
      estimatedDays: 5,
      order: 11,
      description: `The forward plan justifies the amount raised; investors compare it with how well past budgets were met.
- Financial model with three-to-five-year projections and assumptions
- Annual budget approved by the board
- Budget versus actual variance report for the last four quarters
- Monthly burn and runway analysis
- Use of funds statement for this round`,
    },
    {
      slug: "financial-debt-facilities",
      title: "Bank loans and venture debt",
      category: "Loans & Borrowings",
      priority: "high",
      estimatedDays: 3,
      order: 12,
      description: `Lenders often hold covenants, security and consent rights that the equity round must respect; investors need every facility, charge and lender consent before closing.
- Sanction letters for every loan, overdraft and venture debt facility
- Facility agreements for every loan and venture debt facility
- Warrant instruments issued to venture debt lenders
- Charge creation filings (CHG-1) with certificates of registration of charge
- Satisfaction of charge filings (CHG-4) for repaid loans
- Hypothecation deeds and other security documents
- Personal guarantees given by founders for company borrowings
- Lender no-objection letters for the fundraise`,
    },
    {
      slug: "financial-other-borrowings",
      title: "Director loans, foreign borrowings and grants",
      category: "Loans & Borrowings",
      priority: "medium",
      estimatedDays: 3,
      order: 13,
      description: `Money from directors, group companies, foreign lenders or government schemes has its own conditions; investors check each was accepted lawfully and is fully disclosed.
- Declarations from directors that their loans to the company are not from borrowed funds
- Section 186 approvals for inter-corporate loans, guarantees and investments
- Form ECB with the Loan Registration Number for each external commercial borrowing
- Monthly ECB-2 returns
- Grant or soft-loan agreements under government schemes such as the Startup India Seed Fund
- Company credit information report from CIBIL or another credit bureau
- Schedule of borrowings with lender, amount, rate, security and maturity`,
    },
  ],
};
