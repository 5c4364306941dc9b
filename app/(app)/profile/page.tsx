import type { Metadata } from "next";
import { RoleProvider } from "@/components/company/role-context";
import { SeedCompany } from "@/components/company/seed-company";
import { ProfileClient } from "@/components/profile/profile-client";
import { serializeCompany } from "@/lib/company/company";
import { ContentEnd } from "@/app/(app)/document-load";
import { loadProfilePage } from "./load";

export const metadata: Metadata = { title: "Company Profile" };

export default async function ProfilePage() {
  const { user, row } = await loadProfilePage();
  // The profile of a founder without a company yet loads without a failing GET /api/company.
  // Without a company the page is the "Create Company" form, which nobody's role limits.
  return (
    <>
      <SeedCompany company={row ? serializeCompany(row) : null} />
      {row ? (
        <RoleProvider role={user.role}>
          <ProfileClient />
        </RoleProvider>
      ) : (
        <ProfileClient />
      )}
      <ContentEnd />
    </>
  );
}
