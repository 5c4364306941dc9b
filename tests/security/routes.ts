import * as nextAuth from "@/app/api/auth/[...nextauth]/route";
import * as register from "@/app/api/auth/register/route";
import * as authUser from "@/app/api/auth/user/route";
import * as company from "@/app/api/company/route";
import * as companyId from "@/app/api/company/[id]/route";
import * as companyKind from "@/app/api/company/[id]/[kind]/route";
import * as phaseProgress from "@/app/api/company/[id]/phases/[phaseId]/progress/route";
import * as batchProgress from "@/app/api/company/[id]/phases/progress/batch/route";
import * as companyProgress from "@/app/api/company/[id]/progress/route";
import * as expiringDocuments from "@/app/api/company/[id]/progress/expiring/route";
import * as team from "@/app/api/company/[id]/team/route";
import * as files from "@/app/api/files/route";
import * as fileId from "@/app/api/files/[id]/route";
import * as login from "@/app/api/login/route";
import * as logout from "@/app/api/logout/route";
import * as phases from "@/app/api/phases/route";
import * as phaseTasks from "@/app/api/phases/[phaseId]/tasks/route";
import * as progress from "@/app/api/progress/route";
import * as search from "@/app/api/search/route";
import * as spaces from "@/app/api/shared-spaces/route";
import * as spaceId from "@/app/api/shared-spaces/[id]/route";
import * as accessLogs from "@/app/api/shared-spaces/[id]/access-logs/route";
import * as spaceItems from "@/app/api/shared-spaces/[id]/items/route";
import * as shared from "@/app/api/shared/[accessCode]/route";
import * as sharedFile from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import * as sharedVerification from "@/app/api/shared/[accessCode]/verification/route";
import * as spaceRevoke from "@/app/api/shared-spaces/[id]/revoke/route";
import * as spaceAnalyticsExport from "@/app/api/shared-spaces/[id]/analytics/export/route";
import * as sharedBeacons from "@/app/api/shared/[accessCode]/beacons/route";
import { VISITOR_COOKIE } from "@/lib/sharing/visitor-token";
import * as removedDocuments from "@/app/api/company/[id]/removed-documents/route";
import * as restoreRemoved from "@/app/api/company/[id]/removed-documents/[removedId]/restore/route";
import * as filesUsage from "@/app/api/files/usage/route";
import * as uploads from "@/app/api/files/uploads/route";
import * as uploadId from "@/app/api/files/uploads/[id]/route";
import * as uploadComplete from "@/app/api/files/uploads/[id]/complete/route";
import * as health from "@/app/api/health/route";
import * as forgotPassword from "@/app/api/auth/forgot-password/route";
import * as resetPassword from "@/app/api/auth/reset-password/route";
import * as verifyEmail from "@/app/api/auth/verify-email/route";
import * as verifyResend from "@/app/api/auth/verify-email/resend/route";
import * as accountEmail from "@/app/api/account/email/route";
import * as cronEmail from "@/app/api/cron/email/route";
import * as cronExpiry from "@/app/api/cron/expiry/route";
import * as account from "@/app/api/account/route";
import * as accountPassword from "@/app/api/account/password/route";
import * as accountSessions from "@/app/api/account/sessions/route";
import * as accountTwoFactor from "@/app/api/account/two-factor/route";
import * as accountExport from "@/app/api/account/export/route";
import * as accountAvatar from "@/app/api/account/avatar/route";
import * as assignment from "@/app/api/progress/[taskId]/assignment/route";
import * as versions from "@/app/api/progress/[taskId]/versions/route";
import * as restoreVersion from "@/app/api/progress/[taskId]/versions/[versionId]/restore/route";
import * as assignments from "@/app/api/company/assignments/route";
import * as myTasks from "@/app/api/company/my-tasks/route";
import * as activity from "@/app/api/company/activity/route";
import * as cronReminders from "@/app/api/cron/reminders/route";
import * as memberships from "@/app/api/memberships/route";
import * as currentCompany from "@/app/api/memberships/current/route";
import * as members from "@/app/api/company/[id]/members/route";
import * as memberId from "@/app/api/company/[id]/members/[userId]/route";
import * as transfer from "@/app/api/company/[id]/transfer/route";
import * as invitations from "@/app/api/company/[id]/invitations/route";
import * as invitationId from "@/app/api/company/[id]/invitations/[invitationId]/route";
import * as invitationResend from "@/app/api/company/[id]/invitations/[invitationId]/resend/route";
import * as acceptInvitation from "@/app/api/invitations/[token]/route";
import * as notifications from "@/app/api/notifications/route";
import * as notificationsSeen from "@/app/api/notifications/seen/route";
import * as notificationPrefs from "@/app/api/account/notifications/route";
import * as cronDigest from "@/app/api/cron/digest/route";
import { documentKey } from "@/lib/domain/documents";
import { PDF_BYTES, uploadForm } from "@/tests/helpers/files";
import type { Tenant } from "./fixtures";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handler = (req: never, ctx: never) => Response | Promise<Response>;
type Module = Record<string, unknown>;

