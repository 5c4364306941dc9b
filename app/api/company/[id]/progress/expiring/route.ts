import { withAuth } from "@/lib/api/handler";
import { listExpiringDocuments } from "@/lib/data/expiring-documents";
import { parseId } from "@/lib/validations/common";
import { COMPANY_NOT_FOUND } from "@/lib/messages/company";

/** The company's expired and expiring documents (the dashboard's "Expiring documents" card). */
export const GET = withAuth<{ id: string }>(async ({ params, user }) => {
  return { data: await listExpiringDocuments({ userId: user.id, companyId: parseId(params.id, COMPANY_NOT_FOUND) }) };
});
