import "server-only";
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { ApiError } from "@/lib/errors";
import { getSql, sqlStatement, type NoRow } from "@/lib/db";
import { isSpaceLive } from "@/lib/domain/expiry";
import { sharedView, visitorGate } from "@/lib/messages/shared-view";
import { getStorage } from "@/lib/storage";
import { isAccessCodeShaped } from "@/lib/sharing/access-code";
import type { VisitorPayload, VisitorSpace } from "@/lib/sharing/types";
import { rateLimitKeyForIp } from "@/lib/sharing/client-ip";
import { issueVisitorToken, verifyVisitorToken } from "@/lib/sharing/visitor-token";
import { uuid } from "@/lib/validations/common";
import { figuresVersionSql } from "./data-versions";
import { fileIsAttachedSql } from "./file-references";
import { hit, judgePeek } from "./rate-limit";
import { notifyNewVisitor, passGate, type GateAnswers, type SpaceGate } from "./shared-gate";
import { buildLiveView, type LiveView } from "./shared-live";
import { VersionedJsonCache } from "./versioned-cache";

/** SPEC/issue 5: 30 unknown codes per IP per 10 minutes, counted in the database. */
export const FAILED_CODE_LIMIT = 30;
export const FAILED_CODE_WINDOW_MS = 10 * 60 * 1000;
/**
 * Issue 22: new visitor emails per client address per space per hour. Each new email is a new
 * access-log row, so invented emails would flood the owner's log; a returning email is not counted.
 */
export const NEW_EMAIL_LIMIT = 10;
export const NEW_EMAIL_WINDOW_MS = 60 * 60 * 1000;

interface LiveSpace {
  id: string;
  companyId: string;
  name: string;
  description: string | null;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  isActive: boolean;
  itemCount: number;
  includeNotes: boolean;
  /** Issue 17 viewer: the space's document options. */
  allowDownloads: boolean;
  watermark: boolean;
  /**
   * The version of everything the visitor view is built from besides the space's own row: the
   * company's progress rows and the checklist (lib/data/data-versions.ts, as the progress list is
   * versioned) and its trash. Any committed save, by this instance or another, changes it.
   */
  liveVersion: string;
  /** Issue 17 gate settings (lib/data/shared-gate.ts) and the email's agreement, when a visit names one. */
  gate: SpaceGate;
  revokedAt: Date | null;
  agreedAt: Date | null;
}

interface Visitor {
  code: string;
  /** The client's address (lib/sharing/client-ip.ts); null when unknown: such visitors share one budget. */
  ip: string | null;
  now?: Date;
}

interface NewEmailBudget {
  /** Whether this email has opened the space before (then it costs nothing). */
  known: boolean;
  window: { key: string; limit: number; windowMs: number; now: Date };
  row: { count: number; resetAt: Date } | null;
}

const retryAfter = (resetAt: Date, now: Date) => ({ retryAfterSeconds: Math.ceil((resetAt.getTime() - now.getTime()) / 1000) });

/** findLiveSpace's row: every column may be null (no space, no window, no access row). */
type LiveSpaceRow = Partial<Omit<LiveSpace, "gate">> &
  Partial<Omit<SpaceGate, "id" | "name">> & {
    rlCount: number | null;
    rlResetAt: Date | null;
    neCount: number | null;
    neResetAt: Date | null;
    known: boolean | null;
  };

