import { z } from "zod";
import { ASSIGNABLE_ROLES, ROLES } from "@/lib/domain/roles";
import { uuid } from "./common";
import { emailField } from "./auth";

/** POST /api/company/{id}/invitations: the owner invites one address with a role. */
export const inviteSchema = z.strictObject({
  email: emailField,
  role: z.enum(ASSIGNABLE_ROLES, { error: "Choose a role" }),
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** PATCH /api/company/{id}/members/{userId} */
export const roleChangeSchema = z.strictObject({ role: z.enum(ASSIGNABLE_ROLES, { error: "Choose a role" }) });

/** POST /api/company/{id}/transfer */
export const transferSchema = z.strictObject({ userId: uuid });

/** PUT /api/memberships/current: the company picked in the navigation bar. */
export const currentCompanySchema = z.strictObject({ companyId: uuid });

export const roleSchema = z.enum(ROLES);

export type MemberJson = {
  userId: string;
  name: string | null;
  email: string;
  role: z.infer<typeof roleSchema>;
  joinedAt: string;
};

export type InvitationJson = {
  id: string;
  email: string;
  role: z.infer<typeof roleSchema>;
  createdAt: string;
  expiresAt: string;
  status: "pending" | "expired";
};

export type MembershipJson = {
  companyId: string;
  name: string;
  role: z.infer<typeof roleSchema>;
  current: boolean;
};
