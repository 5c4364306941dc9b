"use client";

import { format } from "date-fns";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ROLE_LABELS } from "@/lib/team/rules/roles";
import { memberMessages } from "@/lib/messages/company";
import { useInvitations, useResendInvitation, useRevokeInvitation } from "@/lib/queries/members";
import { showError } from "@/lib/toast";
import type { InvitationJson } from "@/lib/team/schema/members";

export function InvitationsList({ companyId, initial }: { companyId: string; initial: InvitationJson[] }) {
  const { data: invitations } = useInvitations(companyId, initial);
  const resend = useResendInvitation(companyId);
  const revoke = useRevokeInvitation(companyId);

  if (!invitations.length) return <p className="text-sm text-muted-foreground">No pending invitations.</p>;

  return (
    <ul className="divide-y rounded-md border" aria-label="Pending invitations">
      {invitations.map((inv) => (
        <li key={inv.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
          <div className="min-w-0 flex-1">
            <p className="font-medium break-all">{inv.email}</p>
            <p className="text-xs text-muted-foreground">
              {ROLE_LABELS[inv.role]} · {inv.status === "expired" ? "expired" : "expires"}{" "}
              <time dateTime={inv.expiresAt}>{format(new Date(inv.expiresAt), "MMM d, yyyy")}</time>
            </p>
          </div>
          {inv.status === "expired" && <Badge variant="secondary">Expired</Badge>}
          <Button
            variant="outline"
            size="sm"
            aria-label={`Resend invitation to ${inv.email}`}
            disabled={resend.isPending}
            onClick={() =>
              resend.mutateAsync(inv.id).then(
                () => toast.success(memberMessages.invitationResent(inv.email)),
                (error) => showError(error, memberMessages.failed),
              )
            }
          >
            Resend
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Revoke invitation to ${inv.email}`}
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutateAsync(inv.id).then(
                () => toast.success(memberMessages.invitationWithdrawn),
                (error) => showError(error, memberMessages.failed),
              )
            }
          >
            Revoke
          </Button>
        </li>
      ))}
    </ul>
  );
}
