import { CardSkeleton, HeadingSkeleton, LoadingRegion } from "@/components/layout/page-skeletons";
import { Skeleton } from "@/components/ui/skeleton";
import { loadingLabels } from "@/lib/messages/chrome";

/** The phase page (components/phase/phase-client.tsx): the sections sidebar, the header and the task cards. */
export default function Loading() {
  return (
    <LoadingRegion label={loadingLabels.phase} className="max-w-7xl py-6">
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="space-y-6 lg:order-2">
          <Skeleton className="h-4 w-36" />
          <HeadingSkeleton />
          <Skeleton className="h-2 w-full" />
          {Array.from({ length: 4 }, (_, i) => (
            <CardSkeleton key={i} lines={2} />
          ))}
        </div>
        <div className="space-y-2 lg:order-1">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
