import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createSpace, listSpaces } from "@/lib/spaces/shared-spaces";
import { spaceCreateSchema } from "@/lib/spaces/schema/shared-space";
import type { SharedSpaceJson, SpaceListResponse } from "@/lib/spaces/schema/shared-space";

export const GET = withAuth(
  async ({ user }) => ({ data: await listSpaces({ userId: user.id, companyId: user.companyId }) }) satisfies SpaceListResponse,
);

export const POST = withAuth(
  async ({ user, company, body }) => json((await createSpace({ company, actorId: user.id, input: body })) satisfies SharedSpaceJson, 201),
  { company: { from: "body", can: "share" }, body: spaceCreateSchema },
);
