import { readJson, withAuth } from "@/lib/api/handler";
import { saveProgress } from "@/lib/progress/save";
import { progressSaveSchema, type ProgressJson } from "@/lib/progress/schema";

export const POST = withAuth(async ({ req, user }) => {
  const input = await readJson(req, progressSaveSchema);
  return (await saveProgress({ userId: user.id, input })) satisfies ProgressJson;
});
