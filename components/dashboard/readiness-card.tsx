import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";

interface ReadinessCardProps {
  percentage: number;
  completed: number;
  total: number;
  loading: boolean;
}

/** Overall progress across every phase: the number a founder watches climb. */
export function ReadinessCard({ percentage, completed, total, loading }: ReadinessCardProps) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">
          <h2 id="overall-progress-title">Overall Progress</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 px-4">
        {loading ? (
          <div className="space-y-2">
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-2 w-full" />
          </div>
        ) : (
          <>
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-3xl font-bold tabular-nums">{percentage}%</span>
              <span className="text-sm text-muted-foreground">
                {completed} of {total} tasks completed
              </span>
            </div>
            <Progress value={percentage} aria-labelledby="overall-progress-title" className="h-2.5" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
