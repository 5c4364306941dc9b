import * as search from "@/app/api/search/route";
import * as assignment from "@/app/api/progress/[taskId]/assignment/route";
import * as versions from "@/app/api/progress/[taskId]/versions/route";
import * as restoreVersion from "@/app/api/progress/[taskId]/versions/[versionId]/restore/route";
import * as assignments from "@/app/api/company/assignments/route";
import * as myTasks from "@/app/api/company/my-tasks/route";
import * as activity from "@/app/api/company/activity/route";
import * as cronReminders from "@/app/api/cron/reminders/route";
import { doc0 } from "./support";
import type { RouteEntry } from "./types";

/** Work (assignments, activity, versions, reminders) and search. */
export const WORK_ROUTES: RouteEntry[] = [
  // ---------------------------------------------------------------- work: A's company id in the query or body is a 404
  {
    method: "PATCH",
    route: "/api/progress/[taskId]/assignment",
    module: assignment,
    auth: "session",
    contract: false,
    mutating: true,
    params: (t) => ({ taskId: t.taskId }),
    body: (t) => ({ companyId: t.companyId, assigneeId: t.user.id, dueOn: "2026-01-01" }),
    crossTenant: "not-yours",
  },
  // Document versions: A's company id in the query or body is a 404.
  {
    method: "GET",
    route: "/api/progress/[taskId]/versions",
    module: versions,
    auth: "session",
    contract: false,
    mutating: false,
    params: (t) => ({ taskId: t.taskId }),
    query: (t) => ({ companyId: t.companyId, documentKey: doc0(t) }),
    crossTenant: "not-yours",
  },
  {
    method: "POST",
    route: "/api/progress/[taskId]/versions/[versionId]/restore",
    module: restoreVersion,
    auth: "session",
    contract: false,
    mutating: true,
    params: (t) => ({ taskId: t.taskId, versionId: t.versionId }),
    body: (t) => ({ companyId: t.companyId }),
    crossTenant: "not-yours",
  },
  {
    method: "GET",
    route: "/api/company/assignments",
    module: assignments,
    auth: "session",
    contract: false,
    mutating: false,
    query: (t) => ({ companyId: t.companyId }),
    crossTenant: [404],
  },
  {
    method: "GET",
    route: "/api/company/my-tasks",
    module: myTasks,
    auth: "session",
    contract: false,
    mutating: false,
    query: (t) => ({ companyId: t.companyId }),
    crossTenant: [404],
  },
  {
    method: "GET",
    route: "/api/company/activity",
    module: activity,
    auth: "session",
    contract: false,
    mutating: false,
    query: (t) => ({ companyId: t.companyId }),
    crossTenant: [404],
  },
  // Off (404) without CRON_SECRET, as in these suites; tested in app/api/cron/reminders/reminders.test.ts.
  { method: "GET", route: "/api/cron/reminders", module: cronReminders, auth: "public", contract: false, mutating: false, crossTenant: [404] },
  { method: "POST", route: "/api/cron/reminders", module: cronReminders, auth: "public", contract: false, mutating: false, crossTenant: [404] },

  // ---------------------------------------------------------------- search
  // B searches for A's marker (in A's notes and file name): B's own company answers, without A's rows.
  {
    method: "GET",
    route: "/api/search",
    module: search,
    auth: "session",
    contract: false,
    mutating: false,
    query: (t) => ({ q: t.marker }),
    crossTenant: [200],
  },
];
