import { CheckCircle2, CircleDashed, Loader } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { PhaseStatus } from "@/lib/progress/status";

const LOOK: Record<PhaseStatus, { variant: "outline" | "warning" | "success"; icon: typeof CheckCircle2 }> = {
  "Not Started": { variant: "outline", icon: CircleDashed },
  "In Progress": { variant: "warning", icon: Loader },
  Complete: { variant: "success", icon: CheckCircle2 },
};

export function PhaseStatusBadge({ status }: { status: PhaseStatus }) {
  const { variant, icon: Icon } = LOOK[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {status}
    </Badge>
  );
}
