import { readJson, withAuth } from "@/lib/api/handler";
import { jsonWithCurrentCompany } from "@/lib/auth/company-cookie";
import { requireMembership } from "@/lib/data/membership";
import { currentCompanySchema } from "@/lib/validations/members";

/** Picks the current company; only a company the user belongs to (else 404). */
export const PUT = withAuth(async ({ req, user }) => {
  const { companyId } = await readJson(req, currentCompanySchema);
  const membership = await requireMembership({ userId: user.id, companyId, action: "read" });
  return jsonWithCurrentCompany(req, membership, membership.companyId);
});
