import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Providers } from "@/components/providers";
import { SpacesPageClient } from "@/components/spaces/spaces-page-client";
import { requirePageUser } from "@/lib/auth/page";
import { listPhases } from "@/lib/data/checklist";
import { getCompanyForUser } from "@/lib/data/company";
import { listSpaces } from "@/lib/data/shared-spaces";
import { spacesPage } from "@/lib/messages/spaces";
import { SPACES_PATH } from "@/lib/sharing/analytics-links";

export const metadata: Metadata = { title: spacesPage.title };

/**
 * Every shared space of the current company with its visits, read here through the function
 * GET /api/shared-spaces uses (any member may read; sharing rights decide the actions drawn).
 */
export default async function SpacesPage() {
  const user = await requirePageUser(SPACES_PATH);
  const company = await getCompanyForUser({ userId: user.id, companyId: user.companyId });
  if (!company) redirect("/setup");
  const [spaces, phases] = await Promise.all([listSpaces({ userId: user.id, companyId: company.id }), listPhases()]);
  return (
    <Providers initialUser={user}>
      <SpacesPageClient
        companyId={company.id}
        phases={phases.map(({ id, name, icon, color }) => ({ id, name, icon, color }))}
        role={user.role}
        initialSpaces={spaces}
      />
    </Providers>
  );
}
