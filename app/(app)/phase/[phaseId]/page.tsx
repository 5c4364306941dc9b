import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { RoleProvider } from "@/components/company/role-context";
import { PhaseClient } from "@/components/phase/phase-client";
import { requirePageUser } from "@/lib/auth/page";
import { getPhase, listPhases, listPhaseTasks } from "@/lib/data/checklist";
import { currentCompanyReadiness, getReadiness } from "@/lib/data/readiness";
import { uuid } from "@/lib/validations/common";

type Params = Promise<{ phaseId: string }>;

function phaseIdOf(value: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) notFound();
  return parsed.data;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const parsed = uuid.safeParse((await params).phaseId);
  const phase = parsed.success ? await getPhase(parsed.data) : null;
  return { title: phase?.name ?? "Phase" };
}

export default async function PhasePage({ params }: { params: Params }) {
  const { phaseId: raw } = await params;
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
  return (
    <RoleProvider role={user.role}>
      <PhaseClient companyId={company.id} phase={phase} phases={phases} initialTasks={tasks ?? []} readiness={readiness.summary.phases} />
    </RoleProvider>
  );
}
