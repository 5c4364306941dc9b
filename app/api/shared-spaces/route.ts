import { readJson, withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createSpace, listSpaces } from "@/lib/data/shared-spaces";
import { spaceCreateSchema } from "@/lib/validations/shared-space";
import type { SharedSpaceJson, SpaceListResponse } from "@/lib/validations/shared-space";

export const GET = withAuth(
  async ({ user }) => ({ data: await listSpaces({ userId: user.id, companyId: user.companyId }) }) satisfies SpaceListResponse,
);

export const POST = withAuth(async ({ req, user }) => {
  const input = await readJson(req, spaceCreateSchema);
  return json((await createSpace({ userId: user.id, input })) satisfies SharedSpaceJson, 201);
});
