import { readJson, withAuth } from "@/lib/api/handler";
import { saveProgress } from "@/lib/data/progress-save";
import { progressSaveSchema } from "@/lib/validations/progress";

export const POST = withAuth(async ({ req, user }) => {
  const input = await readJson(req, progressSaveSchema);
  return saveProgress({ userId: user.id, input });
});
