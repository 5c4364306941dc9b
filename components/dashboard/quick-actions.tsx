"use client";

import Link from "next/link";
import { ArrowRight, Building, FolderOpen, ListChecks } from "lucide-react";
import { useSharingDialogs } from "@/components/sharing/sharing-dialogs";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export function QuickActions({ firstPhaseId }: { firstPhaseId: string | null }) {
  const { openSpaces, openMultiSelect } = useSharingDialogs();
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">
          <h2>Quick Actions</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 px-4">
        <Button asChild variant="outline" className="justify-start">
          <Link href="/company">
            <Building aria-hidden="true" />
            Company Details
          </Link>
        </Button>
        <Button type="button" variant="outline" className="justify-start" onClick={openSpaces}>
          <FolderOpen aria-hidden="true" />
          Shared Spaces
        </Button>
        <Button type="button" variant="outline" className="justify-start" onClick={openMultiSelect}>
          <ListChecks aria-hidden="true" />
          Multi-Select
        </Button>
        {firstPhaseId && (
          <Button asChild className="justify-start">
            <Link href={`/phase/${firstPhaseId}`}>
              <ArrowRight aria-hidden="true" />
              Continue Tasks
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