/** $1 the failed-code window's key, $2 the code, $3 the visitor's email, $4 the new-email window's key. */
const liveSpaceStatement = sqlStatement<LiveSpaceRow, [rateKey: string, code: string | null, email: string | null, newEmailKey: string | null]>(
  "sharedView.liveSpace",
  {
    rlCount: true,
    rlResetAt: true,
    id: true,
    companyId: true,
    name: true,
    description: true,
    expiresAt: true,
    createdAt: true,
    updatedAt: true,
    isActive: true,
    itemCount: true,
    neCount: true,
    neResetAt: true,
    known: true,
    includeNotes: true,
    allowDownloads: true,
    watermark: true,
    requireVerification: true,
    allowList: true,
    denyList: true,
    agreementText: true,
    revokedAt: true,
    agreedAt: true,
    liveVersion: true,
  },
  `SELECT rl.count AS "rlCount", rl.reset_at AS "rlResetAt",
            s.id::text AS "id", s.company_id::text AS "companyId", s.name, s.description,
            s.expires_at AS "expiresAt", s.created_at AS "createdAt", s.updated_at AS "updatedAt",
            s.is_active AS "isActive", s.item_count AS "itemCount",
            ne.count AS "neCount", ne.reset_at AS "neResetAt", (a.id IS NOT NULL) AS "known",
            s.include_notes AS "includeNotes", s.allow_downloads AS "allowDownloads", s.watermark,
            s.require_verification AS "requireVerification", s.allow_list AS "allowList", s.deny_list AS "denyList",
            s.agreement_text AS "agreementText", s.revoked_at AS "revokedAt", a.agreement_accepted_at AS "agreedAt",
            ${figuresVersionSql("s.company_id")} || ':' || (SELECT COUNT(*)::text || ':' || COALESCE(MAX(r.removed_at)::text, '') FROM removed_documents r WHERE r.company_id = s.company_id) AS "liveVersion"
     FROM (SELECT 1) AS one
     LEFT JOIN rate_limits rl ON rl.key = $1
     LEFT JOIN shared_spaces s ON s.access_code = $2
     LEFT JOIN shared_space_access a ON a.shared_space_id = s.id AND a.email = $3
     LEFT JOIN rate_limits ne ON ne.key = $4 AND $3::text IS NOT NULL`,
);

/**
 * The space behind a live code. Unknown codes count against the caller's IP; once it has spent
 * its budget every code answers 429 until the window ends, so a valid code cannot be told apart.
 */
async function findLiveSpace({
  code,
  ip,
  now = new Date(),
  email,
}: Visitor & { email?: string }): Promise<LiveSpace & { newEmail: NewEmailBudget | null }> {
  const ipKey = rateLimitKeyForIp(ip);
  // Only a code of the right shape can name a space (and reach the database as text: no NUL).
  const shapedCode = isAccessCodeShaped(code) ? code : null;
  const limit = { key: `shared-code:${ipKey}`, limit: FAILED_CODE_LIMIT, windowMs: FAILED_CODE_WINDOW_MS, now };
  const newEmailWindow = { key: `shared-new-email:${code}:${ipKey}`, limit: NEW_EMAIL_LIMIT, windowMs: NEW_EMAIL_WINDOW_MS, now };
  // The caller's failed-code window, the space and, for a visit, whether the email is known and
  // the address's new-email window, in one statement (every visit runs it).
  const sql = await getSql();
  const [row] = await liveSpaceStatement.run(sql, [limit.key, shapedCode, email ?? null, shapedCode ? newEmailWindow.key : null]);
  const budget = judgePeek(limit, row?.rlCount != null && row.rlResetAt ? { count: row.rlCount, resetAt: row.rlResetAt } : null);
  if (!budget.allowed) {
    throw new ApiError(429, sharedView.tooManyAttempts, retryAfter(budget.resetAt, now));
  }
  const space = row?.id
    ? ({
        ...(row as Omit<LiveSpace, "gate">),
        gate: {
          id: row.id,
          name: row.name ?? "",
          requireVerification: row.requireVerification === true,
          allowList: row.allowList ?? [],
          denyList: row.denyList ?? [],
          agreementText: row.agreementText ?? null,
        },
      } as LiveSpace)
    : null;
  if (!space) {
    // The count is atomic: parallel guesses that all passed the check above still get at most
    // FAILED_CODE_LIMIT "not found" answers per window, the rest 429.
    const counted = await hit(limit);
    if (!counted.allowed) throw new ApiError(429, sharedView.tooManyAttempts, retryAfter(counted.resetAt, now));
    throw new ApiError(404, sharedView.notAvailable);
  }
  if (space.revokedAt) throw new ApiError(410, visitorGate.revoked);
  if (!space.isActive) throw new ApiError(410, sharedView.deactivated);
  if (!isSpaceLive(space, now)) throw new ApiError(410, sharedView.expired);
  const newEmail =
    email === undefined
      ? null
      : {
          known: row.known === true,
          window: newEmailWindow,
          row: row.neCount != null && row.neResetAt ? { count: row.neCount, resetAt: row.neResetAt } : null,
        };
  return { ...space, newEmail };
}

