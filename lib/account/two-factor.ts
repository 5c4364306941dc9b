import "server-only";
import { errorAnswers } from "@/lib/messages/requests";
import QRCode from "qrcode";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { accountMessages } from "@/lib/messages/account";
import {
  hashRecoveryCode,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  openSecret,
  RECOVERY_CODE_COUNT,
  sealSecret,
  totpFor,
} from "@/lib/auth/two-factor-crypto";

export type TwoFactorSetup = {
  /** Base32 key for typing into the app by hand. */
  secret: string;
  otpauthUrl: string;
  /** SVG data URL of the otpauth URL's QR code. */
  qrDataUrl: string;
};

/** Starts (or restarts) enrolment: a new key waits, unused, until a code from it is confirmed. */
export async function startTwoFactorSetup({ userId }: { userId: string }): Promise<TwoFactorSetup> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, twoFactorEnabledAt: true } });
  if (!user) throw new ApiError(404, errorAnswers.notFound);
  if (user.twoFactorEnabledAt) throw new ApiError(409, accountMessages.twoFactorAlreadyOn);
  const secret = newTotpSecret();
  await db.user.update({ where: { id: userId }, data: { twoFactorSecret: sealSecret(secret), twoFactorLastStep: null } });
  const otpauthUrl = totpFor(secret, user.email).toString();
  // SVG: half the CPU of a PNG and sharp at any size; shown through <img>, so it runs nothing.
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  const qrDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  return { secret, otpauthUrl, qrDataUrl };
}

/** Confirms enrolment with a code from the waiting key; returns the 10 recovery codes (shown once). */
export async function confirmTwoFactorSetup({ userId, code }: { userId: string; code: string }): Promise<string[]> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { twoFactorSecret: true, twoFactorEnabledAt: true } });
  if (!user) throw new ApiError(404, errorAnswers.notFound);
  if (user.twoFactorEnabledAt) throw new ApiError(409, accountMessages.twoFactorAlreadyOn);
  const secret = user.twoFactorSecret ? openSecret(user.twoFactorSecret) : null;
  if (!secret) throw new ApiError(400, accountMessages.twoFactorNotStarted);
  const step = matchingStep(secret, code);
  if (step === null) throw new ApiError(400, accountMessages.invalidCode);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.$transaction(async (tx) => {
    // Guarded on the same sealed key and "not yet on": a second tab's parallel confirm does nothing.
    const { count } = await tx.user.updateMany({
      where: { id: userId, twoFactorSecret: user.twoFactorSecret, twoFactorEnabledAt: null },
      data: { twoFactorEnabledAt: new Date(), twoFactorLastStep: step },
    });
    if (count !== 1) throw new ApiError(409, accountMessages.twoFactorAlreadyOn);
    await tx.twoFactorRecoveryCode.deleteMany({ where: { userId } });
    await tx.twoFactorRecoveryCode.createMany({ data: codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })) });
  });
  return codes;
}

/** Turns two-factor off (the caller has checked the password). */
export async function disableTwoFactor({ userId }: { userId: string }): Promise<void> {
  const db = await getDb();
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null } }),
    db.twoFactorRecoveryCode.deleteMany({ where: { userId } }),
  ]);
}

export async function twoFactorStatus({ userId }: { userId: string }): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const db = await getDb();
  const [user, left] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { twoFactorEnabledAt: true } }),
    db.twoFactorRecoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  return { enabled: Boolean(user?.twoFactorEnabledAt), recoveryCodesLeft: user?.twoFactorEnabledAt ? left : 0 };
}

export type SecondFactorResult = "off" | "required" | "ok" | "invalid";

/**
 * The sign-in's second step, after a right password. A TOTP code is accepted once (its time step
 * must be newer than the last accepted one, set atomically); a recovery code once (marked used
 * atomically). The caller counts a wrong code as a failed sign-in (lib/account/sign-in-limit.ts).
 */
export async function checkSecondFactor(userId: string, code: string | undefined): Promise<SecondFactorResult> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { twoFactorSecret: true, twoFactorEnabledAt: true } });
  if (!user?.twoFactorEnabledAt || !user.twoFactorSecret) return "off";
  const typed = code?.replace(/\s+/g, "") ?? "";
  if (!typed) return "required";
  if (/^\d{6}$/.test(typed)) {
    const secret = openSecret(user.twoFactorSecret);
    const step = secret ? matchingStep(secret, typed) : null;
    if (step === null) return "invalid";
    const { count } = await db.user.updateMany({
      where: { id: userId, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }] },
      data: { twoFactorLastStep: step },
    });
    return count === 1 ? "ok" : "invalid";
  }
  if (normalizeRecoveryCode(typed).length !== 12) return "invalid";
  const { count } = await db.twoFactorRecoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(typed), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1 ? "ok" : "invalid";
}

/**
 * Called by the credentials sign-in once the password is right. Throws the error next-auth hands
 * to the login form ("asks for the code" / "wrong code"); returns when the sign-in may finish.
 * A missing code gives the attempt back (the password was right); a wrong one stays counted, so
 * codes share the sign-in limit of lib/account/sign-in-limit.ts.
 */
export async function requireSecondFactor(userId: string, rawCode: unknown, claim: { succeeded(): Promise<void> }): Promise<void> {
  const code = typeof rawCode === "string" ? rawCode.slice(0, 40) : undefined;
  const result = await checkSecondFactor(userId, code);
  if (result === "required") {
    await claim.succeeded();
    throw new Error(accountMessages.twoFactorRequired);
  }
  if (result === "invalid") throw new Error(accountMessages.invalidCode);
}
