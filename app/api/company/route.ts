import { readJson, withAuth } from "@/lib/api/handler";
import { ApiError } from "@/lib/errors";
import { jsonWithCurrentCompany } from "@/lib/account/company-cookie";
import { COMPANY_NOT_FOUND, createCompany, getCompanyForUser, serializeCompany } from "@/lib/company/company";
import { companyCreateSchema } from "@/lib/company/schema/company";
import type { CompanyJson } from "@/lib/company/schema/company";

export const GET = withAuth(async ({ user }) => {
  const company = await getCompanyForUser({ userId: user.id, companyId: user.companyId });
  if (!company) throw new ApiError(404, COMPANY_NOT_FOUND);
  return serializeCompany(company) satisfies CompanyJson;
});

export const POST = withAuth(async ({ req, user }) => {
  const input = await readJson(req, companyCreateSchema);
  const company = await createCompany({ userId: user.id, input });
  // A member of other companies who creates their own lands in it, not back in the one they joined.
  return jsonWithCurrentCompany(req, serializeCompany(company), company.id, 201);
});
