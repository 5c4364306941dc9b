import { withAuth } from "@/lib/api/handler";
import { listPhases } from "@/lib/data/checklist";

export const GET = withAuth(async () => ({ data: await listPhases() }));
