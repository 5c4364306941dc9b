import { withAuth } from "@/lib/api/handler";
import { listPhases } from "@/lib/data/checklist";
import type { PhaseListResponse } from "@/lib/checklist/schema";

export const GET = withAuth(async () => ({ data: await listPhases() }) satisfies PhaseListResponse);
