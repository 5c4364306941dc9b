import { readJson, withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { startUpload } from "@/lib/files/uploads";
import { startUploadSchema } from "@/lib/storage/direct-upload";
import type { StartedUploadJson } from "@/lib/files/schema/files";

/** `{ companyId, fileName, size, contentType }` -> where to PUT the bytes (201), then POST `completeUrl`. */
export const POST = withAuth(async ({ req, user }) => {
  return json((await startUpload({ user, input: await readJson(req, startUploadSchema) })) satisfies StartedUploadJson, 201);
});
