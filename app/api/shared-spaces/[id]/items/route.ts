import { readJson, withAuth } from "@/lib/api/handler";
import { addItems } from "@/lib/spaces/shared-spaces";
import { parseId } from "@/lib/validations/common";
import { spaceAddItemsSchema } from "@/lib/spaces/schema/shared-space";
import { SPACE_NOT_FOUND } from "@/lib/messages/spaces";

export const POST = withAuth<{ id: string }>(async ({ req, params, user }) => {
  const spaceId = parseId(params.id, SPACE_NOT_FOUND);
  const items = await readJson(req, spaceAddItemsSchema);
  return addItems({ userId: user.id, spaceId, items });
});
