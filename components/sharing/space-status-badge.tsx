import { AlertTriangle, Ban, CheckCircle2, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { pickerStatus, spaceStatus, type SpaceStatus } from "@/lib/spaces/rules/expiry";
import { spacesPage } from "@/lib/messages/spaces";

const LOOK: Record<SpaceStatus, { variant: "success" | "warning" | "destructive"; Icon: typeof Clock }> = {
  Active: { variant: "success", Icon: CheckCircle2 },
  "Expiring Soon": { variant: "warning", Icon: Clock },
  Expired: { variant: "destructive", Icon: AlertTriangle },
};

/**
 * SPEC.md section 4: Active, Expiring Soon (under 24 h left) or Expired; pickers show only
 * Active or Expired. The label and icon carry the state, not only the colour.
 */
export function SpaceStatusBadge({
  expiresAt,
  revokedAt,
  picker = false,
  now,
}: {
  expiresAt: string | Date | null | undefined;
  /** A revoked space opens for no one whatever its expiry: it never reads "Active" beside that. */
  revokedAt?: string | Date | null;
  picker?: boolean;
  now?: Date;
}) {
  if (revokedAt)
    return (
      <Badge variant="destructive" data-status="Revoked">
        <Ban aria-hidden="true" />
        {spacesPage.revokedBadge}
      </Badge>
    );
  const status = picker ? pickerStatus(expiresAt, now) : spaceStatus(expiresAt, now);
  const { variant, Icon } = LOOK[status];
  return (
    <Badge variant={variant} data-status={status}>
      <Icon aria-hidden="true" />
      {status}
    </Badge>
  );
}
