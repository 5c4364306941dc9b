import { skeletonClass } from "./static-classes";

/** ui/skeleton without cn(): this placeholder is in `/`'s first load (static-classes.ts). */
function Skeleton({ className, rounded }: { className: string; rounded?: string }) {
  return <div data-slot="skeleton" aria-hidden="true" className={skeletonClass(className, rounded)} />;
}

/** Loading placeholder shaped like a dashboard page: header card, then a grid of cards. */
export function PageSkeleton({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <span className="sr-only">{label}</span>
      <div className="space-y-3 rounded-xl border bg-card p-6">
        <Skeleton className="h-7 w-1/2 max-w-xs" />
        <Skeleton className="h-4 w-3/4 max-w-lg" />
        <div className="flex gap-2 pt-2">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-24" />
        </div>
      </div>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="space-y-3 rounded-xl border bg-card p-6">
            <div className="flex items-center gap-3">
              <Skeleton className="size-10" rounded="rounded-lg" />
              <Skeleton className="h-5 w-2/3" />
            </div>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-2 w-full" rounded="rounded-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
