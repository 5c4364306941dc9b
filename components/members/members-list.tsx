"use client";

import { format } from "date-fns";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { ROLE_LABELS, type AssignableRole } from "@/lib/team/rules/roles";
import { memberMessages } from "@/lib/messages/company";
import { useChangeRole, useMembers, useRemoveMember, useTransferOwnership } from "@/lib/queries/members";
import { showError } from "@/lib/toast";
import type { MemberJson } from "@/lib/team/schema/members";
import { ConfirmButton } from "./confirm-button";
import { RoleSelect } from "./role-select";

interface Props {
  companyId: string;
  companyName: string;
  currentUserId: string;
  isOwner: boolean;
  initial: MemberJson[];
}

export function MembersList({ companyId, companyName, currentUserId, isOwner, initial }: Props) {
  const router = useRouter();
  const { data: members } = useMembers(companyId, initial);
  const changeRole = useChangeRole(companyId);
  const remove = useRemoveMember(companyId);
  const transfer = useTransferOwnership(companyId);

  const run = async (action: () => Promise<unknown>, success: string, after?: () => void) => {
    try {
      await action();
      toast.success(success);
      after?.();
    } catch (error) {
      showError(error, memberMessages.failed);
    }
  };
  // Leaving or handing over changes what this browser may see: reload the server-rendered page.
  const reload = () => router.refresh();
  // After leaving, a full load: the current company changes and every cached query with it.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  const leaveToHome = () => window.location.assign("/");

  return (
    <ul className="divide-y rounded-md border" aria-label="Members">
      {members.map((m) => {
        const self = m.userId === currentUserId;
        const who = m.name ?? m.email;
        return (
          <li key={m.userId} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">
                {who}
                {self && <span className="text-muted-foreground"> (you)</span>}
              </p>
              <p className="text-xs text-muted-foreground">
                {m.name && <span className="break-all">{m.email} · </span>}
                <span className="whitespace-nowrap">
                  joined <time dateTime={m.joinedAt}>{format(new Date(m.joinedAt), "MMM d, yyyy")}</time>
                </span>
              </p>
            </div>
            {isOwner && m.role !== "owner" ? (
              <div className="w-32">
                <RoleSelect
                  value={m.role as AssignableRole}
                  label={`Role of ${who}`}
                  disabled={changeRole.isPending}
                  onChange={(role) => run(() => changeRole.mutateAsync({ userId: m.userId, role }), memberMessages.roleChanged)}
                />
              </div>
            ) : (
              <Badge variant={m.role === "owner" ? "default" : "secondary"}>{ROLE_LABELS[m.role]}</Badge>
            )}
            {isOwner && m.role !== "owner" && (
              <>
                <ConfirmButton
                  label="Make owner"
                  ariaLabel={`Make ${who} the owner`}
                  title={`Make ${who} the owner of ${companyName}?`}
                  description="They get every right, including members and deletion. You stay on as an editor."
                  confirm="Transfer ownership"
                  onConfirm={() => run(() => transfer.mutateAsync(m.userId), memberMessages.ownershipTransferred, reload)}
                />
                <ConfirmButton
                  label="Remove"
                  ariaLabel={`Remove ${who}`}
                  variant="destructive"
                  title={`Remove ${who}?`}
                  description={`They lose access to ${companyName} at once. You can invite them again later.`}
                  confirm="Remove member"
                  onConfirm={() => run(() => remove.mutateAsync(m.userId), memberMessages.memberRemoved)}
                />
              </>
            )}
            {self && m.role !== "owner" && (
              <ConfirmButton
                label="Leave company"
                title={`Leave ${companyName}?`}
                description="You lose access at once. Only the owner can invite you back."
                confirm="Leave"
                variant="destructive"
                onConfirm={() => run(() => remove.mutateAsync(m.userId), memberMessages.leftCompany, leaveToHome)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
