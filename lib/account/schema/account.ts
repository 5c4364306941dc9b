import { z } from "zod";
import { accountMessages } from "@/lib/messages/account";
import { fieldLabels, fieldMessages } from "@/lib/messages/forms";
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, registerSchema } from "./auth";

const name = (label: string) =>
  z
    .string({ error: fieldMessages.notText(label) })
    .trim()
    .max(NAME_MAX_LENGTH, fieldMessages.tooLong(label, NAME_MAX_LENGTH));

export const profileNameSchema = z.strictObject({
  firstName: name(fieldLabels.firstName),
  lastName: name(fieldLabels.lastName),
});
export type ProfileNameInput = z.infer<typeof profileNameSchema>;

const currentPassword = z
  .string({ error: fieldMessages.passwordRequired })
  .min(1, fieldMessages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, fieldMessages.tooLong(fieldLabels.password, PASSWORD_MAX_LENGTH));

/** The new password follows the sign-up rules (length here, common-password check on the server). */
export const changePasswordSchema = z.strictObject({
  currentPassword,
  newPassword: registerSchema.shape.password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A 6-digit authenticator code, or a recovery code (xxxx-xxxx-xxxx); spaces ignored. */
export const twoFactorCode = z
  .string({ error: accountMessages.codeRequired })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().min(6, accountMessages.codeRequired).max(20, accountMessages.codeMalformed));

export const confirmTwoFactorSchema = z.strictObject({ code: twoFactorCode });
export const disableTwoFactorSchema = z.strictObject({ password: currentPassword });

export const deleteAccountSchema = z.strictObject({
  confirm: z.string({ error: accountMessages.deleteConfirmMismatch }).max(300),
});

/** One row of GET /api/account/sessions. */
/** One signed-in device of GET /api/account/sessions. */
export const sessionEntryResponse = z.object({
  id: z.string(),
  browser: z.string(),
  lastUsedAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type SessionEntry = z.output<typeof sessionEntryResponse>;
export const sessionListResponse = z.object({ data: z.array(sessionEntryResponse) });
export type SessionListResponse = z.output<typeof sessionListResponse>;

/** POST /api/account/two-factor: the secret to enrol, as text, URL and QR code. */
export const twoFactorSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() });
export type TwoFactorSetupJson = z.output<typeof twoFactorSetupResponse>;

/** PUT /api/account/two-factor: the one-time recovery codes. */
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesJson = z.output<typeof recoveryCodesResponse>;
