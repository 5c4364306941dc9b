import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/**
 * The loading states of the signed-in area's routes (their loading.tsx): each draws its page's
 * layout in grey at once on navigation, so a click is answered before the server has. Server
 * components only: no JavaScript reaches the browser for them.
 */
export function LoadingRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-label={label} className={cn("mx-auto w-full px-4 py-8 sm:px-6 lg:px-8", className)}>
      {children}
    </div>
  );
}

/** A page title and its one-line subtitle. */
export function HeadingSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn("space-y-2", className)}>
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-4 w-96 max-w-full" />
    </div>
  );
}

/** A bordered card with a title line and `lines` lines of content. */
export function CardSkeleton({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={cn("space-y-3 rounded-xl border bg-card p-6", className)}>
      <Skeleton className="h-5 w-40" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn("h-4", i === lines - 1 ? "w-2/3" : "w-full")} />
      ))}
    </div>
  );
}

/** The centred card of the sign-in, invitation and email-link pages (components/auth/auth-card.tsx). */
export function AuthCardSkeleton({ label, fields = 2, wide = false }: { label: string; fields?: number; wide?: boolean }) {
  return (
    <LoadingRegion label={label} className="flex flex-1 items-start justify-center py-10 sm:items-center sm:py-16">
      <div className={cn("w-full space-y-6 rounded-xl border bg-card p-6 shadow-sm", wide ? "max-w-xl" : "max-w-md")}>
        <div className="space-y-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-full" />
        </div>
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
        <Skeleton className="h-9 w-full" />
      </div>
    </LoadingRegion>
  );
}
