import * as spaces from "@/app/api/shared-spaces/route";
import * as spacePreview from "@/app/api/shared-spaces/preview/route";
import * as spaceId from "@/app/api/shared-spaces/[id]/route";
import * as accessLogs from "@/app/api/shared-spaces/[id]/access-logs/route";
import * as spaceItems from "@/app/api/shared-spaces/[id]/items/route";
import * as shared from "@/app/api/shared/[accessCode]/route";
import * as sharedFile from "@/app/api/shared/[accessCode]/files/[fileId]/route";
import * as sharedVerification from "@/app/api/shared/[accessCode]/verification/route";
import * as spaceRevoke from "@/app/api/shared-spaces/[id]/revoke/route";
import * as spaceAnalyticsExport from "@/app/api/shared-spaces/[id]/analytics/export/route";
import * as sharedBeacons from "@/app/api/shared/[accessCode]/beacons/route";
import * as sharedPreview from "@/app/api/shared/[accessCode]/preview/route";
import * as sharedReturning from "@/app/api/shared/[accessCode]/returning/route";
import { VISITOR_COOKIE } from "@/lib/visitor/token";
import * as memberId from "@/app/api/company/[id]/members/[userId]/route";
import * as transfer from "@/app/api/company/[id]/transfer/route";
import * as invitationId from "@/app/api/company/[id]/invitations/[invitationId]/route";
import type { RouteEntry } from "./types";

/** Shared spaces: the founder's side, then the visitor's. */
export const SPACE_ROUTES: RouteEntry[] = [
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
  // "Preview as investor" from the create dialog: A's company's draft previewed by B is a 404. It
  // writes nothing, but takes the create body, so it is fuzzed with the mutating routes.
  {
    method: "POST",
    route: "/api/shared-spaces/preview",
    module: spacePreview,
    auth: "session",
    contract: false,
    mutating: true,
    body: (t) => ({ companyId: t.companyId, name: "Peek", items: [{ itemType: "task", itemId: t.taskId }] }),
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
  // "Preview as investor": A's code previewed by B (a member of another company) is a 404. Listed
  // before the delete and the revoke: a revoked space previews as its visitors see it (410).
  {
    method: "GET",
    route: "/api/shared/[accessCode]/preview",
    module: sharedPreview,
    auth: "session",
    contract: false,
    mutating: false,
    params: (t) => ({ accessCode: t.accessCode }),
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
  // The visitor gate: "Revoke now" on A's space is a 404 for B.
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
  // Space analytics: A's space's CSV is a 404 for B.
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
  // The visitor gate: the visit with the gate's answers, and a code request; A's space id is not its code.
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
  // A's code from a browser B never verified in: not remembered, whatever the code.
  {
    method: "POST",
    route: "/api/shared/[accessCode]/returning",
    module: sharedReturning,
    auth: "public",
    contract: false,
    mutating: true,
    params: (t) => ({ accessCode: t.accessCode }),
    crossTenant: [401],
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
  // The viewer's Download check: the same refusal, no bytes.
  {
    method: "HEAD",
    route: "/api/shared/[accessCode]/files/[fileId]",
    module: sharedFile,
    auth: "public",
    contract: false,
    mutating: false,
    params: (t, a) => ({ accessCode: a.accessCode, fileId: t.fileId }),
    cookie: (_t, a) => `${VISITOR_COOKIE}=${a.visitorToken}`,
    crossTenant: "not-yours",
  },
  // Space analytics: B's own space and visit, page times for A's file: refused (404), nothing written.
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
];
