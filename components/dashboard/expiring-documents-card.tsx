"use client";

import Link from "next/link";
import { CalendarCheck } from "lucide-react";
import { ExpiryFlagFor } from "@/components/phase/expiry-flag";
import { useExpiringDocuments } from "@/lib/queries/expiring-documents";
import { DashboardQueryCard } from "./dashboard-card";
import { NOTHING_EXPIRING } from "@/lib/messages/documents";

/** Expired documents and those expiring within 30 days, each linking to its task. */
export function ExpiringDocumentsCard({ companyId, phases }: { companyId: string; phases: readonly { id: string; name: string }[] }) {
  const query = useExpiringDocuments(companyId);
  const phaseName = new Map(phases.map((p) => [p.id, p.name]));
  return (
    <DashboardQueryCard
      titleId="expiring-documents-title"
      title="Expiring documents"
      query={query}
      items={query.data ?? []}
      loadingLabel="Loading expiring documents"
      error="Could not load expiring documents."
      empty={
        <p className="flex items-center gap-2">
          <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
          {NOTHING_EXPIRING}
        </p>
      }
    >
      {(items) => (
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={`${item.taskId}:${item.key}`}>
              <Link
                href={`/phase/${item.phaseId}?task=${item.taskId}`}
                className="block rounded-md border p-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="block text-sm font-medium break-words">{item.name}</span>
                <span className="block text-xs break-words text-muted-foreground">
                  {[item.taskTitle, phaseName.get(item.phaseId)].filter(Boolean).join(" · ")}
                </span>
                <span className="mt-1 block">
                  <ExpiryFlagFor status={item.status} expiresOn={item.expiresOn} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardQueryCard>
  );
}
