import { Badge } from "@/components/ui/badge";
import { stageLabel } from "@/lib/domain/stages";
import { formatDate, formatMoney } from "@/lib/format";
import type { Company } from "@/lib/queries/company";
import { EmptyLine, SummarySection } from "./summary-section";

type Facts = Omit<Company, "userId" | "createdAt" | "updatedAt" | "logoUrl">;

function FactList({ items }: { items: { label: string; value: string | null }[] }) {
  const shown = items.filter((i) => i.value);
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4 print:grid-cols-4">
      {shown.map((item) => (
        <div key={item.label}>
          <dt className="text-xs font-medium text-muted-foreground">{item.label}</dt>
          <dd className="font-semibold tabular-nums">{item.value}</dd>
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
    { label: "Team Size", value: company.employeeCount == null ? null : String(company.employeeCount) },
    { label: "Previous Funding", value: formatMoney(company.previousFunding) },
    { label: "Target Funding", value: formatMoney(company.targetFunding) },
  ];
  return (
    <SummarySection title="Key Figures">
      {items.some((i) => i.value) ? <FactList items={items} /> : <EmptyLine>No figures yet: add revenue, team size and funding on your profile.</EmptyLine>}
    </SummarySection>
  );
}
