import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from "@/lib/team/rules/roles";
import type { InvitationJson, MemberJson } from "@/lib/team/schema/members";
import { InvitationsList } from "./invitations-list";
import { InviteForm } from "./invite-form";
import { MembersList } from "./members-list";

interface Props {
  companyId: string;
  companyName: string;
  currentUserId: string;
  role: Role;
  members: MemberJson[];
  invitations: InvitationJson[] | null;
}

/** Settings > Team access: everyone sees who is in; the owner invites and manages. */
export function TeamAccess({ companyId, companyName, currentUserId, role, members, invitations }: Props) {
  const isOwner = role === "owner";
  return (
    <div className="space-y-6">
      <p className="text-sm">
        Your role: <strong>{ROLE_LABELS[role]}</strong> <span className="text-muted-foreground">({ROLE_DESCRIPTIONS[role].toLowerCase()})</span>
      </p>
      {isOwner && <InviteForm companyId={companyId} />}
      <div className="space-y-2">
        <h3 className="text-sm font-medium">Members</h3>
        <MembersList companyId={companyId} companyName={companyName} currentUserId={currentUserId} isOwner={isOwner} initial={members} />
      </div>
      {isOwner && invitations && (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">Pending invitations</h3>
          <InvitationsList companyId={companyId} initial={invitations} />
        </div>
      )}
    </div>
  );
}
