import { expiryCounts, type ExpiringDocument } from "@/lib/progress/document-expiry";
import { Badge } from "@/components/ui/badge";
import { CalendarX2, Clock } from "lucide-react";

/** "1 expired" and "2 expiring" beside a phase's title; nothing when none is. */
export function PhaseExpiryCount({ items }: { items: readonly Pick<ExpiringDocument, "status">[] }) {
  const { expired, expiring } = expiryCounts(items);
  return (
    <>
      {expired > 0 && (
        <Badge variant="destructive" data-expiry="expired">
          <CalendarX2 aria-hidden="true" />
          {expired} expired
        </Badge>
      )}
      {expiring > 0 && (
        <Badge variant="warning" data-expiry="expiring">
          <Clock aria-hidden="true" />
          {expiring} expiring
        </Badge>
      )}
    </>
  );
}
