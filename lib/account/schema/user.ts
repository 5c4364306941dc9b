import { z } from "zod";

/**
 * What GET /api/auth/user answers: the signed-in user. A server page hands the same shape to the
 * browser's cache with `companyCount` added (the picker shows past one company).
 */
export const currentUserResponse = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  companyCount: z.number().int().optional(),
});
export type CurrentUser = z.output<typeof currentUserResponse>;
