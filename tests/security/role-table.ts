import { can, type Action, type Role } from "@/lib/team/rules/roles";

/**
 * The role dimension, one row per company-scoped route of the route table (routes/,
 * by label): the action the route needs. Everything the role matrix expects is generated from
 * this table and lib/team/rules/roles.ts. `consumes`: a success uses the target up, and a second
 * allowed caller gets this status: 404 when it is gone (a delete, a restore, a completed upload),
 * 409 when the same items are already in the space.
 */
export const ROLE_TABLE: Record<string, { action: Action; consumes?: 404 | 409 }> = {
  "PUT /api/company/[id]": { action: "write" },
  "GET /api/company/[id]/team": { action: "read" },
  "PUT /api/company/[id]/[kind] (founders)": { action: "write" },
  "PUT /api/company/[id]/[kind] (employees)": { action: "write" },
  "PUT /api/company/[id]/[kind] (advisors)": { action: "write" },
  "PUT /api/company/[id]/[kind] (investors)": { action: "write" },
  "GET /api/company/[id]/phases/[phaseId]/progress": { action: "read" },
  "GET /api/company/[id]/phases/progress/batch": { action: "read" },
  "GET /api/company/[id]/progress": { action: "read" },
  "POST /api/progress": { action: "write" },
  "GET /api/company/[id]/removed-documents": { action: "read" },
  "POST /api/company/[id]/removed-documents/[removedId]/restore": { action: "write", consumes: 404 },
  "POST /api/shared-spaces": { action: "share" },
  // The create dialog's preview: whoever may create the space may see it first.
  "POST /api/shared-spaces/preview": { action: "share" },
  "PATCH /api/shared-spaces/[id]": { action: "share" },
  "POST /api/shared-spaces/[id]/items": { action: "share", consumes: 409 },
  "GET /api/shared-spaces/[id]/access-logs": { action: "read" },
  "GET /api/shared-spaces/[id]/analytics/export": { action: "read" },
  // Any member may see what investors see ("Preview as investor").
  "GET /api/shared/[accessCode]/preview": { action: "read" },
  "POST /api/shared-spaces/[id]/revoke": { action: "share" },
  "DELETE /api/shared-spaces/[id]": { action: "share", consumes: 404 },
  "POST /api/files": { action: "write" },
  "GET /api/files/usage": { action: "read" },
  "POST /api/files/uploads": { action: "write" },
  "PUT /api/files/uploads/[id]": { action: "write" },
  "POST /api/files/uploads/[id]/complete": { action: "write", consumes: 404 },
  "GET /api/files/[id]": { action: "read" },
  "GET /api/company/[id]/progress/expiring": { action: "read" },
  "PATCH /api/progress/[taskId]/assignment": { action: "write" },
  "GET /api/progress/[taskId]/versions": { action: "read" },
  "POST /api/progress/[taskId]/versions/[versionId]/restore": { action: "write", consumes: 404 },
  "PUT /api/memberships/current": { action: "read" },
  "GET /api/company/[id]/members": { action: "read" },
  "PATCH /api/company/[id]/members/[userId]": { action: "manageMembers" },
  "GET /api/company/[id]/invitations": { action: "manageMembers" },
  "POST /api/company/[id]/invitations": { action: "manageMembers" },
  "POST /api/company/[id]/invitations/[invitationId]/resend": { action: "manageMembers" },
  "DELETE /api/company/[id]/invitations/[invitationId]": { action: "manageMembers", consumes: 404 },
  "DELETE /api/company/[id]/members/[userId]": { action: "manageMembers", consumes: 404 },
  "POST /api/company/[id]/transfer": { action: "transferOwnership", consumes: 404 },
  // Every member may turn their own task reminders on or off.
  "PATCH /api/account/notifications": { action: "read" },
};

export const ACTORS = ["other company", "removed member", "viewer", "editor", "owner"] as const;
export type Actor = (typeof ACTORS)[number];

const SUCCESS = [200, 201, 204];

/**
 * The expected answer of `actor` on a route: another company and a removed member get 404 (no
 * probing ids), a member whose role lacks the action 403, an allowed member success, or the
 * row's `consumes` status when an earlier allowed caller already used the target up.
 */
export function expectedStatus(label: string, actor: Actor, consumedBefore: boolean): number[] {
  const row = ROLE_TABLE[label];
  if (actor === "other company" || actor === "removed member") return [404];
  if (!can(actor as Role, row.action)) return [403];
  return consumedBefore ? [row.consumes ?? 404] : SUCCESS;
}
