import { z } from "zod";
import { credentialsSchema, PASSWORD_MAX_LENGTH, registerSchema } from "@/lib/account/schema/auth";
import { fieldLabels, fieldMessages } from "@/lib/messages/forms";

/** A link token's longest accepted length: the tokens we mint are far shorter, so a longer one is no token of ours. */
const TOKEN_MAX_LENGTH = 200;

/** Input of the email routes; the email and new-password rules are register's own (./auth.ts). */
const token = z
  .string({ error: fieldMessages.tokenRequired })
  .min(1, fieldMessages.tokenRequired)
  .max(TOKEN_MAX_LENGTH, fieldMessages.tooLong(fieldLabels.token, TOKEN_MAX_LENGTH));

export const forgotPasswordSchema = z.object({ email: credentialsSchema.shape.email });
export const resetPasswordSchema = z.object({ token, password: registerSchema.shape.password });
export const verifyEmailSchema = z.object({ token });
export const changeEmailSchema = z.object({
  email: credentialsSchema.shape.email,
  password: z.string().max(PASSWORD_MAX_LENGTH, fieldMessages.tooLong(fieldLabels.password, PASSWORD_MAX_LENGTH)).optional(),
});

/** The /reset-password form: the new password twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({ password: registerSchema.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: fieldMessages.passwordsDoNotMatch });
