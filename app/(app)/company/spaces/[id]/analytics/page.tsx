import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Download, ListOrdered } from "lucide-react";
import { AnalyticsTotals } from "@/components/space-analytics/analytics-totals";
import { DocumentStats } from "@/components/space-analytics/document-stats";
import { EmptyAnalytics } from "@/components/space-analytics/empty-analytics";
import { VisitorList } from "@/components/space-analytics/visitor-list";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/errors";
import { requirePageUser } from "@/lib/account/page";
import { getSpaceAnalytics } from "@/lib/spaces/space-analytics";
import { spaceAnalyticsMessages } from "@/lib/messages/analytics";
import { analyticsBackLink, analyticsCsvUrl, spaceAccessLogPath, spaceAnalyticsPath } from "@/lib/sharing/analytics-links";
import { uuid } from "@/lib/validations/common";
import { BackToDashboard } from "@/components/layout/back-to-dashboard";

export const metadata: Metadata = { title: "Space analytics" };

/** Who opened a shared space, what they read and for how long. Any member may look (like the access log). */
export default async function SpaceAnalyticsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  /** `?from=spaces` when opened from the links page: the back link returns there. */
  searchParams: Promise<{ from?: string | string[] }>;
}) {
  const { id } = await params;
  const back = analyticsBackLink((await searchParams).from);
  const user = await requirePageUser(spaceAnalyticsPath(id));
  const spaceId = uuid.safeParse(id);
  if (!spaceId.success) notFound();
  const view = await getSpaceAnalytics({ userId: user.id, spaceId: spaceId.data }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <BackToDashboard href={back.href} label={back.label} />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">Shared space analytics</p>
          <h1 className="text-2xl font-semibold break-words">{view.space.name}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={spaceAccessLogPath(view.space.id)}>
              <ListOrdered aria-hidden="true" />
              Access log
            </Link>
          </Button>
          {view.totals.visits > 0 && (
            <Button asChild variant="outline" size="sm">
              <a href={analyticsCsvUrl(view.space.id)} download>
                <Download aria-hidden="true" />
                {spaceAnalyticsMessages.exportCsv}
              </a>
            </Button>
          )}
        </div>
      </header>
      {view.totals.visits === 0 ? (
        <EmptyAnalytics />
      ) : (
        <>
          <AnalyticsTotals totals={view.totals} />
          <DocumentStats documents={view.documents} />
          <VisitorList visitors={view.visitors} />
        </>
      )}
    </div>
  );
}
