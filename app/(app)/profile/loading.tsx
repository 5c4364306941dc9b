import { HeadingSkeleton, LoadingRegion } from "@/components/layout/page-skeletons";
import { Skeleton } from "@/components/ui/skeleton";
import { profileMessages } from "@/lib/messages/profile";

/** The company profile (components/profile/profile-client.tsx): title, the five tabs, the form. */
export default function Loading() {
  return (
    <LoadingRegion label={profileMessages.loading} className="max-w-5xl space-y-6">
      <HeadingSkeleton />
      <Skeleton className="h-9 w-full sm:w-[28rem]" />
      <div className="grid gap-4 rounded-xl border bg-card p-6 sm:grid-cols-2">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
