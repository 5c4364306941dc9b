import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { requirePageUser } from "@/lib/account/page";
import { getPhase, listPhases, listPhaseTasks } from "@/lib/data/checklist";
import { currentCompanyReadiness, getReadiness } from "@/lib/company/readiness";
import { batchPhaseProgress, listProgressJson } from "@/lib/progress/read";
import type { ProgressRecord } from "@/lib/progress/schema";
import { localToday } from "@/lib/format";
import { uuid } from "@/lib/validations/common";

function phaseIdOf(value: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) notFound();
  return parsed.data;
}

/**
 * Everything the phase page (page.tsx) shows, for the raw `phaseId` of its address: sign-in when
 * signed out, /setup without a company, a 404 for an unknown phase. Memoised per request: the
 * layout awaits it on a full load (app/(app)/document-load.tsx) and the page reads it again for free.
 */
export const loadPhasePage = cache(async (raw: string) => {
  const user = await requirePageUser(`/phase/${encodeURIComponent(raw)}`);
  // The company's id, its facts (which lines apply to it) and its figures' version in one statement.
  const found = await currentCompanyReadiness(user);
  if (!found) redirect("/setup");
  const { company, facts, version } = found;
  const phaseId = phaseIdOf(raw);
  // This phase's progress goes into the first HTML, so the cards are drawn with what they hold and
  // no render follows its arrival (the list's own statement: built only when its version moved).
  // Only this phase's records: the whole list of a company well under way is several times the
  // page, and the mount's refetch brings the rest.
  // Every section's figures too, for the sidebar, as the dashboard reads them: drawn in the HTML,
  // not redrawn when the batch query would otherwise arrive after hydration.
  const [phase, [phases, figures], tasks, progress] = await Promise.all([
    getPhase(phaseId),
    listPhases().then(async (phases) => {
      const phaseIds = phases.map((p) => p.id);
      return [phases, phaseIds.length ? await batchPhaseProgress({ userId: user.id, companyId: company.id, phaseIds }) : undefined] as const;
    }),
    listPhaseTasks(phaseId, facts),
    listProgressJson({ userId: user.id, companyId: company.id }),
  ]);
  if (!phase) notFound();
  // Every section's Readiness as the dashboard computes it (held per version: no statement when the dashboard has just read it).
  const readiness = await getReadiness({ company, phaseIds: phases.map((p) => p.id), version });
  return {
    role: user.role,
    companyId: company.id,
    phase,
    phases,
    tasks: tasks ?? [],
    readiness: readiness.summary.phases,
    figures,
    progress: (JSON.parse(progress.toString("utf8")) as { data: ProgressRecord[] }).data.filter((record) => record.phaseId === phase.id),
    // The day the HTML's day-counting labels were drawn for (components/layout/today.tsx).
    today: localToday(),
  };
});
