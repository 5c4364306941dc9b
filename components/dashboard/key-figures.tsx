import { DollarSign, Target, Users } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { formatCount, formatMoney } from "@/lib/format";
import type { Company } from "@/lib/queries/company";

type Figures = Pick<Company, "monthlyRevenue" | "employeeCount" | "targetFunding">;

/** Monthly Revenue, Team Size and Target Funding, each only when the founder has filled it in. */
export function KeyFigures({ company }: { company: Figures }) {
  const figures = [
    { label: "Monthly Revenue", value: formatMoney(company.monthlyRevenue), icon: DollarSign },
    { label: "Team Size", value: formatCount(company.employeeCount), icon: Users },
    { label: "Target Funding", value: formatMoney(company.targetFunding), icon: Target },
  ].filter((f) => f.value !== null);
  if (figures.length === 0) return null;
  return (
    // Values reach "$9,999,999,999.99" (12 digits, SPEC.md section 9): cards take at least 15rem
    // each (three across only where that fits) and a value wraps rather than being cut.
    <section aria-label="Key figures" className="grid gap-3 sm:grid-cols-[repeat(auto-fit,minmax(15rem,1fr))] lg:grid-cols-1">
      {figures.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="min-w-0 py-4" data-key-figure="">
          <CardContent className="flex items-center gap-3 px-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-xs font-medium text-muted-foreground">{label}</p>
              <p className="text-lg leading-tight font-semibold tabular-nums [overflow-wrap:anywhere]">{value}</p>
            </div>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
