import { Badge } from "@/components/ui/badge";
import { stageLabel } from "@/lib/company/rules/stages";
import { formatCount, formatDate, formatMoney } from "@/lib/format";
import type { Company } from "@/lib/queries/company";
import { EmptyLine, SummarySection } from "./summary-section";

type Facts = Omit<Company, "userId" | "createdAt" | "updatedAt" | "logoUrl">;

function FactList({ items }: { items: { label: string; value: string | null }[] }) {
  const shown = items.filter((i) => i.value);
  if (shown.length === 0) return null;
  return (
    // Money reaches "$9,999,999,999.99": a column is at least 10rem wide (one per row on the
    // narrowest phones) and a value still wraps rather than run into its neighbour.
    <dl className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] gap-x-6 gap-y-3 print:grid-cols-4">
      {shown.map((item) => (
        <div key={item.label} className="min-w-0" data-key-figure="">
          <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
          <dd className="font-semibold tabular-nums [overflow-wrap:anywhere]">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Name, stage, industry, founding date and description. */
export function CompanyIntro({ company }: { company: Facts }) {
  const stage = stageLabel(company.stage);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight break-words">{company.name}</h1>
        {stage && <Badge variant="secondary">{stage}</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">
        {[company.industry, company.foundedDate && `Founded ${formatDate(company.foundedDate)}`].filter(Boolean).join(" · ")}
      </p>
      {company.description && <p className="max-w-3xl">{company.description}</p>}
    </div>
  );
}

export function KeyFiguresSummary({ company }: { company: Facts }) {
  const items = [
    { label: "Monthly Revenue", value: formatMoney(company.monthlyRevenue) },
    { label: "Team Size", value: formatCount(company.employeeCount) },
    { label: "Previous Funding", value: formatMoney(company.previousFunding) },
    { label: "Target Funding", value: formatMoney(company.targetFunding) },
  ];
  return (
    <SummarySection title="Key Figures">
      {items.some((i) => i.value) ? (
        <FactList items={items} />
      ) : (
        <EmptyLine>No figures yet: add revenue, team size and funding on your profile.</EmptyLine>
      )}
    </SummarySection>
  );
}
