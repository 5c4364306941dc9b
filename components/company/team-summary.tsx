import { formatDate, formatMoney, formatPercent } from "@/lib/format";
import type { Team } from "@/lib/queries/team";
import { EmptyLine, SummarySection } from "./summary-section";

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");

interface Row {
  id: string;
  name: string;
  detail: string;
  figure?: string | null;
}

function MemberTable({ caption, rows, figureLabel }: { caption: string; rows: Row[]; figureLabel?: string }) {
  return (
    <div className="space-y-1.5">
      <h3 className="text-sm font-semibold">
        {caption} <span className="font-normal text-muted-foreground">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <EmptyLine>None listed.</EmptyLine>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Details</th>
              {figureLabel && <th scope="col">{figureLabel}</th>}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.id} className="align-top">
                <td className="py-1.5 pr-3 font-medium">{row.name}</td>
                <td className="py-1.5 pr-3 text-muted-foreground">{row.detail}</td>
                {figureLabel && <td className="py-1.5 text-right font-medium whitespace-nowrap tabular-nums">{row.figure ?? ""}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Founders with equity, employees, advisors and investors with amounts. */
export function TeamSummary({ team }: { team: Team }) {
  return (
    <SummarySection title="Team">
      <div className="grid gap-5 md:grid-cols-2 print:grid-cols-2">
        <MemberTable
          caption="Founders"
          figureLabel="Equity"
          rows={team.founders.map((f) => ({ id: f.id, name: f.name, detail: join(f.title, f.email), figure: formatPercent(f.equityPercentage) }))}
        />
        <MemberTable
          caption="Investors"
          figureLabel="Investment"
          rows={team.investors.map((i) => ({
            id: i.id,
            name: i.leadInvestor ? `${i.name} (lead)` : i.name,
            detail: join(i.firm, i.investmentRound, formatPercent(i.equityPercentage), formatDate(i.investmentDate)),
            figure: formatMoney(i.investmentAmount),
          }))}
        />
        <MemberTable caption="Employees" rows={team.employees.map((e) => ({ id: e.id, name: e.name, detail: join(e.title, e.department) }))} />
        <MemberTable caption="Advisors" rows={team.advisors.map((a) => ({ id: a.id, name: a.name, detail: join(a.title, a.expertise) }))} />
      </div>
    </SummarySection>
  );
}
