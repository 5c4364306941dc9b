import Link from "next/link";
import { formatGain, type Gap } from "@/lib/company/rules/readiness-score";

interface GapTableProps {
  gaps: Gap[];
  phaseNames: Record<string, string>;
}

const where = (gap: Gap, phaseNames: Record<string, string>) => `${gap.taskTitle} · ${phaseNames[gap.phaseId] ?? "Section"}`;

/** Every gap, one compact row each (the report can list hundreds), highest weight first. */
export function GapTable({ gaps, phaseNames }: GapTableProps) {
  return (
    <table className="w-full text-sm" aria-label="All gaps">
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-1.5 pr-3 font-medium">
            Document
          </th>
          {/* On a phone the task and section go under the document: four columns do not fit 390 px. */}
          <th scope="col" className="hidden py-1.5 pr-3 font-medium sm:table-cell print:table-cell">
            Task · section
          </th>
          <th scope="col" className="py-1.5 pr-3 text-right font-medium">
            Weight
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Gain
          </th>
        </tr>
      </thead>
      <tbody>
        {gaps.map((gap) => (
          <tr key={`${gap.taskId}-${gap.index}`} className="border-b align-top last:border-0 print:break-inside-avoid">
            <td className="py-1.5 pr-3 break-words">
              <Link href={`/phase/${gap.phaseId}?task=${gap.taskId}`} className="font-medium underline-offset-2 hover:underline print:no-underline">
                {gap.document}
              </Link>
              {gap.expired && <span className="ml-1.5 text-xs font-semibold text-destructive">Expired</span>}
              <span className="mt-0.5 block text-xs text-muted-foreground sm:hidden print:hidden">{where(gap, phaseNames)}</span>
            </td>
            <td className="hidden py-1.5 pr-3 text-xs break-words text-muted-foreground sm:table-cell print:table-cell">{where(gap, phaseNames)}</td>
            <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">
              <span className="capitalize">{gap.priority}</span> {gap.weight}
            </td>
            <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{formatGain(gap.gain)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
