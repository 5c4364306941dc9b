import { CardSkeleton, LoadingRegion } from "@/components/layout/page-skeletons";
import { Skeleton } from "@/components/ui/skeleton";
import { loadingLabels } from "@/lib/messages/chrome";

/** The dashboard (components/dashboard/dashboard-client.tsx): the company band, the section cards and the side column. */
export default function Loading() {
  return (
    <LoadingRegion label={loadingLabels.dashboard} className="p-0 sm:p-0 lg:p-0">
      <div className="border-b bg-card">
        <div className="mx-auto w-full max-w-7xl space-y-2 px-4 py-5 sm:px-6 lg:px-8">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-8 w-64 max-w-full" />
        </div>
      </div>
      <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
        <CardSkeleton lines={2} />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <Skeleton className="h-6 w-56" />
            <div className="grid gap-4 sm:grid-cols-2">
              {Array.from({ length: 6 }, (_, i) => (
                <CardSkeleton key={i} lines={2} />
              ))}
            </div>
          </div>
          <div className="space-y-4">
            {Array.from({ length: 3 }, (_, i) => (
              <CardSkeleton key={i} lines={3} />
            ))}
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
