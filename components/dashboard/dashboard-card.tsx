import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

interface DashboardCardProps {
  /** The h2's id: the card (and a list inside it) are labelled by it. */
  titleId: string;
  title: string;
  description?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** The dashboard's side-column card: one titled shell for every card there. */
export function DashboardCard({ titleId, title, description, contentClassName, children }: DashboardCardProps) {
  return (
    <Card className="gap-3 py-4" aria-labelledby={titleId}>
      <CardHeader className="px-4">
        <CardTitle className="text-base">
          <h2 id={titleId}>{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={cn("px-4", contentClassName)}>{children}</CardContent>
    </Card>
  );
}

interface QueryCardProps<T> extends Omit<DashboardCardProps, "children" | "contentClassName"> {
  query: { isLoading: boolean; isError: boolean };
  items: readonly T[];
  /** Read by screen readers while the skeleton shows ("Loading my tasks"). */
  loadingLabel: string;
  error: string;
  empty: ReactNode;
  children(items: readonly T[]): ReactNode;
}

/** A card over one query: a skeleton while loading, then the error, the empty line or the list. */
export function DashboardQueryCard<T>({ query, items, loadingLabel, error, empty, children, ...card }: QueryCardProps<T>) {
  return (
    <DashboardCard {...card}>
      {query.isLoading ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label={loadingLabel}>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : query.isError ? (
        <p className="text-sm text-muted-foreground">{error}</p>
      ) : items.length === 0 ? (
        <div className="text-sm text-muted-foreground">{empty}</div>
      ) : (
        children(items)
      )}
    </DashboardCard>
  );
}
