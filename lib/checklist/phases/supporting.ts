import type { ChecklistPhase } from "../types";
import { VALIDITY } from "../validity";

// Description lines starting with "- " are the task's required documents (SPEC.md section 3).
// Document lines keep their uploads by their frozen slug (lib/checklist/document-slugs.data.ts): insert,
// move or remove lines freely, then run `npx tsx lib/checklist/freeze-slugs.ts`; reword a line by editing its frozen text too.
export const supportingPhase: ChecklistPhase = {
  slug: "supporting",
  name: "Supporting Documentation",
  description:
    "Keep the minute books, agreements register and correspondence that prove every decision and commitment behind the rest of the data room.",
  icon: "folder",
  color: "indigo",
  order: 6,
  tasks: [
    {
      slug: "supporting-board-minutes",
      title: "Board meeting minutes",
      category: "Minute Books",
      priority: "high",
      estimatedDays: 4,
      order: 1,
      description: `Signed minutes are the only proof that allotments, borrowings, ESOP grants and filings were validly approved; investors read them against the ROC record.
- Signed minutes of every board meeting for the last three years
- Notices and agendas of board meetings
- Attendance register of board meetings
- Resolutions passed by circulation
- Board papers for meetings approving fundraising, ESOP grants and borrowing
- Draft minutes circulated to directors, with their comments
- Minutes of the first board meeting after incorporation`,
    },
    {
      slug: "supporting-general-meeting-minutes",
      title: "General meeting minutes",
      category: "Minute Books",
      priority: "high",
      estimatedDays: 3,
      order: 2,
      description: `Special resolutions (private placements, ESOP, changes to the articles) are only valid if the general meeting was properly called and recorded.
- Signed minutes of annual general meetings
- Signed minutes of extraordinary general meetings
- Notices of general meetings with explanatory statements
- Shareholder consents to general meetings held at shorter notice
- Attendance registers of general meetings
- Proxy forms (MGT-11) lodged for general meetings
- Scrutiniser's reports for postal ballots, if any were held
- AGM extension approval from the ROC (GNL-1), if granted`,
    },
    {
      slug: "supporting-committee-minutes",
      title: "Committee minutes and investor nominee records",
      category: "Minute Books",
      priority: "medium",
      estimatedDays: 2,
      order: 3,
      description: `Where the board delegates to committees or existing investors hold board or observer seats, investors check those appointments and decisions are documented too.
- Minutes of audit committee meetings, where constituted
- Minutes of nomination and remuneration committee meetings
- Minutes of ESOP compensation committee meetings
- Minutes of CSR committee meetings, where constituted
- Terms of reference of each board committee
- Investor nominee director appointment letters
- Investor observer appointment letters`,
    },
    {
      slug: "supporting-minute-book-index",
      title: "Minute book index and custody",
      category: "Minute Books",
      priority: "low",
      estimatedDays: 2,
      order: 4,
      description: `An index lets a reviewer find any resolution in minutes rather than days, and shows the books are complete and kept where the law requires.
- Minute book index of meetings held since incorporation
- Certified true copies of resolutions issued to banks and regulators
- Special resolution for keeping statutory registers away from the registered office, if applicable
- Register of documents executed under the common seal, if the company uses a seal`,
    },
    {
      slug: "supporting-agreements-register",
      title: "Agreements register and signing records",
      category: "Agreements Register",
      priority: "high",
      estimatedDays: 3,
      order: 5,
      description: `A single register of every signed agreement lets investors check nothing material is missing from the data room and that each contract was signed by someone authorised.
- Agreements register listing every executed agreement with counterparty, date, term and value
- Contract renewal and expiry calendar
- E-signature completion certificates for electronically signed agreements
- E-stamp certificates for executed agreements
- Register of powers of attorney granted by the company
- Board resolution delegating contract signing authority
- Register of non-disclosure agreements signed`,
    },
    {
      slug: "supporting-prior-round-closings",
      title: "Closing sets from previous rounds",
      category: "Agreements Register",
      priority: "high",
      estimatedDays: 3,
      order: 6,
      description: `New investors inherit the promises made in earlier rounds; the closing set shows what was disclosed, what was promised after closing, and whether it was delivered.
- Signed term sheets from previous rounds
- Closing certificates from previous rounds
- Condition precedent completion certificates from previous rounds
- Disclosure letters delivered against warranties in previous rounds
- Due diligence reports commissioned by earlier investors
- Conditions subsequent compliance confirmations from previous rounds
- Legal opinions issued at earlier closings
- Funds flow memorandum from each previous closing`,
    },
    {
      slug: "supporting-group-structure",
      title: "Group structure and intercompany agreements",
      category: "Agreements Register",
      priority: "medium",
      estimatedDays: 3,
      order: 7,
      description: `Where value or people sit in subsidiaries or a foreign parent, investors need the structure and the agreements that move money, IP and services between group entities.
- Group structure chart showing shareholdings in subsidiaries and affiliates
- Certificates of incorporation of each subsidiary
- Certificates of good standing for each foreign subsidiary
- Statement of subsidiaries' financial information (AOC-1)
- Intercompany service agreements
- Intercompany loan agreements
- Intercompany IP licence agreements`,
      lines: { "Certificates of good standing for each foreign subsidiary": { validity: VALIDITY.goodStanding } },
    },
    {
      slug: "supporting-standard-templates",
      title: "Standard contract templates in use",
      category: "Agreements Register",
      priority: "low",
      estimatedDays: 2,
      order: 8,
      description: `Most contracts are signed on the company's own forms, so reviewing the templates tells investors what terms sit in the contracts they will not read one by one.
- Customer contract template
- Non-disclosure agreement template
- Vendor agreement template
- Consultancy agreement template
- Reseller agreement template
- Purchase order template with standard terms`,
    },
    {
      slug: "supporting-regulator-correspondence",
      title: "Correspondence with regulators and authorities",
      category: "Correspondence Files",
      priority: "medium",
      estimatedDays: 3,
      order: 9,
      description: `Letters from authorities often reveal queries, defects or commitments that never became formal proceedings; investors read them to find open issues.
- Correspondence with the Registrar of Companies
- Correspondence with the AD bank and RBI on FEMA reporting
- Correspondence with the income tax department
- Correspondence with GST authorities
- Correspondence with EPFO, ESIC and labour authorities
- Correspondence with DPIIT on startup recognition
- Correspondence with sector regulators
- Correspondence with the Trade Marks Registry and Patent Office
- Correspondence with municipal and fire authorities`,
    },
    {
      slug: "supporting-investor-correspondence",
      title: "Investor and shareholder correspondence",
      category: "Correspondence Files",
      priority: "medium",
      estimatedDays: 2,
      order: 10,
      description: `How the company has reported to and sought consent from its shareholders shows new investors what governance to expect and whether any consent was skipped.
- Monthly or quarterly investor updates for the last 24 months
- Information rights reports delivered under the shareholders' agreement
- Investor consent requests and approvals for reserved matters
- Pre-emption offer notices sent to shareholders
- Cap table updates sent to shareholders after each allotment
- Secondary sale requests from shareholders, with the company's responses
- Shareholder complaints and responses`,
    },
    {
      slug: "supporting-counterparty-correspondence",
      title: "Customer, auditor, lender and insurer correspondence",
      category: "Correspondence Files",
      priority: "low",
      estimatedDays: 2,
      order: 11,
      description: `Disputes usually start as letters; investors check commercial and professional correspondence for unresolved breaches, audit concerns and covenant issues.
- Notices of breach or termination exchanged with customers or vendors
- Major customer complaints and their resolution records
- Correspondence with the statutory auditor on audit qualifications
- Management representation letters given to the statutory auditor
- Correspondence with lenders on covenant waivers
- Correspondence with insurers on claims
- Correspondence with landlords on lease renewals or disputes`,
    },
  ],
};
