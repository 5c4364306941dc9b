import { PRIORITY_WEIGHTS } from "@/lib/company/rules/readiness-score";
import { READINESS_FORMULA, READINESS_FORMULA_TERMS } from "@/lib/messages/company";

/** The readiness formula in words with the weight of each priority (no client code: the report prints it). */
export function ScoreFormula() {
  return (
    <div className="space-y-2 text-sm">
      <p className="font-medium">{READINESS_FORMULA}</p>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        {READINESS_FORMULA_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <dl className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Weight per priority">
        {Object.entries(PRIORITY_WEIGHTS).map(([priority, weight]) => (
          <div key={priority} className="flex gap-1">
            <dt className="capitalize text-muted-foreground">{priority}</dt>
            <dd className="font-semibold tabular-nums">{weight}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
