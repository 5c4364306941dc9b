import { cache } from "react";
import { requirePageUser } from "@/lib/account/page";
import { getCompanyForUser } from "@/lib/company/company";

/** The profile page's user and company (none yet: the "Create Company" form). Memoised per request: the layout awaits it on a full load (app/(app)/document-load.tsx). */
export const loadProfilePage = cache(async () => {
  const user = await requirePageUser("/profile");
  const row = await getCompanyForUser({ userId: user.id, companyId: user.companyId });
  return { user, row };
});
