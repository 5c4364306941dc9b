import "server-only";
import type { Readable } from "node:stream";
import { ApiError } from "@/lib/api/errors";
import { getDb, getSql } from "@/lib/db";
import { isSpaceLive } from "@/lib/domain/expiry";
import { sharedView } from "@/lib/messages";
import { getStorage } from "@/lib/storage";
import { isAccessCodeShaped } from "@/lib/sharing/access-code";
import type { VisitorItem, VisitorPayload, VisitorSpace } from "@/lib/sharing/types";
import { referencedFileIds, toVisitorItem } from "@/lib/sharing/visitor-view";
import { issueVisitorToken, verifyVisitorToken } from "@/lib/sharing/visitor-token";
import { uuid } from "@/lib/validations/common";
import { fileIsAttachedSql } from "./file-references";
import { hit, judgePeek } from "./rate-limit";
import { VersionedJsonCache } from "./versioned-cache";


/** SPEC/issue 5: 30 unknown codes per IP per 10 minutes, counted in the database. */
export const FAILED_CODE_LIMIT = 30;
export const FAILED_CODE_WINDOW_MS = 10 * 60 * 1000;

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
  /** Changes whenever the company's trash does (a removal, a restore, a sweep): the visitor view marks removed files. */
  trashVersion: string;
}

interface Visitor {
  code: string;
  /** Null when no trusted proxy vouches for an address; such visitors share one budget. */
  ip: string | null;
  now?: Date;
}

/**
 * The space behind a live code. Unknown codes count against the caller's IP; once it has spent
 * its budget every code answers 429 until the window ends, so a valid code cannot be told apart.
 */
