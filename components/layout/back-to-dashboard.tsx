import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * "Back to Dashboard" above a page of the workspace (phase page, readiness report, space analytics);
 * a page reached from elsewhere (analytics from the links page) names where it returns to.
 */
export function BackToDashboard({ href = "/", label = "Back to Dashboard" }: { href?: string; label?: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
      <Link href={href}>
        <ArrowLeft aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
