import * as company from "@/app/api/company/route";
import * as companyId from "@/app/api/company/[id]/route";
import * as companyKind from "@/app/api/company/[id]/[kind]/route";
import * as team from "@/app/api/company/[id]/team/route";
import * as memberships from "@/app/api/memberships/route";
import * as currentCompany from "@/app/api/memberships/current/route";
import * as members from "@/app/api/company/[id]/members/route";
import * as memberId from "@/app/api/company/[id]/members/[userId]/route";
import * as invitations from "@/app/api/company/[id]/invitations/route";
import * as invitationResend from "@/app/api/company/[id]/invitations/[invitationId]/resend/route";
import * as acceptInvitation from "@/app/api/invitations/[token]/route";
import type { RouteEntry } from "./types";

/** The company, its team lists, members and invitations. */
export const COMPANY_ROUTES: RouteEntry[] = [
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

  // ---------------------------------------------------------------- members and invitations
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
];
