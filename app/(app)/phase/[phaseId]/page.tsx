import type { Metadata } from "next";
import { RoleProvider } from "@/components/company/role-context";
import { PhaseClient } from "@/components/phase/phase-client";
import { getPhase } from "@/lib/data/checklist";
import { uuid } from "@/lib/validations/common";
import { ContentEnd } from "@/app/(app)/document-load";
import { loadPhasePage } from "./load";

type Params = Promise<{ phaseId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const parsed = uuid.safeParse((await params).phaseId);
  const phase = parsed.success ? await getPhase(parsed.data) : null;
  return { title: phase?.name ?? "Phase" };
}

export default async function PhasePage({ params }: { params: Params }) {
  const { role, companyId, phase, phases, tasks, readiness, progress, figures, today } = await loadPhasePage((await params).phaseId);
  return (
    <>
      <RoleProvider role={role}>
        <PhaseClient
          companyId={companyId}
          phase={phase}
          phases={phases}
          initialTasks={tasks}
          initialProgress={progress}
          initialFigures={figures}
          today={today}
          readiness={readiness}
        />
      </RoleProvider>
      <ContentEnd />
    </>
  );
}
