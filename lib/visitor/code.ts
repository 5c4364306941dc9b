import "server-only";
import { randomInt } from "node:crypto";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { hit } from "@/lib/data/rate-limit";
import { enqueueEmail, kickEmailWorker } from "@/lib/email";
import { visitorGate } from "@/lib/messages/shared-view";
import { rateLimitKeyForIp } from "@/lib/auth/client-ip";
import { assertEmailListed, hashCode, VISITOR_CODE_TTL_MS, type SpaceGate } from "./gate";

/*
 * The visitor code's mail (POST /api/shared/{code}/verification): apart from the visit, which only
 * checks a code (lib/visitor/gate.ts), so the visit does not reach the mail outbox's queueing.
 */

/** Codes sent per email (any space) and per client address, each per 15 minutes. */
export const CODE_SENDS_PER_EMAIL = 5;
export const CODE_SENDS_PER_IP = 20;
export const CODE_SEND_WINDOW_MS = 15 * 60 * 1000;

/**
 * Sends a 6-digit code for this space to the email (replacing any earlier one), rate limited
 * per email and per client address. The answer is the same whether or not a code was new.
 */
export async function sendVisitorCode(
  space: SpaceGate,
  { email, ip, now = new Date() }: { email: string; ip: string | null; now?: Date },
): Promise<void> {
  if (!space.requireVerification) throw new ApiError(400, visitorGate.noCodeNeeded);
  assertEmailListed(space, email);
  const byIp = await hit({ key: `visitor-code-ip:${rateLimitKeyForIp(ip)}`, limit: CODE_SENDS_PER_IP, windowMs: CODE_SEND_WINDOW_MS, now });
  const byEmail = byIp.allowed
    ? await hit({ key: `visitor-code-email:${email}`, limit: CODE_SENDS_PER_EMAIL, windowMs: CODE_SEND_WINDOW_MS, now })
    : byIp;
  if (!byIp.allowed || !byEmail.allowed) {
    const resetAt = !byIp.allowed ? byIp.resetAt : byEmail.resetAt;
    throw new ApiError(429, visitorGate.tooManyCodes, { retryAfterSeconds: Math.ceil((resetAt.getTime() - now.getTime()) / 1000) });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const codeHash = hashCode(space.id, email, code);
  const expiresAt = new Date(now.getTime() + VISITOR_CODE_TTL_MS);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.sharedSpaceCode.upsert({
      where: { sharedSpaceId_email: { sharedSpaceId: space.id, email } },
      create: { sharedSpaceId: space.id, email, codeHash, expiresAt, createdAt: now },
      update: { codeHash, expiresAt, attempts: 0, createdAt: now },
    });
    await enqueueEmail(tx, { to: email, template: "visitor-code", data: { code, spaceName: space.name } });
  });
  kickEmailWorker();
}
