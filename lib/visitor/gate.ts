import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/errors";
import { getAuthSecret } from "@/lib/auth/secret";
import { getDb } from "@/lib/db";
import { kickEmailWorker } from "@/lib/email/kick";
import { enqueueNotification } from "@/lib/email/notify";
import { judgeVisitorEmail } from "./lists";
import { visitorGate } from "@/lib/messages/shared-view";
import { readRememberedVisitor, rememberedVisitorAdmits, rememberedVisitorExpiry, signRememberedVisitor, verifyVisitorToken } from "./token";

/** A visitor code is valid 10 minutes and allows 5 tries; then a new one is needed. */
export const VISITOR_CODE_TTL_MS = 10 * 60 * 1000;
export const VISITOR_CODE_TRIES = 5;

/** The gate settings of a space, read with it (lib/visitor/space.ts findLiveSpace). */
export interface SpaceGate {
  id: string;
  name: string;
  requireVerification: boolean;
  allowList: string[];
  denyList: string[];
  agreementText: string | null;
}

/**
 * What the visitor sent besides the email: a code, "I agree", the hour-long file cookie of an
 * earlier visit, and the remembered-visitor cookie of an earlier verification.
 */
export interface GateAnswers {
  code?: string | null;
  agree?: boolean;
  token?: string | null;
  remembered?: string | null;
}

/** The code's hash: keyed with the server secret, so a leaked table cannot be brute-forced offline. */
export function hashCode(spaceId: string, email: string, code: string): string {
  return createHmac("sha256", getAuthSecret()).update(`shared-visitor-code.v1.${spaceId}.${email}.${code}`).digest("hex");
}

export function assertEmailListed(space: Pick<SpaceGate, "allowList" | "denyList">, email: string): void {
  if (judgeVisitorEmail(email, space) !== "allowed") throw new ApiError(403, visitorGate.emailRefused);
}

/** One try of a code: counted first (atomically, at most 5), then compared in constant time. */
async function consumeCode(spaceId: string, email: string, code: string, now: Date): Promise<void> {
  const db = await getDb();
  // One UPDATE ... RETURNING: the try is counted only while tries are left, so parallel guesses
  // cannot spend more than the budget.
  const [row] = await db.sharedSpaceCode.updateManyAndReturn({
    where: { sharedSpaceId: spaceId, email, attempts: { lt: VISITOR_CODE_TRIES } },
    data: { attempts: { increment: 1 } },
    select: { codeHash: true, attempts: true, expiresAt: true },
  });
  if (!row) {
    const exists = await db.sharedSpaceCode.findUnique({
      where: { sharedSpaceId_email: { sharedSpaceId: spaceId, email } },
      select: { attempts: true },
    });
    throw new ApiError(400, exists ? visitorGate.tooManyTries : visitorGate.noCode, { gate: "verification" });
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw new ApiError(400, visitorGate.codeExpired, { gate: "verification" });
  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(hashCode(spaceId, email, /^\d{6}$/.test(code) ? code : "x"), "hex");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const left = VISITOR_CODE_TRIES - Number(row.attempts);
    throw new ApiError(400, left > 0 ? visitorGate.wrongCode(left) : visitorGate.tooManyTries, { gate: "verification", triesLeft: left });
  }
  await db.sharedSpaceCode.delete({ where: { sharedSpaceId_email: { sharedSpaceId: spaceId, email } } });
}

/** The founder's period for remembering verified visitors; read only when a visitor shows a cookie. */
async function rememberVisitorDays(spaceId: string): Promise<number> {
  const db = await getDb();
  const row = await db.sharedSpace.findUnique({ where: { id: spaceId }, select: { rememberVisitorDays: true } });
  return row?.rememberVisitorDays ?? 0;
}

/**
 * Whether this email was verified for this space already: by the hour-long file cookie of this
 * visit's session, or by the remembered-visitor cookie within the founder's period. A period of 0
 * means a code on every visit, so then neither counts. The cookies are checked only where a code
 * is asked for (an open space's visit does no HMAC), and the period is read only when one is shown.
 */
