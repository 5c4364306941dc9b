import type { Metadata } from "next";
import { Providers } from "@/components/providers";
import { SpacesPageClient } from "@/components/spaces/spaces-page-client";
import { spacesPage } from "@/lib/messages/spaces";
import { ContentEnd } from "@/app/(app)/document-load";
import { loadSpacesPage } from "./load";

export const metadata: Metadata = { title: spacesPage.title };

/** Every shared space of the current company with its visits (./load.ts). */
export default async function SpacesPage() {
  const { user, companyId, spaces, phases } = await loadSpacesPage();
  return (
    <Providers initialUser={user}>
      <SpacesPageClient
        companyId={companyId}
        phases={phases.map(({ id, name, icon, color }) => ({ id, name, icon, color }))}
        role={user.role}
        initialSpaces={spaces}
      />
      <ContentEnd />
    </Providers>
  );
}
