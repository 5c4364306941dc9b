import { z } from "zod";
import { fieldLabels, fieldMessages, validation } from "@/lib/messages/forms";

export const PASSWORD_MIN_LENGTH = 8;

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;

const email = z
  .string({ error: fieldMessages.emailRequired })
  .trim()
  .toLowerCase()
  .pipe(z.email(validation.invalidEmail))
  .pipe(z.string().max(EMAIL_MAX_LENGTH, fieldMessages.tooLong(fieldLabels.email, EMAIL_MAX_LENGTH)));

export const credentialsSchema = z.object({
  email,
  password: z
    .string({ error: fieldMessages.passwordRequired })
    .min(1, fieldMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, fieldMessages.tooLong(fieldLabels.password, PASSWORD_MAX_LENGTH)),
});

const optionalName = (label: string) =>
  z
    .string({ error: fieldMessages.notText(label) })
    .trim()
    .max(NAME_MAX_LENGTH, fieldMessages.tooLong(label, NAME_MAX_LENGTH))
    .optional()
    .transform((v) => v || undefined);

export const registerSchema = z.object({
  email,
  password: z
    .string({ error: fieldMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, fieldMessages.passwordTooShort(PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_LENGTH, fieldMessages.tooLong(fieldLabels.password, PASSWORD_MAX_LENGTH)),
  firstName: optionalName(fieldLabels.firstName),
  lastName: optionalName(fieldLabels.lastName),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The normalised email field (trimmed, lower-case), for other forms that take an address. */
export const emailField = email;
