import Link from "next/link";
import { Building2, CalendarDays, Factory, Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { stageLabel } from "@/lib/company/rules/stages";
import { formatYear } from "@/lib/format";
import type { Company } from "@/lib/queries/company";

type CompanySummary = Pick<Company, "name" | "description" | "stage" | "industry" | "foundedDate">;

/** Company header card: name, description, stage, industry, founded year and Edit Profile. */
export function CompanyHeaderCard({ company, canEdit = true }: { company: CompanySummary; canEdit?: boolean }) {
  const stage = stageLabel(company.stage);
  const founded = formatYear(company.foundedDate);
  return (
    <section aria-labelledby="company-card-name" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Building2 className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="company-card-name" className="text-xl font-semibold break-words">
                {company.name}
              </h2>
              {stage && <Badge variant="secondary">{stage}</Badge>}
            </div>
            {company.description ? (
              <p className="max-w-3xl text-sm text-muted-foreground">{company.description}</p>
            ) : (
              canEdit && (
                <p className="text-sm text-muted-foreground italic">
                  Add a one-line description in your profile: it is the first thing an investor reads.
                </p>
              )
            )}
            {(company.industry || founded) && (
              <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
                {company.industry && (
                  <div className="flex items-center gap-1.5">
                    <Factory className="size-4 text-muted-foreground" aria-hidden="true" />
                    <dt className="sr-only">Industry</dt>
                    <dd>{company.industry}</dd>
                  </div>
                )}
                {founded && (
                  <div className="flex items-center gap-1.5">
                    <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
                    <dt>Founded</dt>
                    <dd>{founded}</dd>
                  </div>
                )}
              </dl>
            )}
          </div>
        </div>
        {canEdit && (
          <Button asChild variant="outline" className="shrink-0 self-start">
            <Link href="/profile">
              <Pencil aria-hidden="true" />
              Edit Profile
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
