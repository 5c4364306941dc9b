import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { completeUpload } from "@/lib/files/uploads";
import { parseId } from "@/lib/validations/common";
import type { FileJson } from "@/lib/files/schema/files";
import { UPLOAD_NOT_FOUND } from "@/lib/messages/files";

/** Verifies the uploaded object (size, sniffed type) and records the file: 201 with it, as POST /api/files. */
export const POST = withAuth<{ id: string }>(async ({ params, user }) => {
  return json((await completeUpload({ userId: user.id, uploadId: parseId(params.id, UPLOAD_NOT_FOUND) })) satisfies FileJson, 201);
});
