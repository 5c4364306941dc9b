import { withAuth } from "@/lib/api/handler";
import { getTeam } from "@/lib/team/team";
import type { Team } from "@/lib/team/schema/team";

export const GET = withAuth(async ({ company }) => (await getTeam({ company })) satisfies Team, { company: { from: "path", can: "read" } });
