import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { COMPANY_NOT_FOUND } from "@/lib/data/company";
import { storageUsage } from "@/lib/data/files";
import { parseId } from "@/lib/validations/common";
import type { StorageUsageJson } from "@/lib/validations/files";

/** `?companyId=`: the company's used storage (trash included until swept) and its quota. */
export const GET = withAuth(async ({ req, user }) => {
  const companyId = parseId(req.nextUrl.searchParams.get("companyId") ?? undefined, COMPANY_NOT_FOUND);
  return json((await storageUsage({ userId: user.id, companyId })) satisfies StorageUsageJson);
});
