import { CheckCircle2, Circle } from "lucide-react";
import { Badge } from "@/components/ui/badge";

export function CompletionBadge({ completed }: { completed: boolean }) {
  return completed ? (
    <Badge variant="success">
      <CheckCircle2 aria-hidden="true" />
      Completed
    </Badge>
  ) : (
    <Badge variant="outline">
      <Circle aria-hidden="true" />
      Not completed
    </Badge>
  );
}

const PRIORITY_LABEL: Record<string, string> = { high: "High priority", medium: "Medium priority", low: "Low priority" };

export function PriorityBadge({ priority }: { priority: string }) {
  const label = PRIORITY_LABEL[priority];
  if (!label) return null;
  return (
    <Badge variant={priority === "high" ? "warning" : "secondary"} className="font-normal">
      {label}
    </Badge>
  );
}
