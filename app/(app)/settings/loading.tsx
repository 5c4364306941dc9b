import { CardSkeleton, HeadingSkeleton, LoadingRegion } from "@/components/layout/page-skeletons";
import { loadingLabels } from "@/lib/messages/chrome";

/** Settings (app/(app)/settings/page.tsx): a narrow column of sections. */
export default function Loading() {
  return (
    <LoadingRegion label={loadingLabels.settings} className="max-w-3xl space-y-6">
      <HeadingSkeleton />
      {Array.from({ length: 4 }, (_, i) => (
        <CardSkeleton key={i} lines={3} />
      ))}
    </LoadingRegion>
  );
}