/**
 * The new-email window a visit must count in, or null: a known email is free, and a spent budget
 * (seen in the row findLiveSpace already read) is refused before anything is written. The count
 * itself happens atomically inside the visit statement, so parallel visits cannot overshoot.
 */
function newEmailToCount(budget: NewEmailBudget | null, now: Date): NewEmailBudget["window"] | null {
  if (!budget || budget.known) return null;
  const peeked = judgePeek(budget.window, budget.row);
  if (!peeked.allowed) throw new ApiError(429, sharedView.tooManyNewEmails, retryAfter(peeked.resetAt, now));
  return budget.window;
}

export type SpaceAvailability = { ok: true } | { ok: false; status: number; message: string };

/** For the public page before the email gate: is there a live space behind this code? */
export async function sharedSpaceAvailability(visitor: Visitor): Promise<SpaceAvailability> {
  try {
    await findLiveSpace(visitor);
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/** The visitor view of each space's items, per version of the space and the company's data (lib/data/versioned-cache.ts). */
const visitorItems = new VersionedJsonCache<LiveView>();

/**
 * The space's items as they are now (lib/data/shared-live.ts). Kept per version: the space's row
 * (items and settings only change in transactions that bump updated_at, lib/data/shared-spaces.ts)
 * and the company's progress and trash, all read by findLiveSpace in its one statement, so a
 * repeat visit with nothing changed reads nothing else, and any save is seen on the next one.
 */
async function liveView(space: LiveSpace, code: string): Promise<LiveView> {
  const version = `${space.updatedAt.getTime()}:${space.itemCount}:${space.includeNotes}:${space.liveVersion}`;
  const cached = visitorItems.get(space.id, version);
  if (cached) return cached;
  const built = await buildLiveView({ id: space.id, companyId: space.companyId, code, includeNotes: space.includeNotes });
  visitorItems.set(space.id, version, built);
  return built;
}

const gatePassedStatement = sqlStatement<
  NoRow,
  [spaceId: string, email: string, verifiedNow: boolean, agreedNow: boolean, now: Date, ip: string | null]
>(
  "sharedView.gatePassed",
  {},
  `UPDATE shared_space_access SET
       verified_at = CASE WHEN $3::boolean THEN $5::timestamp(3) ELSE verified_at END,
       agreement_accepted_at = CASE WHEN $4::boolean THEN $5::timestamp(3) ELSE agreement_accepted_at END,
       agreement_ip = CASE WHEN $4::boolean THEN $6 ELSE agreement_ip END
     WHERE shared_space_id = $1::uuid AND email = $2`,
);

/** Marks the access row verified and/or the agreement accepted (time, IP) by this visit. */
async function recordGatePassed(spaceId: string, email: string, passed: { verifiedNow: boolean; agreedNow: boolean }, ip: string | null, now: Date) {
  if (!passed.verifiedNow && !passed.agreedNow) return;
  const sql = await getSql();
  await gatePassedStatement.run(sql, [spaceId, email, passed.verifiedNow, passed.agreedNow, now, ip]);
}

/** The gate settings of the live space behind a code (POST /api/shared/{code}/verification). */
export async function liveSpaceGate(visitor: Visitor): Promise<SpaceGate> {
  return (await findLiveSpace(visitor)).gate;
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

/** What a visit answers: the VisitorPayload (lib/sharing/types.ts) as UTF-8 JSON, and its file token. */
export interface OpenedSpace {
  /** The answer in parts, in order (lib/api/respond.ts rawJson sends them). */
  json: readonly Buffer[];
  visitorToken: string;
  visitorTokenExpiresAt: Date;
}

/**
 * A visit past the email gate: records (or refreshes) the visitor's access row, counts the view,
 * and returns what the visitor may see (the company's current data, issue 21) plus a short-lived
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
  // Issue 17 analytics: each visit gets its own id, chosen here and signed into the visitor token.
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
  // The access row is unique per (space, email): only its first insert notifies (issue 17).
  if (gate?.inserted) await notifyNewVisitor(space.id, email);
  const items = await liveView(space, visitor.code);
  const token = issueVisitorToken(space.id, email, space.expiresAt, now, visitId);
  const head: VisitorSpace = {
    name: space.name,
    description: space.description,
    expiresAt: space.expiresAt.toISOString(),
    createdAt: space.createdAt.toISOString(),
    isActive: space.isActive,
    itemCount: items.count,
  };
  const tail: Omit<VisitorPayload, "space" | "items"> = {
    visitorToken: token.token,
    visitorTokenExpiresAt: token.expiresAt.toISOString(),
    allowDownloads: space.allowDownloads,
  };
  // The payload's keys in order, the cached items between, sent as three parts (rawJson streams them): no
  // JSON.stringify of the items (9x dearer) and no copy of them per visit.
  const json = [Buffer.from(`{"space":${JSON.stringify(head)},"items":`), items.json, Buffer.from(`,${JSON.stringify(tail).slice(1)}`)];
  return { json, visitorToken: token.token, visitorTokenExpiresAt: token.expiresAt };
}

const sharedFileStatement = sqlStatement<
  { id: string; storageKey: string; fileName: string; contentType: string; size: number },
  [fileId: string, companyId: string]
>(
  "sharedView.file",
  { id: true, storageKey: true, fileName: true, contentType: true, size: true },
  `SELECT f.id::text AS "id", f.storage_key AS "storageKey", f.file_name AS "fileName", f.content_type AS "contentType", f.size
     FROM stored_files f WHERE f.id = $1::uuid AND f.company_id = $2::uuid AND ${fileIsAttachedSql("f")}`,
);

/**
 * A file a visitor may open: the code must be live, the token must be this space's (the email
 * gate was passed), and the file must be on a document the space shows now: a file the founder
 * removed or replaced is refused at once.
 */
export async function openSharedFile({ fileId, token, ...visitor }: Visitor & { fileId: string; token: string | null }) {
  const now = visitor.now ?? new Date();
  const space = await findLiveSpace({ ...visitor, now });
  const claims = verifyVisitorToken(token, now);
  if (!claims || claims.spaceId !== space.id) throw new ApiError(401, sharedView.emailGateRequired);
  const id = uuid.safeParse(fileId);
  if (!id.success) throw new ApiError(404, sharedView.fileNotFound);
  const { fileIds } = await liveView(space, visitor.code);
  if (!fileIds.has(id.data.toLowerCase())) throw new ApiError(404, sharedView.fileNotFound);
  const sql = await getSql();
  const [file] = await sharedFileStatement.run(sql, [id.data, space.companyId]);
  const body: Readable | null = file ? await getStorage().read(file.storageKey) : null;
  if (!file || !body) throw new ApiError(404, sharedView.fileNotFound);
  // Issue 17 viewer: the visitor's email comes from the server's token, never from the request.
  return {
    file,
    body,
    email: claims.email,
    options: { allowDownloads: space.allowDownloads, watermark: space.watermark },
    // Issue 17 analytics: where the file route records the open or download (null for a token from before visits had ids).
    visit: claims.visitId ? { spaceId: space.id, visitId: claims.visitId } : null,
  };
}

/**
 * Issue 17 analytics: the visit a beacon may write into. The code must be live (revoked,
 * deactivated, expired or deleted spaces refuse), and the token (HttpOnly cookie, signed) must be
 * this space's and carry a visit: the space, visitor and visit all come from the server's
 * signature, never from the request. Also the ids of the files the space shows now.
 */
export async function requireLiveVisit({ token, ...visitor }: Visitor & { token: string | null }) {
  const now = visitor.now ?? new Date();
  const space = await findLiveSpace({ ...visitor, now });
  const claims = verifyVisitorToken(token, now);
  if (!claims || claims.spaceId !== space.id || !claims.visitId) throw new ApiError(401, sharedView.emailGateRequired);
  const { fileIds } = await liveView(space, visitor.code);
  return { spaceId: space.id, visitId: claims.visitId, email: claims.email, fileIds };
}
