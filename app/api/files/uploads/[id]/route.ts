import { withAuth } from "@/lib/api/handler";
import { receiveUploadBytes } from "@/lib/files/uploads";
import { parseId } from "@/lib/validations/common";
import { UPLOAD_NOT_FOUND } from "@/lib/messages/files";

/** The raw bytes of a direct upload, when the store is the app itself (local driver). */
export const PUT = withAuth<{ id: string }>(async ({ req, params, user }) => {
  return receiveUploadBytes({ userId: user.id, uploadId: parseId(params.id, UPLOAD_NOT_FOUND), request: req });
});
