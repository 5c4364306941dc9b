import { CalendarClock, CalendarX2, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { expiryLabel, expiryStatus, type ExpiryStatus } from "@/lib/progress/document-expiry";
import type { DocumentState } from "@/lib/progress/rules";

const LOOK = {
  expired: { icon: CalendarX2, variant: "destructive" },
  expiring: { icon: Clock, variant: "warning" },
  valid: { icon: CalendarClock, variant: "outline" },
} as const;

/** "Expired 3 Mar 2026" / "Expires in 12 days" on a held document with an expiry date: colour, icon and words. */
export function ExpiryFlag({ doc }: { doc: DocumentState | undefined }) {
  const status = expiryStatus(doc);
  if (!status || !doc?.expiresOn) return null;
  return <ExpiryFlagFor status={status} expiresOn={doc.expiresOn} />;
}

export function ExpiryFlagFor({ status, expiresOn }: { status: ExpiryStatus; expiresOn: string }) {
  const { icon: Icon, variant } = LOOK[status];
  return (
    <Badge variant={variant} data-expiry={status}>
      <Icon aria-hidden="true" />
      {expiryLabel(expiresOn)}
    </Badge>
  );
}

/** The task card's badge: "Expired" or "Expiring" when one of its documents is. */
export function TaskExpiryBadge({ flag }: { flag: "expired" | "expiring" | null }) {
  if (!flag) return null;
  const { icon: Icon, variant } = LOOK[flag];
  return (
    <Badge variant={variant} data-expiry={flag}>
      <Icon aria-hidden="true" />
      {flag === "expired" ? "Expired" : "Expiring"}
    </Badge>
  );
}
