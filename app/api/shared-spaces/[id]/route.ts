import { readJson, withAuth } from "@/lib/api/handler";
import { deleteSpace, updateSpace } from "@/lib/spaces/shared-spaces";
import { parseId } from "@/lib/validations/common";
import { spaceUpdateSchema } from "@/lib/spaces/schema/shared-space";
import type { SharedSpaceJson } from "@/lib/spaces/schema/shared-space";
import { SPACE_NOT_FOUND } from "@/lib/messages/spaces";

type Params = { id: string };

export const PATCH = withAuth<Params>(async ({ req, params, user }) => {
  const spaceId = parseId(params.id, SPACE_NOT_FOUND);
  const input = await readJson(req, spaceUpdateSchema);
  return (await updateSpace({ userId: user.id, spaceId, input })) satisfies SharedSpaceJson;
});

export const DELETE = withAuth<Params>(async ({ params, user }) => {
  const spaceId = parseId(params.id, SPACE_NOT_FOUND);
  await deleteSpace({ userId: user.id, spaceId });
  return new Response(null, { status: 204 });
});
