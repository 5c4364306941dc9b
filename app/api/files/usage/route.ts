import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { storageUsage } from "@/lib/files/files";
import type { StorageUsageJson } from "@/lib/files/schema/files";

/** `?companyId=`: the company's used storage (trash included until swept) and its quota. */
export const GET = withAuth(async ({ company }) => json((await storageUsage({ company })) satisfies StorageUsageJson), {
  company: { from: "query", can: "read" },
});
