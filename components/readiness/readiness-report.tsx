import { format, parseISO } from "date-fns";
import { EmptyLine, SummarySection } from "@/components/company/summary-section";
import { FlagList } from "@/components/readiness/flag-list";
import { GapList } from "@/components/readiness/gap-list";
import { GapTable } from "@/components/readiness/gap-table";
import { ScoreFormula } from "@/components/readiness/score-formula";
import { Badge } from "@/components/ui/badge";
import { CONTRIBUTION_SENTENCE, formatReadiness, formatScore, NEXT_ACTIONS, nextActions } from "@/lib/company/rules/readiness-score";
import type { Readiness } from "@/lib/company/schema/readiness";
import type { Phase } from "@/lib/queries/phases";

interface ReadinessReportProps {
  companyName: string;
  phases: Pick<Phase, "id" | "name">[];
  readiness: Readiness;
  generatedAt: Date;
}

const day = (value: string | null) => (value ? format(parseISO(value), "MMM d, yyyy") : "");

/**
 * The printable readiness report: the next actions worth the most points first, then Readiness and
 * its formula, each section's points, flags, lapsing documents, and every gap.
 */
export function ReadinessReport({ companyName, phases, readiness, generatedAt }: ReadinessReportProps) {
  const { summary, flags, expiring } = readiness;
  const phaseNames = Object.fromEntries(phases.map((p) => [p.id, p.name]));
  const actions = nextActions(summary.gaps);
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

      <SummarySection title={`Next ${NEXT_ACTIONS} actions worth the most points`}>
        {actions.length ? (
          <GapList gaps={actions} phaseNames={phaseNames} label="Next actions" />
        ) : (
          <EmptyLine>Nothing to do: every required document is held.</EmptyLine>
        )}
      </SummarySection>

      <SummarySection title="Readiness">
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-bold tabular-nums">
            <span data-testid="report-score">{formatScore(summary.overall.score)}</span>
            {summary.overall.score !== null && "%"}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          {summary.overall.held} of {summary.overall.required} required documents held.
        </p>
        <h3 className="pt-2 text-sm font-semibold">How is this calculated?</h3>
        <ScoreFormula />
      </SummarySection>

      <SummarySection title="Readiness per section">
        <p className="text-sm text-muted-foreground">{CONTRIBUTION_SENTENCE}</p>
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
                Readiness
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {phases.map((phase) => {
              const figure = summary.phases[phase.id];
              const part = summary.contributions[phase.id];
              return (
                <tr key={phase.id} className="border-b last:border-0">
                  <th scope="row" className="py-1.5 text-left font-medium">
                    {phase.name}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">
                    {figure?.held ?? 0} / {figure?.required ?? 0}
                  </td>
                  <td className="py-1.5 text-right font-semibold tabular-nums">{formatReadiness(figure?.score ?? null)}</td>
                  <td className="py-1.5 text-right tabular-nums">{part ? `${formatScore(part.points)} of ${formatScore(part.possible)}` : "–"}</td>
                </tr>
              );
            })}
          </tbody>
          {summary.overall.score !== null && (
            <tfoot>
              <tr className="border-t font-semibold">
                <th scope="row" className="py-1.5 text-left">
                  Readiness
                </th>
                <td className="py-1.5 text-right tabular-nums">
                  {summary.overall.held} / {summary.overall.required}
                </td>
                <td className="py-1.5 text-right tabular-nums">{formatReadiness(summary.overall.score)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatScore(summary.overall.score)} of 100</td>
              </tr>
            </tfoot>
          )}
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
