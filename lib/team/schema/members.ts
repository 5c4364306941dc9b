import { z } from "zod";
import { ASSIGNABLE_ROLES, ROLES } from "@/lib/team/rules/roles";
import { uuid } from "@/lib/validations/common";
import { emailField } from "@/lib/account/schema/auth";
import { validation } from "@/lib/messages/forms";

/** POST /api/company/{id}/invitations: the owner invites one address with a role. */
export const inviteSchema = z.strictObject({
  email: emailField,
  role: z.enum(ASSIGNABLE_ROLES, { error: validation.chooseRole }),
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** PATCH /api/company/{id}/members/{userId} */
export const roleChangeSchema = z.strictObject({ role: z.enum(ASSIGNABLE_ROLES, { error: validation.chooseRole }) });

/** POST /api/company/{id}/transfer */
export const transferSchema = z.strictObject({ userId: uuid });

/** PUT /api/memberships/current: the company picked in the navigation bar. */
export const currentCompanySchema = z.strictObject({ companyId: uuid });

export const roleSchema = z.enum(ROLES);

/** One member of GET /api/company/{id}/members (and of every member mutation's answer). */
export const memberResponse = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: roleSchema,
  joinedAt: z.string(),
});
export type MemberJson = z.output<typeof memberResponse>;
export const memberListResponse = z.object({ data: z.array(memberResponse) });
export type MemberListResponse = z.output<typeof memberListResponse>;

/** One invitation of GET /api/company/{id}/invitations; POST and resend answer one. */
export const invitationResponse = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(["pending", "expired"]),
});
export type InvitationJson = z.output<typeof invitationResponse>;
export const invitationListResponse = z.object({ data: z.array(invitationResponse) });
export type InvitationListResponse = z.output<typeof invitationListResponse>;

/** One company of GET /api/memberships (the navigation bar's picker). */
export const membershipResponse = z.object({
  companyId: z.string(),
  name: z.string(),
  role: roleSchema,
  current: z.boolean(),
});
export type MembershipJson = z.output<typeof membershipResponse>;
export const membershipListResponse = z.object({ data: z.array(membershipResponse) });
export type MembershipListResponse = z.output<typeof membershipListResponse>;

/** POST /api/invitations/{token}: the company joined. */
export const acceptedInvitationResponse = z.object({ companyId: z.string(), companyName: z.string() });
export type AcceptedInvitation = z.output<typeof acceptedInvitationResponse>;
