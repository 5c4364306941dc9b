import { z } from "zod";
import { credentialsSchema, registerSchema } from "@/lib/validations/auth";

/** Input of the email routes; the email and new-password rules are register's own (lib/validations/auth.ts). */
const token = z.string({ error: "Token is required" }).min(1, "Token is required").max(200, "Token must be at most 200 characters");

export const forgotPasswordSchema = z.object({ email: credentialsSchema.shape.email });
export const resetPasswordSchema = z.object({ token, password: registerSchema.shape.password });
export const verifyEmailSchema = z.object({ token });
export const changeEmailSchema = z.object({
  email: credentialsSchema.shape.email,
  password: z.string().max(200, "Password must be at most 200 characters").optional(),
});

/** The /reset-password form: the new password twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({ password: registerSchema.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "Passwords do not match" });
