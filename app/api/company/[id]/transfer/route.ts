import { readJson, withAuth } from "@/lib/api/handler";
import { COMPANY_NOT_FOUND } from "@/lib/data/company";
import { transferOwnership } from "@/lib/data/members";
import { parseId } from "@/lib/validations/common";
import { transferSchema } from "@/lib/validations/members";

/** The owner hands the company to another member and becomes an editor. */
export const POST = withAuth<{ id: string }>(async ({ req, params, user }) => {
  const companyId = parseId(params.id, COMPANY_NOT_FOUND);
  const { userId: toUserId } = await readJson(req, transferSchema);
  return { data: await transferOwnership({ userId: user.id, companyId, toUserId }) };
});
