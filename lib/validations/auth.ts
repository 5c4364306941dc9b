import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;

const email = z.string().trim().toLowerCase().pipe(z.email("Invalid email")).pipe(z.string().max(254));

export const credentialsSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(200),
});

const optionalName = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);

export const registerSchema = z.object({
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, "Password must be at most 200 characters"),
  firstName: optionalName,
  lastName: optionalName,
});
export type RegisterInput = z.infer<typeof registerSchema>;