/**
 * One row per (method, route file). `route` mirrors the directory under app/ ("/api/company/[id]")
 * so the disk walk in route-table.test.ts can prove no route file or method is missing.
 * The factories get the tenant whose ids go into the request (`target`) and the caller (`actor`):
 * the isolation matrix calls them with target = A and actor = B.
 */
export interface RouteEntry {
  method: Method;
  route: string;
  module: Module;
  /** session: cookie auth; public: anyone; nextauth: next-auth's own catch-all. */
  auth: "session" | "public" | "nextauth";
  /** Listed in SPEC.md section 7, or one of the file routes the issue names. */
  contract: boolean;
  /** Changes stored state (fuzzed by fuzz-*.test.ts). */
  mutating: boolean;
  params?: (target: Tenant, actor: Tenant) => Record<string, string | string[]>;
  query?: (target: Tenant, actor: Tenant) => Record<string, string>;
  body?: (target: Tenant, actor: Tenant) => unknown;
  form?: (target: Tenant, actor: Tenant) => FormData;
  /** Extra cookies the actor's browser sends (the visitor's file token), beside its session. */
  cookie?: (target: Tenant, actor: Tenant) => string;
  /** The caller needs a session of its own that the call may end (logout). */
  freshSession?: boolean;
  /**
   * What B gets with A's ids. "not-yours": 404 or 403 (an A id is in the request). Otherwise the
   * request carries no A id the route could honour, and the listed statuses are the expected answer
   * (B's own data, or a refusal), checked together with "no A data in the answer".
   */
  crossTenant: "not-yours" | number[];
  /**
   * false: cannot be called in-process (next-auth's catch-all reads next/headers, which needs
   * Next's request scope); it is exercised over HTTP by the e2e specs instead.
   */
  inProcess?: false;
  /** Extra label for routes listed twice (the four team lists). */
  variant?: string;
  /**
   * Left out of the positive control (the same request with one's own ids), with the reason: the
   * ownership transfer would hand the control tenant's company away from the rows after it.
   */
  noOwnControl?: string;
}

const doc0 = (t: Tenant) => documentKey(t.taskId, 0);
const AVATAR_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(32).fill(1)]);

