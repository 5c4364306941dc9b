import { readJson, withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { previewDraftSpace } from "@/lib/visitor/preview";
import type { VisitorPayload } from "@/lib/visitor/schema";
import { spacePreviewSchema } from "@/lib/spaces/schema/shared-space";

/** "Preview as investor" from the create dialog: the visitor page of the space the body would create; nothing is saved. */
export const POST = withAuth(async ({ req, user }) => {
  const input = await readJson(req, spacePreviewSchema);
  return json((await previewDraftSpace({ userId: user.id, input })) satisfies VisitorPayload);
});
