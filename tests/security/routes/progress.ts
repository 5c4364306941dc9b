import * as phaseProgress from "@/app/api/company/[id]/phases/[phaseId]/progress/route";
import * as batchProgress from "@/app/api/company/[id]/phases/progress/batch/route";
import * as companyProgress from "@/app/api/company/[id]/progress/route";
import * as expiringDocuments from "@/app/api/company/[id]/progress/expiring/route";
import * as phases from "@/app/api/phases/route";
import * as phaseTasks from "@/app/api/phases/[phaseId]/tasks/route";
import * as progress from "@/app/api/progress/route";
import * as removedDocuments from "@/app/api/company/[id]/removed-documents/route";
import * as restoreRemoved from "@/app/api/company/[id]/removed-documents/[removedId]/restore/route";
import { doc0 } from "./support";
import type { RouteEntry } from "./types";

/** The checklist, progress saves and the 30-day trash. */
export const PROGRESS_ROUTES: RouteEntry[] = [
  // ---------------------------------------------------------------- checklist and progress
  { method: "GET", route: "/api/phases", module: phases, auth: "session", contract: true, mutating: false, crossTenant: [200] },
  {
    method: "GET",
    route: "/api/phases/[phaseId]/tasks",
    module: phaseTasks,
    auth: "session",
    contract: true,
    mutating: false,
    params: (t) => ({ phaseId: t.phaseId }),
    crossTenant: [200],
  },
  {
    method: "GET",
    route: "/api/company/[id]/phases/[phaseId]/progress",
    module: phaseProgress,
    auth: "session",
    contract: true,
    mutating: false,
    params: (t) => ({ id: t.companyId, phaseId: t.phaseId }),
    crossTenant: "not-yours",
  },
  {
    method: "GET",
    route: "/api/company/[id]/phases/progress/batch",
    module: batchProgress,
    auth: "session",
    contract: true,
    mutating: false,
    params: (t) => ({ id: t.companyId }),
    query: (t) => ({ phaseIds: t.phaseId }),
    crossTenant: "not-yours",
  },
  {
    method: "GET",
    route: "/api/company/[id]/progress",
    module: companyProgress,
    auth: "session",
    contract: true,
    mutating: false,
    params: (t) => ({ id: t.companyId }),
    crossTenant: "not-yours",
  },
  {
    method: "GET",
    route: "/api/company/[id]/progress/expiring",
    module: expiringDocuments,
    auth: "session",
    contract: false,
    mutating: false,
    params: (t) => ({ id: t.companyId }),
    crossTenant: "not-yours",
  },
  {
    method: "POST",
    route: "/api/progress",
    module: progress,
    auth: "session",
    contract: true,
    mutating: true,
    body: (t) => ({
      companyId: t.companyId,
      taskId: t.taskId,
      completed: true,
      priority: "low",
      notes: "overwritten",
      documents: {
        [doc0(t)]: {
          id: doc0(t),
          name: "Doc",
          completed: true,
          fileUrl: `/api/files/${t.fileId}`,
          fileName: "x.pdf",
          uploadedAt: new Date().toISOString(),
        },
      },
    }),
    crossTenant: "not-yours",
  },

  // The 30-day trash: another company's id (or an entry that is not yours) is a 404.
  {
    method: "GET",
    route: "/api/company/[id]/removed-documents",
    module: removedDocuments,
    auth: "session",
    contract: false,
    mutating: false,
    params: (t) => ({ id: t.companyId }),
    query: (t) => ({ taskId: t.taskId }),
    crossTenant: "not-yours",
  },
  {
    method: "POST",
    route: "/api/company/[id]/removed-documents/[removedId]/restore",
    module: restoreRemoved,
    auth: "session",
    contract: false,
    mutating: true,
    params: (t) => ({ id: t.companyId, removedId: t.removedId }),
    crossTenant: "not-yours",
  },
];
