import "server-only";
import { randomUUID } from "node:crypto";
import { safeExternalHref } from "@/lib/progress/links";
import { ApiError } from "@/lib/errors";
import { getDb, getSql, sqlStatement } from "@/lib/db";
import { sharedView } from "@/lib/messages/shared-view";
import { notifyNewVisitor, passGate, type GateAnswers } from "./gate";
import type { VisitorPayload, VisitorSpace } from "./schema";
import { findLiveSpace, liveView, newEmailToCount, retryAfter, type LiveSpace, type Visitor } from "./space";
import { issueVisitorToken } from "./token";

/*
 * A visit of a live space (the space itself is found by lib/visitor/space.ts): past the email gate
 * (lib/visitor/gate.ts), one statement for the access row, the view count and the visit, the
 * new-visitor mail (the gate's), and the answer built from the cached visitor view.
 */

/** Marks the access row verified and/or the agreement accepted (time, IP) by this visit. */
async function recordGatePassed(spaceId: string, email: string, passed: { verifiedNow: boolean; agreedNow: boolean }, ip: string | null, now: Date) {
  if (!passed.verifiedNow && !passed.agreedNow) return;
  // Once per visitor (the visit that passed the gate), not on every visit: one UPDATE.
  const db = await getDb();
  await db.sharedSpaceAccess.updateMany({
    where: { sharedSpaceId: spaceId, email },
    data: {
      ...(passed.verifiedNow ? { verifiedAt: now } : {}),
      ...(passed.agreedNow ? { agreementAcceptedAt: now, agreementIp: ip } : {}),
    },
  });
}

/** $1 space, $2 email, $3 ip, $4 user agent, $5 now, $6-$8 the new-email window to count in (key, reset, limit), $9 the visit id. */
type VisitParams = [string, string, string | null, string | null, Date, string | null, Date | null, number, string];

const visitStatement = sqlStatement<{ allowed: boolean; resetAt: Date | null; inserted: boolean | null }, VisitParams>(
  "sharedView.visit",
  { allowed: true, resetAt: true, inserted: true },
  `
    WITH budget AS (
      INSERT INTO rate_limits ("key", "count", "reset_at")
      SELECT $6::text, 1, $7::timestamp(3) WHERE $6::text IS NOT NULL
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN rate_limits."reset_at" <= $5::timestamp(3) THEN 1 ELSE rate_limits."count" + 1 END,
        "reset_at" = CASE WHEN rate_limits."reset_at" <= $5::timestamp(3) THEN EXCLUDED."reset_at" ELSE rate_limits."reset_at" END
      RETURNING "count", "reset_at"
    ), gate AS (
      SELECT COALESCE((SELECT "count" <= $8::int FROM budget), true) AS ok, (SELECT "reset_at" FROM budget) AS reset_at
    ), access AS (
      INSERT INTO shared_space_access (id, shared_space_id, email, ip_address, user_agent, accessed_at, last_viewed_at)
      SELECT gen_random_uuid(), $1::uuid, $2, $3, $4, $5::timestamp(3), $5::timestamp(3) FROM gate WHERE gate.ok
      ON CONFLICT (shared_space_id, email)
      DO UPDATE SET last_viewed_at = EXCLUDED.last_viewed_at, ip_address = EXCLUDED.ip_address, user_agent = EXCLUDED.user_agent
      RETURNING id, (xmax = 0) AS inserted
    ), visit AS (
      INSERT INTO shared_space_visits (id, shared_space_id, access_id, started_at)
      SELECT $9::uuid, $1::uuid, access.id, $5::timestamp(3) FROM access
    ), viewed AS (
      UPDATE shared_spaces
      SET view_count = view_count + 1, visitor_count = visitor_count + (SELECT count(*)::int FROM access WHERE inserted)
      WHERE id = $1::uuid AND (SELECT ok FROM gate)
    ) SELECT ok AS "allowed", reset_at AS "resetAt", (SELECT bool_or(inserted) FROM access) AS "inserted" FROM gate`,
);

/** What a visit answers: the VisitorPayload (lib/visitor/schema.ts) as UTF-8 JSON, and its file token. */
export interface OpenedSpace {
  /** The answer in parts, in order (lib/api/respond.ts rawJson sends them). */
  json: readonly Buffer[];
  visitorToken: string;
  visitorTokenExpiresAt: Date;
}

