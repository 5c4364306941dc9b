import { redirect } from "next/navigation";
import { cache } from "react";
import { requirePageUser } from "@/lib/account/page";
import { listPhases } from "@/lib/data/checklist";
import { getCompanyForUser, serializeCompany } from "@/lib/company/company";
import { scopeCompany } from "@/lib/data/membership";
import { batchPhaseProgress } from "@/lib/progress/read";
import { getReadiness } from "@/lib/company/readiness";
import { getTeam } from "@/lib/team/team";

/** What Company Details shows. Memoised per request: the layout awaits it on a full load (app/(app)/document-load.tsx). */
export const loadCompanyPage = cache(async () => {
  const user = await requirePageUser("/company");
  const row = await getCompanyForUser({ userId: user.id, companyId: user.companyId });
  if (!row) redirect("/setup");
  const company = serializeCompany(row);
  const phases = await listPhases();
  const phaseIds = phases.map((p) => p.id);
  // The session read the user's role in their current company: scoping it costs no statement.
  const scope = await scopeCompany({ user, companyId: company.id, action: "read" });
  const [team, progress, readiness] = await Promise.all([
    getTeam({ company: scope }),
    batchPhaseProgress({ userId: user.id, companyId: company.id, phaseIds }),
    getReadiness({ company: row, phaseIds }),
  ]);
  const progressMap = Object.fromEntries(progress.filter((p) => !p.error).map((p) => [p.phaseId, p]));
  return { user, company, phases, team, progressMap, readiness };
});
