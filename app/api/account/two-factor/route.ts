import { readJson, withAuth } from "@/lib/api/handler";
import { assertPassword } from "@/lib/account/account";
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup, twoFactorStatus } from "@/lib/account/two-factor";
import { confirmTwoFactorSchema, disableTwoFactorSchema } from "@/lib/account/schema/account";
import type { RecoveryCodesJson, TwoFactorSetupJson } from "@/lib/account/schema/account";

export const GET = withAuth(async ({ user }) => twoFactorStatus({ userId: user.id }));

/** Starts enrolment: a new key as a QR code and as text. Nothing changes at sign-in until PUT confirms it. */
export const POST = withAuth(async ({ user }) => (await startTwoFactorSetup({ userId: user.id })) satisfies TwoFactorSetupJson);

/** Confirms enrolment with a code from the app; answers the 10 recovery codes, shown once. */
export const PUT = withAuth(async ({ req, user }) => {
  const { code } = await readJson(req, confirmTwoFactorSchema);
  return { recoveryCodes: await confirmTwoFactorSetup({ userId: user.id, code }) } satisfies RecoveryCodesJson;
});

/** Turns two-factor off; needs the password. */
export const DELETE = withAuth(async ({ req, user }) => {
  const { password } = await readJson(req, disableTwoFactorSchema);
  await assertPassword({ userId: user.id, password });
  await disableTwoFactor({ userId: user.id });
  return { enabled: false };
});