export const ROUTES: RouteEntry[] = [
  // ---------------------------------------------------------------- auth
  {
    method: "GET",
    route: "/api/auth/[...nextauth]",
    module: nextAuth,
    auth: "nextauth",
    contract: false,
    mutating: false,
    inProcess: false,
    params: () => ({ nextauth: ["session"] }),
    crossTenant: [200],
  },
  {
    method: "POST",
    route: "/api/auth/[...nextauth]",
    module: nextAuth,
    auth: "nextauth",
    contract: false,
    mutating: true,
    inProcess: false,
    params: () => ({ nextauth: ["signout"] }),
    crossTenant: [200, 302, 307],
  },
  // Registering A's email is refused as a duplicate; A's row stays as it is.
  {
    method: "POST",
    route: "/api/auth/register",
    module: register,
    auth: "public",
    contract: false,
    mutating: true,
    body: (t) => ({ email: t.user.email, password: "another password" }),
    crossTenant: [409],
  },
  { method: "GET", route: "/api/auth/user", module: authUser, auth: "session", contract: true, mutating: false, crossTenant: [200] },
  { method: "GET", route: "/api/health", module: health, auth: "public", contract: false, mutating: false, crossTenant: [200, 503] },
  { method: "GET", route: "/api/login", module: login, auth: "public", contract: true, mutating: false, crossTenant: [302, 307] },
  {
    method: "GET",
    route: "/api/logout",
    module: logout,
    auth: "public",
    contract: true,
    mutating: true,
    freshSession: true,
    crossTenant: [302, 307],
  },
  // The cross-site confirm form's POST: without the session-bound token it is refused.
  {
    method: "POST",
    route: "/api/logout",
    module: logout,
    auth: "public",
    contract: false,
    mutating: true,
    freshSession: true,
    form: () => {
      const f = new FormData();
      f.set("token", "not-the-token");
      return f;
    },
    crossTenant: [403],
  },

  // ---------------------------------------------------------------- email (issue 16)
  // Anyone may ask for a reset link to any address (same answer either way); only the mailbox can use it.
  {
    method: "POST",
    route: "/api/auth/forgot-password",
    module: forgotPassword,
    auth: "public",
    contract: false,
    mutating: true,
    body: (t) => ({ email: t.user.email }),
    crossTenant: [200],
  },
  // Tokens name their own user: a guessed one is refused, and a body naming A changes nothing of A's.
  {
    method: "GET",
    route: "/api/auth/reset-password",
    module: resetPassword,
    auth: "public",
    contract: false,
    mutating: false,
    query: () => ({ token: "guessed-token-0000000000000000000000000000" }),
    crossTenant: [200],
  },
  {
    method: "POST",
    route: "/api/auth/reset-password",
    module: resetPassword,
    auth: "public",
    contract: false,
    mutating: true,
    body: (t) => ({ token: "guessed-token-0000000000000000000000000000", password: "taken over passphrase", userId: t.user.id, email: t.user.email }),
    crossTenant: [400],
  },
  {
    method: "POST",
    route: "/api/auth/verify-email",
    module: verifyEmail,
    auth: "public",
    contract: false,
    mutating: true,
    body: (t) => ({ token: "guessed-token-0000000000000000000000000000", userId: t.user.id }),
    crossTenant: [400],
  },
  // B's own account only.
  {
    method: "POST",
    route: "/api/auth/verify-email/resend",
    module: verifyResend,
    auth: "session",
    contract: false,
    mutating: true,
    body: (t) => ({ userId: t.user.id, email: t.user.email }),
    crossTenant: [200],
  },
  { method: "GET", route: "/api/account/email", module: accountEmail, auth: "session", contract: false, mutating: false, crossTenant: [200] },
  // B asking to move to A's address without B's password is refused before anything is looked up.
  {
    method: "POST",
    route: "/api/account/email",
    module: accountEmail,
    auth: "session",
    contract: false,
    mutating: true,
    body: (t) => ({ email: t.user.email, userId: t.user.id }),
    crossTenant: [400],
  },
  {
    method: "DELETE",
    route: "/api/account/email",
    module: accountEmail,
    auth: "session",
    contract: false,
    mutating: true,
    body: (t) => ({ userId: t.user.id }),
    crossTenant: [200],
  },
  // Off (404) without CRON_SECRET, as in these suites; its drain is tested in app/api/account/email/email.test.ts.
  { method: "GET", route: "/api/cron/email", module: cronEmail, auth: "public", contract: false, mutating: false, crossTenant: [404] },
  { method: "POST", route: "/api/cron/email", module: cronEmail, auth: "public", contract: false, mutating: false, crossTenant: [404] },
  { method: "GET", route: "/api/cron/expiry", module: cronExpiry, auth: "public", contract: false, mutating: false, crossTenant: [404] },
  { method: "POST", route: "/api/cron/expiry", module: cronExpiry, auth: "public", contract: false, mutating: false, crossTenant: [404] },

  // ---------------------------------------------------------------- company and team
  { method: "GET", route: "/api/company", module: company, auth: "session", contract: true, mutating: false, crossTenant: [200] },
  // B already has a company (409); smuggling A's user id is refused by the strict schema (400).
  {
    method: "POST",
    route: "/api/company",
    module: company,
    auth: "session",
    contract: true,
    mutating: true,
    body: (t) => ({ name: "Takeover", userId: t.user.id }),
    crossTenant: [400, 409],
  },
  {
    method: "PUT",
    route: "/api/company/[id]",
    module: companyId,
    auth: "session",
    contract: true,
    mutating: true,
    params: (t) => ({ id: t.companyId }),
    body: () => ({ company: { name: "Renamed by someone else", targetFunding: "1" } }),
    crossTenant: "not-yours",
  },
  {
    method: "GET",
    route: "/api/company/[id]/team",
    module: team,
    auth: "session",
    contract: true,
    mutating: false,
    params: (t) => ({ id: t.companyId }),
    crossTenant: "not-yours",
  },
  ...(["founders", "employees", "advisors", "investors"] as const).map((kind): RouteEntry => ({
    method: "PUT",
    route: "/api/company/[id]/[kind]",
    variant: kind,
    module: companyKind,
    auth: "session",
    contract: true,
    mutating: true,
    params: (t) => ({ id: t.companyId, kind }),
    body: () => ({ [kind]: [{ name: "Planted entry" }] }),
    crossTenant: "not-yours",
  })),

  // ---------------------------------------------------------------- members and invitations (issue 19)
  { method: "GET", route: "/api/memberships", module: memberships, auth: "session", contract: false, mutating: false, crossTenant: [200] },
  // Picking A's company as the current one: B is no member, so 404 and no cookie.
  {
    method: "PUT",
    route: "/api/memberships/current",
    module: currentCompany,
    auth: "session",
    contract: false,
    mutating: true,
    body: (t) => ({ companyId: t.companyId }),
    crossTenant: "not-yours",
  },
  {
    method: "GET",
    route: "/api/company/[id]/members",
    module: members,
    auth: "session",
    contract: false,
    mutating: false,
    params: (t) => ({ id: t.companyId }),
    crossTenant: "not-yours",
  },
  {
    method: "PATCH",
    route: "/api/company/[id]/members/[userId]",
    module: memberId,
    auth: "session",
    contract: false,
    mutating: true,
    params: (t) => ({ id: t.companyId, userId: t.memberId }),
    body: () => ({ role: "editor" }),
    crossTenant: "not-yours",
  },
  {
    method: "GET",
    route: "/api/company/[id]/invitations",
    module: invitations,
    auth: "session",
    contract: false,
    mutating: false,
    params: (t) => ({ id: t.companyId }),
    crossTenant: "not-yours",
  },
  {
    method: "POST",
    route: "/api/company/[id]/invitations",
    module: invitations,
    auth: "session",
    contract: false,
    mutating: true,
    params: (t) => ({ id: t.companyId }),
    body: (t) => ({ email: `planted-${t.marker}@example.com`, role: "editor" }),
    crossTenant: "not-yours",
  },
  {
    method: "POST",
    route: "/api/company/[id]/invitations/[invitationId]/resend",
    module: invitationResend,
    auth: "session",
    contract: false,
    mutating: true,
    params: (t) => ({ id: t.companyId, invitationId: t.invitationId }),
    crossTenant: "not-yours",
  },
  // Only the raw token (mailed to the invitee) opens an invitation; an id or a guess opens nothing.
  {
    method: "POST",
    route: "/api/invitations/[token]",
    module: acceptInvitation,
    auth: "session",
    contract: false,
    mutating: true,
    params: (t) => ({ token: `${t.invitationId}-guessed-token` }),
    crossTenant: [404],
  },

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

  // The 30-day trash (issue 13): another company's id (or an entry that is not yours) is a 404.
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

  // ---------------------------------------------------------------- shared spaces (founder side)
  { method: "GET", route: "/api/shared-spaces", module: spaces, auth: "session", contract: true, mutating: false, crossTenant: [200] },
  {
    method: "POST",
    route: "/api/shared-spaces",
    module: spaces,
    auth: "session",
    contract: true,
    mutating: true,
    body: (t) => ({ companyId: t.companyId, name: "Exfiltration room", items: [{ itemType: "task", itemId: t.taskId }] }),
    crossTenant: "not-yours",
  },
  {
    method: "PATCH",
    route: "/api/shared-spaces/[id]",
    module: spaceId,
    auth: "session",
    contract: true,
    mutating: true,
    params: (t) => ({ id: t.spaceId }),
    body: (t) => ({ name: "Hijacked", items: [{ itemType: "task", itemId: t.taskId }] }),
    crossTenant: "not-yours",
  },
  {
    method: "POST",
    route: "/api/shared-spaces/[id]/items",
    module: spaceItems,
    auth: "session",
    contract: true,
    mutating: true,
    params: (t) => ({ id: t.spaceId }),
    body: (t) => ({ items: [{ itemType: "phase", itemId: t.phaseId }] }),
    crossTenant: "not-yours",
  },
  {
    method: "GET",
    route: "/api/shared-spaces/[id]/access-logs",
    module: accessLogs,
    auth: "session",
    contract: true,
    mutating: false,
    params: (t) => ({ id: t.spaceId }),
    crossTenant: "not-yours",
  },
  {
    method: "DELETE",
    route: "/api/shared-spaces/[id]",
    module: spaceId,
    auth: "session",
    contract: true,
    mutating: true,
    params: (t) => ({ id: t.spaceId }),
    crossTenant: "not-yours",
  },
  // Issue 17 gate: "Revoke now" on A's space is a 404 for B.
  {
    method: "POST",
    route: "/api/shared-spaces/[id]/revoke",
    module: spaceRevoke,
    auth: "session",
    contract: false,
    mutating: true,
    params: (t) => ({ id: t.spaceId }),
    crossTenant: "not-yours",
  },
  // Issue 17 analytics: A's space's CSV is a 404 for B.
  {
    method: "GET",
    route: "/api/shared-spaces/[id]/analytics/export",
    module: spaceAnalyticsExport,
    auth: "session",
    contract: false,
    mutating: false,
    params: (t) => ({ id: t.spaceId }),
    crossTenant: "not-yours",
  },

  // Company removal of people and invitations goes with the other deletes.
  {
    method: "DELETE",
    route: "/api/company/[id]/invitations/[invitationId]",
    module: invitationId,
    auth: "session",
    contract: false,
    mutating: true,
    params: (t) => ({ id: t.companyId, invitationId: t.invitationId }),
    crossTenant: "not-yours",
  },
  {
    method: "DELETE",
    route: "/api/company/[id]/members/[userId]",
    module: memberId,
    auth: "session",
    contract: false,
    mutating: true,
    params: (t) => ({ id: t.companyId, userId: t.memberId }),
    crossTenant: "not-yours",
  },
  {
    method: "POST",
    route: "/api/company/[id]/transfer",
    module: transfer,
    auth: "session",
    contract: false,
    mutating: true,
    params: (t) => ({ id: t.companyId }),
    body: (t) => ({ userId: t.heirId }),
    crossTenant: "not-yours",
    noOwnControl: "hands the company away; app/api/company/members.test.ts checks a successful transfer",
  },

  // ---------------------------------------------------------------- shared spaces (visitor side)
  // A's space id is not its code: the id of A's space opens nothing.
  {
    method: "GET",
    route: "/api/shared/[accessCode]",
    module: shared,
    auth: "public",
    contract: true,
    mutating: true,
    params: (t) => ({ accessCode: t.spaceId }),
    query: (_t, a) => ({ email: a.visitorEmail }),
    crossTenant: "not-yours",
  },
  // Issue 17 gate: the visit with the gate's answers, and a code request; A's space id is not its code.
  {
    method: "POST",
    route: "/api/shared/[accessCode]",
    module: shared,
    auth: "public",
    contract: false,
    mutating: true,
    params: (t) => ({ accessCode: t.spaceId }),
    body: (_t, a) => ({ email: a.visitorEmail }),
    crossTenant: "not-yours",
  },
  {
    method: "POST",
    route: "/api/shared/[accessCode]/verification",
    module: sharedVerification,
    auth: "public",
    contract: false,
    mutating: true,
    params: (t) => ({ accessCode: t.spaceId }),
    body: (_t, a) => ({ email: a.visitorEmail }),
    crossTenant: "not-yours",
  },
  // B's own live space and B's visitor token, asking for A's file.
  {
    method: "GET",
    route: "/api/shared/[accessCode]/files/[fileId]",
    module: sharedFile,
    auth: "public",
    contract: true,
    mutating: false,
    params: (t, a) => ({ accessCode: a.accessCode, fileId: t.fileId }),
    cookie: (_t, a) => `${VISITOR_COOKIE}=${a.visitorToken}`,
    crossTenant: "not-yours",
  },
  // Issue 17 analytics: B's own space and visit, page times for A's file: refused (404), nothing written.
  {
    method: "POST",
    route: "/api/shared/[accessCode]/beacons",
    module: sharedBeacons,
    auth: "public",
    contract: false,
    mutating: true,
    params: (_t, a) => ({ accessCode: a.accessCode }),
    cookie: (_t, a) => `${VISITOR_COOKIE}=${a.visitorToken}`,
    body: (t) => ({ events: [{ fileId: t.fileId, page: 1, ms: 1000 }] }),
    crossTenant: "not-yours",
  },

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
  // Issue 22: the storage figure; B asking with A's company id gets 404.
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
  // Issue 15, direct uploads: B starting one for A's company, or sending bytes to / completing A's, is a 404.
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
  // ---------------------------------------------------------------- work (issue 19): A's company id in the query or body is a 404
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
  // Issue 17, document versions: A's company id in the query or body is a 404.
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

  // ---------------------------------------------------------------- the caller's own account (issue 16): no ids, so A's can only be in bodies
  { method: "GET", route: "/api/account", module: account, auth: "session", contract: false, mutating: false, crossTenant: [200] },
  {
    method: "PATCH",
    route: "/api/account",
    module: account,
    auth: "session",
    contract: false,
    mutating: true,
    body: () => ({ firstName: "Renamed", lastName: "" }),
    crossTenant: [200],
  },
  // A's email as the typed confirmation deletes nothing (it is not B's); called as the target itself, a wrong confirmation.
  {
    method: "DELETE",
    route: "/api/account",
    module: account,
    auth: "session",
    contract: false,
    mutating: true,
    body: (t, a) => ({ confirm: t === a ? "not my email" : t.user.email }),
    crossTenant: [400],
  },
  {
    method: "POST",
    route: "/api/account/password",
    module: accountPassword,
    auth: "session",
    contract: false,
    mutating: true,
    body: () => ({ currentPassword: "not the password", newPassword: "a brand new passphrase" }),
    crossTenant: [400],
  },
  { method: "GET", route: "/api/account/sessions", module: accountSessions, auth: "session", contract: false, mutating: false, crossTenant: [200] },
  {
    method: "GET",
    route: "/api/account/two-factor",
    module: accountTwoFactor,
    auth: "session",
    contract: false,
    mutating: false,
    crossTenant: [200],
  },
  {
    method: "POST",
    route: "/api/account/two-factor",
    module: accountTwoFactor,
    auth: "session",
    contract: false,
    mutating: true,
    crossTenant: [200, 409],
  },
  {
    method: "PUT",
    route: "/api/account/two-factor",
    module: accountTwoFactor,
    auth: "session",
    contract: false,
    mutating: true,
    body: () => ({ code: "000000" }),
    crossTenant: [400, 409],
  },
  {
    method: "DELETE",
    route: "/api/account/two-factor",
    module: accountTwoFactor,
    auth: "session",
    contract: false,
    mutating: true,
    body: () => ({ password: "not the password" }),
    crossTenant: [400],
  },
  { method: "GET", route: "/api/account/export", module: accountExport, auth: "session", contract: false, mutating: false, crossTenant: [200] },
  {
    method: "PUT",
    route: "/api/account/avatar",
    module: accountAvatar,
    auth: "session",
    contract: false,
    mutating: true,
    form: () => uploadForm(null, AVATAR_PNG, "me.png"),
    crossTenant: [200],
  },
  { method: "GET", route: "/api/account/avatar", module: accountAvatar, auth: "session", contract: false, mutating: false, crossTenant: [200, 404] },
  { method: "DELETE", route: "/api/account/avatar", module: accountAvatar, auth: "session", contract: false, mutating: true, crossTenant: [200] },
  // ---------------------------------------------------------------- notifications (issue 17): the caller's own list and switches
  { method: "GET", route: "/api/notifications", module: notifications, auth: "session", contract: false, mutating: false, crossTenant: [200] },
  {
    method: "POST",
    route: "/api/notifications/seen",
    module: notificationsSeen,
    auth: "session",
    contract: false,
    mutating: true,
    crossTenant: [200],
  },
  {
    method: "GET",
    route: "/api/account/notifications",
    module: notificationPrefs,
    auth: "session",
    contract: false,
    mutating: false,
    crossTenant: [200],
  },
  // A's company id: B is no member there (404). It turns reminders on, the default, so a viewer allowed to call it changes no row of the company.
  {
    method: "PATCH",
    route: "/api/account/notifications",
    module: notificationPrefs,
    auth: "session",
    contract: false,
    mutating: true,
    body: (t) => ({ taskReminders: { companyId: t.companyId, enabled: true } }),
    crossTenant: "not-yours",
  },
  // Off (404) without CRON_SECRET, as in these suites; tested in app/api/notifications/notifications.test.ts.
  { method: "GET", route: "/api/cron/digest", module: cronDigest, auth: "public", contract: false, mutating: false, crossTenant: [404] },
  { method: "POST", route: "/api/cron/digest", module: cronDigest, auth: "public", contract: false, mutating: false, crossTenant: [404] },
  // Last on purpose: "Sign out everywhere" ends every session of the caller, the one the rows above use too.
  {
    method: "DELETE",
    route: "/api/account/sessions",
    module: accountSessions,
    auth: "session",
    contract: false,
    mutating: true,
    freshSession: true,
    crossTenant: [200],
  },
];

/** The rows the in-process suites (isolation matrix, fuzzing) call. */
export const IN_PROCESS_ROUTES = ROUTES.filter((entry) => entry.inProcess !== false);

export function handlerOf(entry: RouteEntry): Handler {
  const handler = entry.module[entry.method];
  if (typeof handler !== "function") throw new Error(`${entry.method} ${entry.route}: the route module exports no ${entry.method}`);
  return handler as Handler;
}

export const routeLabel = (entry: RouteEntry) => `${entry.method} ${entry.route}${entry.variant ? ` (${entry.variant})` : ""}`;

/** A concrete path for the entry: each [param] / [...param] replaced by its value. */
export function pathOf(entry: RouteEntry, params: Record<string, string | string[]>): string {
  return entry.route.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_m, name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value.map(encodeURIComponent).join("/") : encodeURIComponent(value ?? "");
  });
}
