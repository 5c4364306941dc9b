import { format, parseISO } from "date-fns";
import { EmptyLine, SummarySection } from "@/components/company/summary-section";
import { FlagList } from "@/components/readiness/flag-list";
import { GapTable } from "@/components/readiness/gap-table";
import { ScoreFormula } from "@/components/readiness/score-formula";
import { Badge } from "@/components/ui/badge";
import { formatScore } from "@/lib/domain/readiness-score";
import type { Readiness } from "@/lib/validations/readiness";
import type { Phase } from "@/lib/queries/phases";

interface ReadinessReportProps {
  companyName: string;
  phases: Pick<Phase, "id" | "name">[];
  readiness: Readiness;
  generatedAt: Date;
}

const day = (value: string | null) => (value ? format(parseISO(value), "MMM d, yyyy") : "");

/** The printable readiness report: score and formula, per section, flags, lapsing documents, then every gap. */
export function ReadinessReport({ companyName, phases, readiness, generatedAt }: ReadinessReportProps) {
  const { summary, flags, expiring } = readiness;
  const phaseNames = Object.fromEntries(phases.map((p) => [p.id, p.name]));
  return (
    <article className="space-y-6 print:space-y-5" aria-labelledby="report-title">
      <header className="space-y-1">
        <p className="text-sm font-medium text-muted-foreground">{companyName}</p>
        <h1 id="report-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Readiness report
        </h1>
        <p className="text-sm text-muted-foreground">
          Generated on <time dateTime={generatedAt.toISOString()}>{format(generatedAt, "MMMM d, yyyy 'at' HH:mm")}</time>
        </p>
      </header>

      <SummarySection title="Readiness score">
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-bold tabular-nums" data-testid="report-score">
            {formatScore(summary.overall.score)}
          </span>
          <span className="text-muted-foreground">/ 100</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {summary.overall.held} of {summary.overall.required} required documents held.
        </p>
        <h3 className="pt-2 text-sm font-semibold">How is this calculated?</h3>
        <ScoreFormula />
      </SummarySection>

      <SummarySection title="Score per section">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-1.5 font-medium">
                Section
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Held / required
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {phases.map((phase) => {
              const figure = summary.phases[phase.id];
              return (
                <tr key={phase.id} className="border-b last:border-0">
                  <th scope="row" className="py-1.5 text-left font-medium">
                    {phase.name}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">
                    {figure?.held ?? 0} / {figure?.required ?? 0}
                  </td>
                  <td className="py-1.5 text-right font-semibold tabular-nums">{formatScore(figure?.score ?? null)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </SummarySection>

      <SummarySection title="Risk flags (rule-based checks)">
        <FlagList flags={flags} />
      </SummarySection>

      <SummarySection title="Expired and expiring documents">
        {expiring.length ? (
          <ul className="divide-y">
            {expiring.map((item) => (
              <li key={`${item.taskId}-${item.index}`} className="flex items-start justify-between gap-3 py-2 text-sm print:break-inside-avoid">
                <div className="min-w-0">
                  <p className="font-medium break-words">{item.name}</p>
                  <p className="text-xs text-muted-foreground break-words">
                    {item.taskTitle} · {phaseNames[item.phaseId] ?? "Section"}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <Badge variant={item.expiry === "expired" ? "destructive" : "warning"}>{item.expiry === "expired" ? "Expired" : "Expiring"}</Badge>
                  <span className="text-xs text-muted-foreground">{day(item.expiresOn)}</span>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyLine>No document has expired or expires within 30 days.</EmptyLine>
        )}
      </SummarySection>

      <SummarySection title={`Gaps (${summary.gaps.length})`}>
        {summary.gaps.length ? (
          <GapTable gaps={summary.gaps} phaseNames={phaseNames} />
        ) : (
          <EmptyLine>No gaps: every required document is held.</EmptyLine>
        )}
      </SummarySection>
    </article>
  );
}
