"use client";

import Link from "next/link";
import { ArrowRight, Building, FolderOpen, ListChecks } from "lucide-react";
import { useCapabilities } from "@/components/company/role-context";
import { useSharingDialogs } from "@/components/sharing/sharing-dialogs";
import { Button } from "@/components/ui/button";
import { DashboardCard } from "./dashboard-card";

export function QuickActions({ firstPhaseId }: { firstPhaseId: string | null }) {
  const { openSpaces, openMultiSelect } = useSharingDialogs();
  const { canShare } = useCapabilities();
  return (
    <DashboardCard titleId="quick-actions-title" title="Quick Actions" contentClassName="grid gap-2">
      <Button asChild variant="outline" className="justify-start">
        <Link href="/company">
          <Building aria-hidden="true" />
          Company Details
        </Link>
      </Button>
      {canShare && (
        <>
          <Button type="button" variant="outline" className="justify-start" onClick={openSpaces}>
            <FolderOpen aria-hidden="true" />
            Shared Spaces
          </Button>
          <Button type="button" variant="outline" className="justify-start" onClick={openMultiSelect}>
            <ListChecks aria-hidden="true" />
            Multi-Select
          </Button>
        </>
      )}
      {firstPhaseId && (
        <Button asChild className="justify-start">
          <Link href={`/phase/${firstPhaseId}`}>
            <ArrowRight aria-hidden="true" />
            Continue Tasks
          </Link>
        </Button>
      )}
    </DashboardCard>
  );
}
