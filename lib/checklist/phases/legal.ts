import type { ChecklistPhase } from "../types";
import { VALIDITY } from "../validity";

// Description lines starting with "- " are the task's required documents (SPEC.md section 3).
// Document lines keep their uploads by their frozen slug (lib/checklist/document-slugs.data.ts): insert,
// move or remove lines freely, then run `npx tsx lib/checklist/freeze-slugs.ts`; reword a line by editing its frozen text too.
export const legalPhase: ChecklistPhase = {
  slug: "legal",
  name: "Legal Due Diligence",
  description:
    "Prove the company exists, owns what it sells, has issued its shares and taken foreign money lawfully, and is not bound by contracts that could derail the round.",
  icon: "file-contract",
  color: "blue",
  order: 1,
  tasks: [
    {
      slug: "legal-incorporation-certificates",
      title: "Incorporation certificate and charter documents",
      category: "Incorporation",
      priority: "high",
      estimatedDays: 2,
      order: 1,
      description: `Investors confirm the company legally exists under the name, CIN and objects they are investing in, and that its constitution permits the proposed round.
- Certificate of Incorporation (INC-11) showing the CIN
- Memorandum of Association as currently amended (e-MoA INC-33 for SPICe+ incorporations)
- Articles of Association as currently amended (e-AoA INC-34 for SPICe+ incorporations)
- SPICe+ (INC-32) incorporation application with its attachments, or INC-7 for older companies
- PAN allotment letter of the company
- TAN allotment letter of the company`,
    },
    {
      slug: "legal-incorporation-commencement-office",
      title: "Commencement of business and registered office",
      category: "Incorporation",
      priority: "high",
      estimatedDays: 3,
      order: 2,
      description: `A company that never filed its commencement declaration or whose registered office is unverified can be struck off, so investors check both before anything else.
- Declaration for commencement of business (INC-20A) with its SRN
- Bank statement showing receipt of the subscribers' share money, filed with INC-20A
- Registered office verification (INC-22) and every later INC-22 for a change of address
- No-objection certificate from the owner of the registered office premises
- Utility bill for the registered office not older than two months at filing
- MCA21 company master data extract showing the company status as Active`,
    },
    {
      slug: "legal-incorporation-changes",
      title: "Name, object and constitutional changes since incorporation",
      category: "Incorporation",
      priority: "medium",
      estimatedDays: 4,
      order: 3,
      description: `Every change to the name, objects, articles or registered-office state must have been approved and filed; gaps here break the chain of title to the company itself.
- Special resolutions altering the MoA or AoA, as certified true copies
- MGT-14 filings for each alteration of the MoA or AoA
- INC-24 approval for change of name
- Fresh Certificate of Incorporation issued on change of name
- Regional Director order on INC-23 for any shift of registered office between states
- URC-1 registration application, if the company was converted from an LLP or partnership firm`,
    },
    {
      slug: "legal-cap-table-register-of-members",
      title: "Cap table and register of members",
      category: "Share Capital & Securities",
      priority: "high",
      estimatedDays: 4,
      order: 4,
      description: `The cap table is the first thing any term sheet is priced on; investors reconcile it line by line against the statutory register of members or stock ledger and the share certificates.
- Fully diluted capitalisation table, reconciled to the register of members
- Register of members (MGT-1)
- Share certificates (SH-1) issued to each shareholder, as copies
- ISIN allotment letter from NSDL or CDSL for each class of shares
- Tripartite agreement between the company, its registrar and transfer agent, and the depository
- Beneficiary position (BENPOS) statement from the registrar and transfer agent
- Register of members / stock ledger, current`,
    },
    {
      slug: "legal-share-allotments",
      title: "Share allotments and private placement filings",
      category: "Share Capital & Securities",
      priority: "high",
      estimatedDays: 5,
      order: 5,
      description: `Each allotment must follow the private placement process of Sections 42 and 62; an allotment made without it can be void and the money refundable with interest.
- Private placement offer cum application letters (PAS-4) for each round
- Record of private placement offers (PAS-5)
- Special resolutions approving each private placement or preferential issue
- Board resolutions allotting shares for each round
- Return of allotment (PAS-3) with SRN for each allotment
- Registered valuer report under Section 62(1)(c) for each preferential allotment
- Separate bank account statements showing receipt of share application money`,
    },
    {
      slug: "legal-shareholder-agreements",
      title: "Shareholders' and subscription agreements",
      category: "Share Capital & Securities",
      priority: "high",
      estimatedDays: 4,
      order: 6,
      description: `New investors need to see every right already granted (pre-emption, ROFR, tag and drag, vetoes, liquidation preference) and who must waive what for this round to close.
- Shareholders' agreement currently in force, with every amendment
- Share subscription agreements for each priced round
- Convertible note, CCD or iSAFE agreements outstanding
- Deeds of adherence signed by shareholders who joined after the SHA
- Side letters granted to any investor
- Waiver and consent letters from existing investors for the current round
- Founders' agreement between the co-founders, including founder vesting`,
    },
    {
      slug: "legal-share-capital-changes-transfers",
      title: "Authorised capital changes, transfers and buy-backs",
      category: "Share Capital & Securities",
      priority: "medium",
      estimatedDays: 3,
      order: 7,
      description: `Investors check that authorised capital covers the new issue and that every secondary transfer or buy-back was approved, stamped and filed.
- SH-7 filings for each increase or alteration of authorised share capital
- Ordinary resolutions increasing authorised share capital
- Securities transfer forms (SH-4) with stamp duty paid, for every transfer
- Board resolutions approving each share transfer
- Buy-back letter of offer (SH-8), if shares were bought back
- Return in respect of buy-back (SH-11)`,
    },
    {
      slug: "legal-esop-plan-grants",
      title: "ESOP plan, grants and exercises",
      category: "Share Capital & Securities",
      priority: "medium",
      estimatedDays: 4,
      order: 8,
      description: `The option pool is part of the fully diluted count, so investors check the plan was validly approved, the pool size, and that every grant, vest and exercise is documented.
- ESOP plan document as approved by shareholders
- Special resolution approving the ESOP scheme, with its MGT-14 filing
- ESOP grant letters signed by each option holder
- Exercise notices and allotment records for exercised options
- Register of employee stock options (SH-6)
- Category I merchant banker valuation report used to value exercised options for perquisite tax`,
    },
    {
      slug: "legal-directors-kmp",
      title: "Directors and key managerial personnel",
      category: "Corporate Governance",
      priority: "high",
      estimatedDays: 3,
      order: 9,
      description: `Investors confirm who sits on the board, that each appointment and exit was filed, and that no director is disqualified or has an undisclosed interest.
- Register of directors and key managerial personnel and their shareholding (Section 170)
- DIR-12 filings for every appointment, change of designation and cessation
- Consent to act as director (DIR-2) for each director
- Declaration of non-disqualification (DIR-8) for each director
- DIR-3-KYC-Web acknowledgement of each director's latest KYC (yearly up to 2025; once every three financial years, by 30 June, from 31 March 2026)
- Disclosure of interest (MBP-1) by each director for the current financial year`,
      lines: {
        "DIR-3-KYC-Web acknowledgement of each director's latest KYC (yearly up to 2025; once every three financial years, by 30 June, from 31 March 2026)":
          { validity: VALIDITY.directorKyc },
      },
    },
    {
      slug: "legal-annual-roc-filings",
      title: "Annual and event-based ROC filings",
      category: "Corporate Governance",
      priority: "high",
      estimatedDays: 5,
      order: 10,
      description: `Missed ROC filings mean late fees, possible director disqualification and strike-off risk; investors pull the MCA21 filing history for the last three financial years.
- Annual returns (MGT-7 or MGT-7A) with SRNs for the last three financial years
- Financial statement filings (AOC-4) with SRNs for the last three financial years
- Auditor appointment filing (ADT-1) for the current statutory auditor
- Return of deposits (DPT-3) for each year
- Half-yearly MSME-1 returns on dues to micro and small enterprises
- Declarations of significant beneficial ownership (BEN-1) received from shareholders
- Return of significant beneficial owners (BEN-2)`,
    },
    {
      slug: "legal-governance-registers-policies",
      title: "Statutory registers and related-party approvals",
      category: "Corporate Governance",
      priority: "medium",
      estimatedDays: 3,
      order: 11,
      description: `Related-party dealings and loans or guarantees to insiders are where investor money most often leaks; investors check the registers and approvals behind them.
- Register of contracts with related parties (MBP-4)
- Register of loans, guarantees, security and acquisitions (MBP-2)
- Particulars of related party contracts disclosed in AOC-2
- Register of charges (CHG-7)
- Certification of the annual return by a practising company secretary (MGT-8), where required`,
    },
    {
      slug: "legal-fdi-inbound-filings",
      title: "FDI reporting for shares issued to non-residents",
      category: "Foreign Investment & Exchange Control",
      priority: "high",
      estimatedDays: 6,
      order: 12,
      description: `Every rupee of foreign money must be received through banking channels, allotted within 60 days and reported on the RBI FIRMS portal; unreported FDI needs compounding before a foreign investor can close.
- Entity Master registration on the RBI FIRMS portal
- FC-GPR filings with RBI acknowledgement for each allotment to non-residents
- Foreign Inward Remittance Certificate (FIRC) from the AD bank for each remittance
- KYC report of each non-resident investor from the remitting bank
- Pricing guideline valuation certificate supporting each FC-GPR
- Advance Reporting Form (ARF) acknowledgements for remittances received before the 2018 single master form`,
    },
    {
      slug: "legal-fdi-transfers-fla",
      title: "FC-TRS, convertible notes and annual FLA return",
      category: "Foreign Investment & Exchange Control",
      priority: "high",
      estimatedDays: 4,
      order: 13,
      description: `Secondary transfers between residents and non-residents, convertible notes and options to foreign employees each have their own RBI form; the FLA return is due every 15 July.
- FC-TRS filings with RBI acknowledgement for every resident to non-resident transfer
- Valuation certificate supporting each FC-TRS
- Form CN filings for convertible notes issued to non-residents
- Form ESOP filings for options granted to employees resident outside India
- Annual Return on Foreign Liabilities and Assets (FLA) acknowledgements for each year
- RBI compounding orders for any FEMA contravention`,
    },
    {
      slug: "legal-fdi-sectoral-overseas",
      title: "Sectoral caps, Press Note 3 and overseas investment",
      category: "Foreign Investment & Exchange Control",
      priority: "medium",
      estimatedDays: 4,
      order: 14,
      description: `Investors confirm the business is under the automatic route with no cap breached, that no land-border investor needs government approval, and that any overseas subsidiary or flip was reported.
- Legal opinion on FDI sectoral cap, entry route and conditions for the business
- Beneficial ownership declarations from foreign investors under Press Note 3 (2020): whether a citizen of a land-border country holds over 10% of, or controls, the investor (the PML Rules r.9(3) test adopted by Press Note 2 (2026))
- Government approval letter for any investment under the approval route
- Form FC filings with UIN for overseas direct investment (Form ODI Part I before 2022)
- Annual Performance Reports (APR) for each overseas subsidiary
- Share swap agreement for any offshore holding-company flip`,
    },
    {
      slug: "legal-ip-assignments",
      title: "IP assignments from founders, employees and contractors",
      category: "Intellectual Property",
      priority: "high",
      estimatedDays: 4,
      order: 15,
      description: `Investors pay for IP the company owns outright; code, designs and brand created by founders before incorporation or by contractors stay with their author unless assigned in writing.
- Founder IP assignment deeds transferring pre-incorporation IP to the company
- Employee confidentiality and invention assignment agreements
- Consultant and contractor IP assignment agreements
- Software development agreements with agencies, with IP transfer clauses
- Copyright assignment deeds for the logo and brand artwork
- No-objection letters from founders' former employers on IP ownership`,
    },
    {
      slug: "legal-ip-registrations",
      title: "Trademarks, patents, copyrights and domains",
      category: "Intellectual Property",
      priority: "medium",
      estimatedDays: 5,
      order: 16,
      description: `Investors check that the brand and inventions are registered or applied for in the company's name, in the classes and countries that matter, and that nothing is under opposition.
- Trademark registration certificates in the company's name
- Trademark applications (TM-A) with examination reports and replies
- Trademark opposition and rectification pleadings, if any
- Patent applications (Form 1 with the Form 2 specification) filed in the company's name
- Copyright registration certificates for software or content
- Domain name registration records in the company's name`,
    },
    {
      slug: "legal-ip-licences-disputes",
      title: "IP licences, infringement and freedom to operate",
      category: "Intellectual Property",
      priority: "medium",
      estimatedDays: 3,
      order: 17,
      description: `Licensed-in technology that can be withdrawn, or an infringement claim, can take the product off the market; investors read each licence for term, exclusivity and change-of-control.
- Inbound technology and software licence agreements
- Outbound licence agreements granting rights in company IP
- Cease-and-desist and infringement notices sent or received
- Freedom-to-operate opinion for the core product
- Source code escrow agreements with customers`,
    },
    {
      slug: "legal-customer-contracts",
      title: "Customer contracts",
      category: "Material Contracts",
      priority: "high",
      estimatedDays: 5,
      order: 18,
      description: `Revenue is only as good as the contracts behind it; investors read the largest customer agreements for term, termination, liability caps and change-of-control clauses.
- Master service agreements with the top ten customers by revenue
- Order forms and statements of work under the top customer agreements
- Standard customer terms of service as published
- Service level agreements with service-credit schedules
- Customer agreements containing exclusivity or most-favoured-customer clauses
- Government tender award letters and purchase orders`,
    },
    {
      slug: "legal-vendor-partner-contracts",
      title: "Vendor, partner and distribution contracts",
      category: "Material Contracts",
      priority: "medium",
      estimatedDays: 4,
      order: 19,
      description: `Critical suppliers and channels can be single points of failure; investors check term, exclusivity, lock-in and what happens to each contract on a change of control.
- Cloud hosting enterprise agreement (AWS, Google Cloud or Azure)
- Payment gateway or payment aggregator merchant agreements
- Distribution and reseller agreements
- Strategic partnership and joint venture agreements
- Agreements with key suppliers above the board-approved value threshold`,
    },
    {
      slug: "legal-contract-obligations",
      title: "Guarantees, restrictive covenants and terminated contracts",
      category: "Material Contracts",
      priority: "medium",
      estimatedDays: 3,
      order: 20,
      description: `Obligations outside the ordinary course (guarantees, non-competes, consents needed for the round) surface here; investors want them listed before signing.
- Corporate guarantees and indemnities given by the company
- Agreements restricting the company through non-compete or non-solicit clauses
- Counterparty consent letters under change-of-control clauses triggered by the round
- Termination letters for material contracts ended in the last three years
- Non-disclosure agreements with prospective acquirers or strategic investors`,
    },
    {
      slug: "legal-real-estate-leases",
      title: "Office leases and licences",
      category: "Real Estate",
      priority: "medium",
      estimatedDays: 3,
      order: 21,
      description: `Investors check the company has the right to occupy its premises, that agreements are stamped and registered where required, and what the lock-in and exit costs are.
- Lease or licence agreement for each office and warehouse
- Stamp duty and registration receipts for each lease
- Security deposit receipts from landlords
- Co-working membership agreements
- Lease renewal and termination letters`,
    },
    {
      slug: "legal-real-estate-owned-property",
      title: "Owned property and premises approvals",
      category: "Real Estate",
      priority: "low",
      estimatedDays: 4,
      order: 22,
      description: `Where the company owns land or buildings, investors verify clean title, no undisclosed mortgage, and that the premises may lawfully be used for the business.
- Title deeds for property owned by the company
- Encumbrance certificate for each owned property
- Property tax receipts for the last three years
- Occupancy certificate for each occupied building
- Fire safety no-objection certificate for each premises`,
    },
  ],
};
