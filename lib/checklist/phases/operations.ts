import type { ChecklistPhase } from "../types";

// Description lines starting with "- " are the task's required documents (SPEC.md section 3).
// Document lines keep their uploads by their frozen slug (lib/checklist/document-slugs.data.ts): insert,
// move or remove lines freely, then run `npx tsx lib/checklist/freeze-slugs.ts`; reword a line by editing its frozen text too.
export const operationsPhase: ChecklistPhase = {
  slug: "operations",
  name: "Operational Documentation",
  description:
    "Show that the product and infrastructure are owned, secure and resilient, and back it with independent certifications.",
  icon: "cogs",
  color: "orange",
  order: 5,
  tasks: [
    {
      slug: "operations-tech-architecture",
      title: "Architecture, stack and roadmap",
      category: "Technology",
      priority: "medium",
      estimatedDays: 3,
      order: 1,
      description: `Technical diligence starts from how the product is built and where data flows, to judge scalability, key-person risk and open-source exposure.
- System architecture diagram
- Data flow diagram showing where customer data is stored and processed
- Technology stack and infrastructure inventory
- Product roadmap for the next 12 months
- Inventory of third-party APIs and SaaS subscriptions
- Software bill of materials (SBOM) for the main product
- Open-source licence compliance report`,
    },
    {
      slug: "operations-tech-ownership",
      title: "Ownership of code, accounts and infrastructure",
      category: "Technology",
      priority: "high",
      estimatedDays: 2,
      order: 2,
      description: `Repositories, cloud accounts and app-store listings held in a founder's or agency's personal name are a common and avoidable problem; investors confirm the company controls them.
- Admin access list for the company's source code repository organisation
- Cloud provider invoices issued in the company's name
- Apple App Store developer account in the company's name
- Google Play Console developer account in the company's name
- Access revocation records for departed employees and contractors
- Register of paid software licences and seat counts`,
    },
    {
      slug: "operations-security-testing",
      title: "Security testing and secure development",
      category: "Technology",
      priority: "high",
      estimatedDays: 4,
      order: 3,
      description: `Investors want independent evidence that the product has been tested for vulnerabilities and that findings were fixed, not just reported.
- Latest penetration test report from an independent tester
- Vulnerability assessment report for the infrastructure
- Mobile application security assessment report
- Remediation tracker for penetration test findings
- Access control policy
- Secure software development lifecycle policy
- Responsible disclosure policy`,
    },
    {
      slug: "operations-business-continuity",
      title: "Business continuity and reliability",
      category: "Technology",
      priority: "medium",
      estimatedDays: 3,
      order: 4,
      description: `Investors check the business can survive an outage or data loss, and that uptime promised to customers is actually delivered.
- Business continuity plan
- Disaster recovery plan
- Latest disaster recovery drill report
- Backup policy with restore test logs
- Uptime reports against customer SLAs for the last 12 months
- Post-incident reviews for major outages
- Change management log for production releases
- On-call and escalation policy`,
    },
    {
      slug: "operations-security-certifications",
      title: "SOC 2, ISO 27001 and PCI DSS",
      category: "Quality Certifications",
      priority: "high",
      estimatedDays: 5,
      order: 5,
      description: `Enterprise customers and later-stage investors rely on independent security attestations instead of auditing the company themselves.
- SOC 2 Type II report
- SOC 2 bridge letter covering the period since the last report
- ISO/IEC 27001 certificate
- ISO/IEC 27001 Statement of Applicability
- ISO/IEC 27001 latest surveillance audit report
- PCI DSS Attestation of Compliance, if card data is handled
- Completed customer security questionnaires (CAIQ or SIG)`,
    },
    {
      slug: "operations-quality-certifications",
      title: "Quality management and product certifications",
      category: "Quality Certifications",
      priority: "medium",
      estimatedDays: 5,
      order: 6,
      description: `Certified processes and tested products reduce delivery and recall risk, and are often prerequisites for enterprise or export sales.
- ISO 9001 quality management certificate
- ISO 9001 internal audit reports
- Quality manual
- CMMI appraisal certificate
- Product test reports from NABL-accredited laboratories
- CE declarations of conformity for products sold in Europe
- Customer quality audit reports`,
    },
    {
      slug: "operations-assurance-reports",
      title: "Privacy, accessibility and government assurance reports",
      category: "Quality Certifications",
      priority: "low",
      estimatedDays: 3,
      order: 7,
      description: `Some markets need specific attestations: government hosting, US health data, accessibility in public procurement; collect those that apply to the customers targeted.
- ISO/IEC 27701 privacy information management certificate
- Accessibility conformance report (VPAT) for the product
- HIPAA compliance assessment, if US health data is handled
- Safe-to-host certificate from a CERT-In empanelled auditor, for government hosting`,
    },
  ],
};