/**
 * A visit past the email gate: records (or refreshes) the visitor's access row, counts the view,
 * and returns what the visitor may see (the company's current data) plus a short-lived
 * token for the space's files. The items' visitor view is cached per version of the space and of
 * the company's progress and trash (liveView): a repeat visit with nothing changed writes its
 * access row and reads nothing else. Measured on PGlite with all six phases shared (79 kB): a
 * repeat visit 31 ms, building the view 78 ms more.
 */
export async function openSharedSpace({
  email,
  userAgent,
  answers = {},
  ...visitor
}: Visitor & { email: string; userAgent: string | null; answers?: GateAnswers }): Promise<OpenedSpace> {
  const now = visitor.now ?? new Date();
  const space = await findLiveSpace({ ...visitor, now, email });
  const passed = await passGate(space.gate, email, answers, { agreedAt: space.agreedAt ?? null }, now);
  const counted = newEmailToCount(space.newEmail, now);
  const sql = await getSql();
  const agent = userAgent?.slice(0, 512) ?? null;
  // Space analytics: each visit gets its own id, chosen here and signed into the visitor token.
  const visitId = randomUUID();
  // One statement (data-modifying CTEs always run): a new email's count in its window (the
  // visit goes ahead only within the limit: "gate"), the access row, the view count (and the
  // visitor count when the row is new: xmax = 0 marks an insert, not a conflict's update).
  // Atomic like a transaction, but the space's row lock lasts one statement. The view count is
  // not an edit: updated_at (the cache's version) stays. The visit row (analytics) rides along. The items come after, from the cache
  // when nothing changed.
  const params: VisitParams = [
    space.id,
    email,
    visitor.ip,
    agent,
    now,
    counted?.key ?? null,
    counted ? new Date(now.getTime() + counted.windowMs) : null,
    counted?.limit ?? 0,
    visitId,
  ];
  const [gate] = await visitStatement.run(sql, params);
  if (gate && !gate.allowed) throw new ApiError(429, sharedView.tooManyNewEmails, retryAfter(gate.resetAt ?? now, now));
  await recordGatePassed(space.id, email, passed, visitor.ip, now);
  // The access row is unique per (space, email): only its first insert notifies.
  if (gate?.inserted) await notifyNewVisitor(space.id, email);
  const token = issueVisitorToken(space.id, email, space.expiresAt, now, visitId);
  return visitorPayload(space, visitor.code, token);
}

/** The visitor payload of a live space for a token already issued (a visit, or the founder's preview). */
export async function visitorPayload(space: LiveSpace, code: string, token: { token: string; expiresAt: Date }): Promise<OpenedSpace> {
  const items = await liveView(space, code);
  const head = visitorSpaceHead(space, items.count);
  const tail: Omit<VisitorPayload, "space" | "items"> = {
    visitorToken: token.token,
    visitorTokenExpiresAt: token.expiresAt.toISOString(),
    allowDownloads: space.allowDownloads,
    allowCopying: space.allowCopying,
  };
  // The payload's keys in order, the cached items between, sent as three parts (rawJson streams them): no
  // JSON.stringify of the items (9x dearer) and no copy of them per visit.
  const json = [Buffer.from(`{"space":${JSON.stringify(head)},"items":`), items.json, Buffer.from(`,${JSON.stringify(tail).slice(1)}`)];
  return { json, visitorToken: token.token, visitorTokenExpiresAt: token.expiresAt };
}

type SpaceHead = Pick<
  LiveSpace,
  "name" | "companyName" | "companyLogoUrl" | "showChecklistStatus" | "description" | "expiresAt" | "createdAt" | "isActive"
>;

/** The space as its visitors see it above the items: its name and dates, branded with the company (a saved space or a draft). */
export function visitorSpaceHead(space: SpaceHead, itemCount: number): VisitorSpace {
  return {
    name: space.name,
    companyName: space.companyName,
    companyLogoUrl: safeExternalHref(space.companyLogoUrl ?? "") ?? null,
    showChecklistStatus: space.showChecklistStatus,
    description: space.description,
    expiresAt: space.expiresAt.toISOString(),
    createdAt: space.createdAt.toISOString(),
    isActive: space.isActive,
    itemCount,
  };
}
