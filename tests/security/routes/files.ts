import * as files from "@/app/api/files/route";
import * as fileId from "@/app/api/files/[id]/route";
import * as filesUsage from "@/app/api/files/usage/route";
import * as uploads from "@/app/api/files/uploads/route";
import * as uploadId from "@/app/api/files/uploads/[id]/route";
import * as uploadComplete from "@/app/api/files/uploads/[id]/complete/route";
import { PDF_BYTES, uploadForm } from "@/tests/helpers/files";
import type { RouteEntry } from "./types";

/** Files: uploads (direct ones too), downloads and the storage figure. */
export const FILE_ROUTES: RouteEntry[] = [
  // ---------------------------------------------------------------- files
  {
    method: "POST",
    route: "/api/files",
    module: files,
    auth: "session",
    contract: true,
    mutating: true,
    form: (t) => uploadForm(t.companyId, PDF_BYTES, "planted.pdf"),
    crossTenant: "not-yours",
  },
  // The storage figure; B asking with A's company id gets 404.
  {
    method: "GET",
    route: "/api/files/usage",
    module: filesUsage,
    auth: "session",
    contract: false,
    mutating: false,
    query: (t) => ({ companyId: t.companyId }),
    crossTenant: [404],
  },
  // Direct uploads: B starting one for A's company, or sending bytes to / completing A's, is a 404.
  {
    method: "POST",
    route: "/api/files/uploads",
    module: uploads,
    auth: "session",
    contract: true,
    mutating: true,
    body: (t) => ({ companyId: t.companyId, fileName: "planted.pdf", size: PDF_BYTES.length, contentType: "application/pdf" }),
    crossTenant: "not-yours",
  },
  // The body `"planted"` (JSON, 9 bytes) is what the fixture's upload was signed for.
  {
    method: "PUT",
    route: "/api/files/uploads/[id]",
    module: uploadId,
    auth: "session",
    contract: true,
    mutating: true,
    params: (t) => ({ id: t.uploadId }),
    body: () => "planted",
    crossTenant: "not-yours",
  },
  {
    method: "POST",
    route: "/api/files/uploads/[id]/complete",
    module: uploadComplete,
    auth: "session",
    contract: true,
    mutating: true,
    params: (t) => ({ id: t.uploadId }),
    crossTenant: "not-yours",
  },
  {
    method: "GET",
    route: "/api/files/[id]",
    module: fileId,
    auth: "session",
    contract: true,
    mutating: false,
    params: (t) => ({ id: t.fileId }),
    crossTenant: "not-yours",
  },
];
