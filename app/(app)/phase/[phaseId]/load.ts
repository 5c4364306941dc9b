import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { requirePageUser } from "@/lib/account/page";
import { getPhase, listPhases, listPhaseTasks } from "@/lib/data/checklist";
import { currentCompanyReadiness, getReadiness } from "@/lib/company/readiness";
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
  const [phase, phases, tasks] = await Promise.all([getPhase(phaseId), listPhases(), listPhaseTasks(phaseId, facts)]);
  if (!phase) notFound();
  // Every section's Readiness as the dashboard computes it (held per version: no statement when the dashboard has just read it).
  const readiness = await getReadiness({ company, phaseIds: phases.map((p) => p.id), version });
  return { role: user.role, companyId: company.id, phase, phases, tasks: tasks ?? [], readiness: readiness.summary.phases };
});
