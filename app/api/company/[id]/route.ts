import { withAuth } from "@/lib/api/handler";
import { serializeCompany, updateCompany } from "@/lib/company/company";
import { companyUpdateSchema } from "@/lib/company/schema/company";
import type { CompanyJson } from "@/lib/company/schema/company";

export const PUT = withAuth(
  async ({ user, company, body }) => serializeCompany(await updateCompany({ company, actorId: user.id, input: body })) satisfies CompanyJson,
  { company: { from: "path", can: "write" }, body: companyUpdateSchema },
);
