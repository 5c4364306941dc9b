import { withAuth } from "@/lib/api/handler";
import { openFileForOwner } from "@/lib/files/files";
import { fileResponse } from "@/lib/storage/response";
import { parseId } from "@/lib/validations/common";
import { FILE_NOT_FOUND } from "@/lib/messages/files";

export const GET = withAuth<{ id: string }>(async ({ req, params, user }) => {
  const fileId = parseId(params.id, FILE_NOT_FOUND);
  const { file, body } = await openFileForOwner({ userId: user.id, fileId });
  return fileResponse(file, body, { inline: req.nextUrl.searchParams.get("inline") === "1" });
});
