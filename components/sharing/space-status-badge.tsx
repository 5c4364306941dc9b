import { AlertTriangle, CheckCircle2, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { pickerStatus, spaceStatus, type SpaceStatus } from "@/lib/domain/expiry";

const LOOK: Record<SpaceStatus, { variant: "success" | "warning" | "destructive"; Icon: typeof Clock }> = {
  Active: { variant: "success", Icon: CheckCircle2 },
  "Expiring Soon": { variant: "warning", Icon: Clock },
  Expired: { variant: "destructive", Icon: AlertTriangle },
};

/**
 * SPEC.md section 4: Active, Expiring Soon (under 24 h left) or Expired; pickers show only
 * Active or Expired. The label and icon carry the state, not only the colour.
 */
export function SpaceStatusBadge({ expiresAt, picker = false, now }: { expiresAt: string | Date | null | undefined; picker?: boolean; now?: Date }) {
  const status = picker ? pickerStatus(expiresAt, now) : spaceStatus(expiresAt, now);
  const { variant, Icon } = LOOK[status];
  return (
    <Badge variant={variant} data-status={status}>
      <Icon aria-hidden="true" />
      {status}
    </Badge>
  );
}
