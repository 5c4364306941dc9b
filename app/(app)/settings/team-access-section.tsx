import { SettingsSection } from "@/components/settings/settings-section";
import type { SessionUser } from "@/lib/account/session";
import { getCompanyForUser } from "@/lib/company/company";
import { listInvitations } from "@/lib/team/invitations";
import { listMembers } from "@/lib/team/members";
import { scopeCompany } from "@/lib/data/membership";
import { can } from "@/lib/team/rules/roles";
import { TeamAccess } from "@/components/members/team-access";

/** Server part of Settings > Team access: reads members (and, for the owner, invitations) directly. */
export async function TeamAccessSection({ user }: { user: SessionUser }) {
  if (!user.companyId || !user.role) return null;
  // The session read the role in the current company: scoping it costs no statement.
  const scope = await scopeCompany({ user, companyId: user.companyId, action: "read" });
  const [company, members, invitations] = await Promise.all([
    getCompanyForUser({ userId: user.id, companyId: user.companyId }),
    listMembers({ company: scope }),
    can(user.role, "manageMembers") ? listInvitations({ company: scope }) : Promise.resolve(null),
  ]);
  if (!company) return null;
  return (
    <SettingsSection title="Team access" description={`Who works on ${company.name}, and what each person may do.`}>
      <TeamAccess
        companyId={company.id}
        companyName={company.name}
        currentUserId={user.id}
        role={user.role}
        members={members}
        invitations={invitations}
      />
    </SettingsSection>
  );
}
