import { CardSkeleton, HeadingSkeleton, LoadingRegion } from "@/components/layout/page-skeletons";
import { Skeleton } from "@/components/ui/skeleton";
import { loadingLabels } from "@/lib/messages/chrome";

/** Company details (the page.tsx beside this file): the introduction and its buttons, then the summaries. */
export default function Loading() {
  return (
    <LoadingRegion label={loadingLabels.company} className="max-w-5xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <HeadingSkeleton />
        <Skeleton className="h-9 w-72 max-w-full" />
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <CardSkeleton key={i} lines={3} />
      ))}
    </LoadingRegion>
  );
}
