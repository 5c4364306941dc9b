import { withAuth } from "@/lib/api/handler";
import { jsonWithCurrentCompany } from "@/lib/account/company-cookie";
import { currentCompanySchema } from "@/lib/team/schema/members";

/** Picks the current company; only a company the user belongs to (else 404). */
export const PUT = withAuth(async ({ req, company }) => jsonWithCurrentCompany(req, { companyId: company.id, role: company.role }, company.id), {
  company: { from: "body", can: "read" },
  body: currentCompanySchema,
});
