import { redirect } from "next/navigation";
import { cache } from "react";
import { requirePageUser } from "@/lib/account/page";
import { listPhases } from "@/lib/data/checklist";
import { getCompanyForUser } from "@/lib/company/company";
import { listSpaces } from "@/lib/spaces/shared-spaces";
import { SPACES_PATH } from "@/lib/sharing/analytics-links";

/**
 * Every shared space of the current company with its visits, read through the function
 * GET /api/shared-spaces uses (any member may read; sharing rights decide the actions drawn).
 * Memoised per request: the layout awaits it on a full load (app/(app)/document-load.tsx).
 */
export const loadSpacesPage = cache(async () => {
  const user = await requirePageUser(SPACES_PATH);
  const company = await getCompanyForUser({ userId: user.id, companyId: user.companyId });
  if (!company) redirect("/setup");
  const [spaces, phases] = await Promise.all([listSpaces({ userId: user.id, companyId: company.id }), listPhases()]);
  return { user, companyId: company.id, spaces, phases };
});
