import type { ChecklistPhase } from "../types";
import { VALIDITY } from "../validity";

// Description lines starting with "- " are the task's required documents (SPEC.md section 3).
// Document lines keep their uploads by their frozen slug (lib/checklist/document-slugs.data.ts): insert,
// move or remove lines freely, then run `npx tsx lib/checklist/freeze-slugs.ts`; reword a line by editing its frozen text too.
export const riskPhase: ChecklistPhase = {
  slug: "risk",
  name: "Risk & Compliance",
  description:
    "Show the company holds every licence its business needs, is properly insured, has no hidden disputes, and handles personal data lawfully.",
  icon: "shield",
  color: "red",
  order: 4,
  tasks: [
    {
      slug: "risk-business-registrations",
      title: "Business registrations and startup recognition",
      category: "Licences & Registrations",
      priority: "high",
      estimatedDays: 2,
      order: 1,
      description: `General registrations unlock tax exemptions, government procurement and cross-border trade; investors confirm each is held in the company's current name and address.
- DPIIT recognition certificate as a Startup (notification G.S.R. 108(E) of 4 February 2026, or the notification in force when it was issued)
- Udyam registration certificate
- Import Export Code (IEC) certificate
- STPI registration or SEZ Letter of Approval
- Municipal trade licence for each premises
- Government e-Marketplace (GeM) seller registration`,
    },
    {
      slug: "risk-sector-licences",
      title: "Sector-specific regulatory licences",
      category: "Licences & Registrations",
      priority: "high",
      estimatedDays: 5,
      order: 2,
      description: `Regulated activities (payments, lending, food, health, insurance, investment advice, electronics) cannot lawfully run without their licence; mark as optional those that do not apply to the business.
- RBI authorisation as a payment aggregator, for payments businesses
- RBI certificate of registration as an NBFC, for lending businesses
- FSSAI licence or registration, for food businesses
- CDSCO registration or licence for medical devices or drugs
- IRDAI registration as corporate agent or web aggregator, for insurance distribution
- SEBI registration certificate, for investment advice or broking
- BIS Compulsory Registration Scheme certificate for electronic products
- WPC Equipment Type Approval for wireless devices
- Legal Metrology registration for importers and packers of packaged goods
- Pollution Control Board consent to operate, for manufacturing units`,
    },
    {
      slug: "risk-licence-tracker",
      title: "Licence renewals and regulator inspections",
      category: "Licences & Registrations",
      priority: "medium",
      estimatedDays: 2,
      order: 3,
      description: `A licence that lapses mid-round is a closing condition; investors want to see that renewals are tracked and inspection findings were closed.
- Register of licences and registrations with expiry and renewal dates
- Renewal applications and acknowledgements for licences expiring within 12 months
- Regulator inspection reports and compliance responses
- Annual compliance certificates filed with sector regulators`,
    },
    {
      slug: "risk-insurance-policies",
      title: "Insurance policies in force",
      category: "Insurance",
      priority: "medium",
      estimatedDays: 3,
      order: 4,
      description: `Investors check that the company, its directors and its people are covered against the risks that could sink it, and often require D&O cover for their nominee director as a closing condition.
- Directors and officers (D&O) liability policy
- Commercial general liability policy
- Professional indemnity or errors and omissions policy
- Cyber liability policy
- Group health insurance policy
- Group personal accident policy
- Employee's compensation policy
- Property or fire policy covering office assets
- Key person insurance policy on the founders`,
      // Annual policies; key person cover is usually a multi-year term policy, so it carries none.
      lines: Object.fromEntries(
        [
          "Directors and officers (D&O) liability policy",
          "Commercial general liability policy",
          "Professional indemnity or errors and omissions policy",
          "Cyber liability policy",
          "Group health insurance policy",
          "Group personal accident policy",
          "Employee's compensation policy",
          "Property or fire policy covering office assets",
        ].map((line) => [line, { validity: VALIDITY.insurance }]),
      ),
    },
    {
      slug: "risk-insurance-claims",
      title: "Insurance schedule and claims history",
      category: "Insurance",
      priority: "low",
      estimatedDays: 2,
      order: 5,
      description: `A summary of cover and past claims shows investors where the company has been hit before and whether limits are adequate for its size.
- Schedule of insurance policies with insurer, sum insured, premium and expiry
- Premium payment receipts for current policies
- Claims history reports from each insurer for the last three years
- Insurance broker's coverage adequacy report`,
    },
    {
      slug: "risk-litigation-pending",
      title: "Pending and threatened litigation",
      category: "Litigation",
      priority: "high",
      estimatedDays: 3,
      order: 6,
      description: `Undisclosed disputes are the most common reason a warranty claim follows a round; investors want every claim by or against the company, with amounts and counsel's view.
- Schedule of pending and threatened litigation with amounts claimed
- Pleadings in each pending suit, petition or arbitration
- Orders and judgments in disputes decided in the last three years
- Legal notices sent or received in the last three years
- Consumer commission complaints against the company
- Settlement agreements for resolved disputes
- Litigation search report from eCourts, NCLT and tribunal records`,
    },
    {
      slug: "risk-regulatory-proceedings",
      title: "Regulatory and criminal proceedings",
      category: "Litigation",
      priority: "high",
      estimatedDays: 3,
      order: 7,
      description: `Regulatory actions and criminal complaints against the company or its directors can bar licences and board seats; investors check each is disclosed and closed or provided for.
- Show cause notices from the ROC, RBI, SEBI or sector regulators, with replies
- Adjudication orders and penalty receipts under the Companies Act
- Compounding applications and orders under the Companies Act
- Labour department inspection notices and replies
- FIRs or criminal complaints involving the company or its directors
- External counsel's confirmation letters to the statutory auditor on pending cases`,
    },
    {
      slug: "risk-privacy-notices",
      title: "Privacy notices and data protection readiness",
      category: "Data Protection",
      priority: "high",
      estimatedDays: 3,
      order: 8,
      description: `The Digital Personal Data Protection Act, 2023 makes the company liable for how it collects, uses and keeps personal data; investors check notices, consents and retention are in order.
- Privacy policy as published on the website and apps
- Cookie policy as published on the website
- Consent notices used to collect personal data
- DPDP Act 2023 and DPDP Rules 2025 gap assessment against the duties that apply from May 2027
- Record of processing activities
- Data retention and deletion schedule
- Appointment letter of the grievance officer under the IT Rules`,
    },
    {
      slug: "risk-data-security-incidents",
      title: "Security safeguards and breach reporting",
      category: "Data Protection",
      priority: "high",
      estimatedDays: 3,
      order: 9,
      description: `A breach that was not reported to CERT-In within six hours, or safeguards that fall short of the SPDI Rules, is a liability investors price in; they check the policies and the incident record.
- Information security policy documenting reasonable security practices under the SPDI Rules, 2011
- Incident response plan
- Data breach register for the last three years
- CERT-In incident reports filed within six hours of detection
- Designation of the point of contact communicated to CERT-In
- System log retention policy meeting the CERT-In 180-day requirement
- Data protection impact assessments for high-risk processing
- Access review records for systems holding personal data`,
    },
    {
      slug: "risk-data-processors-transfers",
      title: "Data processors and cross-border transfers",
      category: "Data Protection",
      priority: "medium",
      estimatedDays: 3,
      order: 10,
      description: `Personal data handed to vendors or sent abroad must be covered by contract; enterprise and overseas customers ask for the same documents in their own reviews.
- Data processing agreements with each vendor handling personal data
- List of sub-processors disclosed to customers
- Standard contractual clauses for transfers of EU personal data
- EU GDPR Article 27 representative appointment, if serving EU residents
- Log of requests from individuals to access, correct or delete their personal data`,
    },
  ],
};