async function findLiveSpace({ code, ip, now = new Date() }: Visitor): Promise<LiveSpace> {
  const limit = { key: `shared-code:${ip ?? "unknown"}`, limit: FAILED_CODE_LIMIT, windowMs: FAILED_CODE_WINDOW_MS, now };
  // The caller's failed-code window and the space, in one statement (every visit runs it).
  const sql = await getSql();
  const [row] = await sql.rows<Partial<LiveSpace> & { rlCount: number | null; rlResetAt: Date | null }>(
    `SELECT rl.count AS "rlCount", rl.reset_at AS "rlResetAt",
            s.id::text AS "id", s.company_id::text AS "companyId", s.name, s.description,
            s.expires_at AS "expiresAt", s.created_at AS "createdAt", s.updated_at AS "updatedAt",
            s.is_active AS "isActive", s.item_count AS "itemCount",
            (SELECT COUNT(*)::text || ':' || COALESCE(MAX(r.removed_at)::text, '') FROM removed_documents r WHERE r.company_id = s.company_id) AS "trashVersion"
     FROM (SELECT 1) AS one
     LEFT JOIN rate_limits rl ON rl.key = $1
     LEFT JOIN shared_spaces s ON s.access_code = $2`,
    [limit.key, isAccessCodeShaped(code) ? code : null],
  );
  const budget = judgePeek(limit, row?.rlCount != null && row.rlResetAt ? { count: row.rlCount, resetAt: row.rlResetAt } : null);
  if (!budget.allowed) {
    throw new ApiError(429, sharedView.tooManyAttempts, { retryAfterSeconds: Math.ceil((budget.resetAt.getTime() - now.getTime()) / 1000) });
  }
  const space = row?.id ? (row as LiveSpace) : null;
  if (!space) {
    // The count is atomic: parallel guesses that all passed the check above still get at most
    // FAILED_CODE_LIMIT "not found" answers per window, the rest 429.
    const counted = await hit(limit);
    if (!counted.allowed) {
      throw new ApiError(429, sharedView.tooManyAttempts, { retryAfterSeconds: Math.ceil((counted.resetAt.getTime() - now.getTime()) / 1000) });
    }
    throw new ApiError(404, sharedView.notAvailable);
  }
  if (!space.isActive) throw new ApiError(410, sharedView.deactivated);
  if (!isSpaceLive(space, now)) throw new ApiError(410, sharedView.expired);
  return space;
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

/** The visitor view of each space's items (the JSON array and how many), per space version. */
const visitorItems = new VersionedJsonCache<{ json: Buffer; count: number }>();

/** What a visit answers: the VisitorPayload (lib/sharing/types.ts) as UTF-8 JSON in parts, and its file token. */
export interface OpenedSpace {
  /** The body in order; the items' part is the kept bytes themselves (sent as they are, not copied). */
  json: Uint8Array[];
  visitorToken: string;
  visitorTokenExpiresAt: Date;
}

/**
 * A visit past the email gate: records (or refreshes) the visitor's access row, counts the view,
 * and returns what the visitor may see plus a short-lived token for the space's files. The items'
 * visitor view is cached per space version (lib/data/versioned-cache.ts): a repeat visit
 * writes its access row and reads nothing else.
 */
export async function openSharedSpace({ email, userAgent, ...visitor }: Visitor & { email: string; userAgent: string | null }): Promise<OpenedSpace> {
  const now = visitor.now ?? new Date();
  const space = await findLiveSpace({ ...visitor, now });
  const sql = await getSql();
  const agent = userAgent?.slice(0, 512) ?? null;
  // One statement (data-modifying CTEs always run): the access row, the view count and, unless
  // cached, the items. Atomic like a transaction, but the space's row lock lasts one statement.
  // The view count is not an edit: updated_at (the cache's version) stays.
  const record = `
    WITH access AS (
      INSERT INTO shared_space_access (id, shared_space_id, email, ip_address, user_agent, accessed_at, last_viewed_at)
      VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4, $5::timestamp(3), $5::timestamp(3))
      ON CONFLICT (shared_space_id, email)
      DO UPDATE SET last_viewed_at = EXCLUDED.last_viewed_at, ip_address = EXCLUDED.ip_address, user_agent = EXCLUDED.user_agent
    ), viewed AS (
      UPDATE shared_spaces SET view_count = view_count + 1 WHERE id = $1::uuid
    )`;
  const params = [space.id, email, visitor.ip, agent, now];
  // A space's items only change in the transactions that also bump its updated_at
  // (lib/data/shared-spaces.ts), and findLiveSpace has just read that row.
  const version = `${space.updatedAt.getTime()}:${space.itemCount}:${space.trashVersion}`;
  let items = visitorItems.get(space.id, version);
  if (items) {
    await sql.rows(`${record} SELECT 1`, params);
  } else {
    const rows = await sql.rows<{ id: string; itemType: string; order: number; itemData: unknown }>(
      `${record}
       SELECT id::text AS "id", item_type AS "itemType", "order", item_data AS "itemData"
       FROM shared_space_items WHERE shared_space_id = $1::uuid
       ORDER BY "order" ASC, created_at ASC`,
      params,
    );
    const gone = await removedFiles(space.companyId, rows.flatMap((row) => referencedFileIds(row.itemData)));
    const visible = rows.map((row) => toVisitorItem(visitor.code, row, gone)).filter((item): item is VisitorItem => item !== null);
    items = { json: Buffer.from(JSON.stringify(visible)), count: visible.length };
    visitorItems.set(space.id, version, items);
  }
  const token = issueVisitorToken(space.id, email, space.expiresAt, now);
  const head: VisitorSpace = {
    name: space.name,
    description: space.description,
    expiresAt: space.expiresAt.toISOString(),
    createdAt: space.createdAt.toISOString(),
    isActive: space.isActive,
    itemCount: items.count,
  };
  const tail: Omit<VisitorPayload, "space" | "items"> = { visitorToken: token.token, visitorTokenExpiresAt: token.expiresAt.toISOString() };
  // The payload's keys in order, the cached items between.
  const json = [Buffer.from(`{"space":${JSON.stringify(head)},"items":`), items.json, Buffer.from(`,${JSON.stringify(tail).slice(1)}`)];
  return { json, visitorToken: token.token, visitorTokenExpiresAt: token.expiresAt };
}

/** Of the files a space's snapshots name, those no longer on any document of the company (removed). */
async function removedFiles(companyId: string, named: string[]): Promise<Set<string>> {
  const ids = [...new Set(named)];
  if (!ids.length) return new Set();
  const sql = await getSql();
  const attached = await sql.rows<{ id: string }>(
    `SELECT f.id::text AS "id" FROM stored_files f WHERE f.company_id = $1::uuid AND f.id = ANY($2::uuid[]) AND ${fileIsAttachedSql("f")}`,
    [companyId, ids],
  );
  const live = new Set(attached.map((row) => row.id));
  return new Set(ids.filter((id) => !live.has(id)));
}

/**
 * A file a visitor may open: the code must be live, the token must be this space's (the email
 * gate was passed), the file must be linked from one of the space's snapshots, and it must still
 * be on a document of the company: a file the founder removed (in the trash) is refused at once.
 */
export async function openSharedFile({ fileId, token, ...visitor }: Visitor & { fileId: string; token: string | null }) {
  const now = visitor.now ?? new Date();
  const space = await findLiveSpace({ ...visitor, now });
  const claims = verifyVisitorToken(token, now);
  if (!claims || claims.spaceId !== space.id) throw new ApiError(401, sharedView.emailGateRequired);
  const id = uuid.safeParse(fileId);
  if (!id.success) throw new ApiError(404, sharedView.fileNotFound);
  const db = await getDb();
  const items = await db.sharedSpaceItem.findMany({ where: { sharedSpaceId: space.id }, select: { itemData: true } });
  const allowed = new Set(items.flatMap((item) => referencedFileIds(item.itemData)));
  if (!allowed.has(id.data.toLowerCase())) throw new ApiError(404, sharedView.fileNotFound);
  const sql = await getSql();
  const [file] = await sql.rows<{ id: string; storageKey: string; fileName: string; contentType: string; size: number }>(
    `SELECT f.id::text AS "id", f.storage_key AS "storageKey", f.file_name AS "fileName", f.content_type AS "contentType", f.size
     FROM stored_files f WHERE f.id = $1::uuid AND f.company_id = $2::uuid AND ${fileIsAttachedSql("f")}`,
    [id.data, space.companyId],
  );
  const body: Readable | null = file ? await getStorage().read(file.storageKey) : null;
  if (!file || !body) throw new ApiError(404, sharedView.fileNotFound);
  return { file, body };
}
