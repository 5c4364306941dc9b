import { withAuth } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { uploadFile } from "@/lib/files/files";
import type { FileJson } from "@/lib/files/schema/files";

// Multipart: `companyId` (append it before `file`) and `file`. Streams straight to storage.
export const POST = withAuth(async ({ req, user }) => {
  return json((await uploadFile({ user, request: req })) satisfies FileJson, 201);
});
