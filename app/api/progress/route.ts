import { withAuth } from "@/lib/api/handler";
import { saveProgress } from "@/lib/progress/save";
import { progressSaveSchema, type ProgressJson } from "@/lib/progress/schema";

export const POST = withAuth(
  async ({ user, company, body }) => (await saveProgress({ company, actorId: user.id, input: body })) satisfies ProgressJson,
  { company: { from: "body", can: "write" }, body: progressSaveSchema },
);
