import { readJson, withAuth } from "@/lib/api/handler";
import { serializeCompany, updateCompany } from "@/lib/data/company";
import { companyUpdateSchema } from "@/lib/validations/company";
import { parseId } from "@/lib/validations/common";
import { COMPANY_NOT_FOUND } from "@/lib/messages/company";
import type { CompanyJson } from "@/lib/validations/company";

export const PUT = withAuth<{ id: string }>(async ({ req, params, user }) => {
  const companyId = parseId(params.id, COMPANY_NOT_FOUND);
  const input = await readJson(req, companyUpdateSchema);
  return serializeCompany(await updateCompany({ userId: user.id, companyId, input })) satisfies CompanyJson;
});
