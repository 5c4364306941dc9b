import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { RoleProvider } from "@/components/company/role-context";
import { PhaseClient } from "@/components/phase/phase-client";
import { requirePageUser } from "@/lib/auth/page";
import { getPhase, listPhases, listPhaseTasks } from "@/lib/data/checklist";
import { currentCompanyFacts } from "@/lib/data/applicability";
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
  // The company's id and its facts (which lines apply to it) in one statement.
  const company = await currentCompanyFacts(user);
  if (!company) redirect("/setup");
  const companyId = company.id;
  const phaseId = phaseIdOf(raw);
  const [phase, phases, tasks] = await Promise.all([getPhase(phaseId), listPhases(), listPhaseTasks(phaseId, company.facts)]);
  if (!phase) notFound();
  return (
    <RoleProvider role={user.role}>
      <PhaseClient companyId={companyId} phase={phase} phases={phases} initialTasks={tasks ?? []} />
    </RoleProvider>
  );
}