async function verifiedBefore(space: SpaceGate, email: string, answers: GateAnswers, now: Date): Promise<boolean> {
  const token = verifyVisitorToken(answers.token ?? null, now);
  const bySession = token !== null && token.spaceId === space.id && token.email === email;
  const remembered = readRememberedVisitor(answers.remembered);
  if (!bySession && remembered === null) return false;
  const days = await rememberVisitorDays(space.id);
  if (days <= 0) return false;
  return bySession || rememberedVisitorAdmits(remembered, { ...space, rememberVisitorDays: days }, email, now);
}

/**
 * The remembered-visitor cookie for an email this space verified, naming when the access row says
 * it was verified (so coming back never extends the period); null where the space asks no code,
 * remembers nobody (0 days) or the period has already run out.
 */
export async function rememberVerifiedVisitor(
  accessCode: string,
  email: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date } | null> {
  const db = await getDb();
  const space = await db.sharedSpace.findUnique({
    where: { accessCode },
    select: { id: true, requireVerification: true, agreementText: true, rememberVisitorDays: true, expiresAt: true },
  });
  if (!space?.requireVerification || space.rememberVisitorDays <= 0) return null;
  const access = await db.sharedSpaceAccess.findFirst({ where: { sharedSpaceId: space.id, email }, select: { verifiedAt: true } });
  if (!access?.verifiedAt) return null;
  const expiresAt = rememberedVisitorExpiry(space.rememberVisitorDays, space.expiresAt, access.verifiedAt);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return { token: signRememberedVisitor(space, email, access.verifiedAt), expiresAt };
}

/** Which steps this visit passed just now (written on the access row by the visit). */
export interface GatePassed {
  verifiedNow: boolean;
  agreedNow: boolean;
}

/**
 * The gate, in order: the allow/deny lists; then everything still missing (a code, the
 * agreement) is asked for in one 403 `{ gate, agreementText }`, so a correct code is never spent
 * on a visit that is refused for want of "I agree"; then the code is tried. A visitor whose
 * cookie (lib/visitor/token.ts) is this space's and this email's was verified already.
 */
export async function passGate(
  space: SpaceGate,
  email: string,
  answers: GateAnswers,
  access: { agreedAt: Date | null },
  now: Date,
): Promise<GatePassed> {
  assertEmailListed(space, email);
  const needCode = space.requireVerification && !(await verifiedBefore(space, email, answers, now));
  const needAgreement = space.agreementText !== null && space.agreementText.trim() !== "" && access.agreedAt === null;
  const missing: string[] = [];
  if (needCode && !answers.code) missing.push("verification");
  if (needAgreement && answers.agree !== true) missing.push("agreement");
  if (missing.length > 0) {
    throw new ApiError(403, missing.includes("verification") ? visitorGate.codeRequired : visitorGate.agreementRequired, {
      gate: missing,
      ...(needAgreement ? { agreementText: space.agreementText } : {}),
    });
  }
  if (needCode) await consumeCode(space.id, email, String(answers.code), now);
  return { verifiedNow: needCode, agreedNow: needAgreement };
}

/**
 * The new-visitor email, to the space's creator, when the space's toggle is on; held
 * back unless their address is verified and they are still a member (lib/email/notify.ts).
 */
export async function notifyNewVisitor(spaceId: string, email: string): Promise<void> {
  const db = await getDb();
  const space = await db.sharedSpace.findUnique({
    where: { id: spaceId },
    select: { name: true, notifyNewVisitors: true, companyId: true, createdById: true },
  });
  if (!space?.notifyNewVisitors) return;
  const queued = await enqueueNotification(db, {
    userId: space.createdById,
    companyId: space.companyId,
    template: "new-visitor",
    data: { visitorEmail: email, spaceName: space.name },
  });
  if (queued) kickEmailWorker();
}
