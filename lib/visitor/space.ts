import "server-only";
import type { CompanyFacts } from "@/lib/checklist/applicability";
import { FACTS_COLUMN_NAMES, FACTS_COLUMNS, toFacts, type CompanyFactsRow } from "@/lib/checklist/company-facts";
import { ApiError } from "@/lib/errors";
import { getSql, sqlStatement } from "@/lib/db";
import { isSpaceLive } from "@/lib/spaces/rules/expiry";
import { sharedView, visitorGate } from "@/lib/messages/shared-view";
import { isAccessCodeShaped } from "@/lib/spaces/rules/access-code";
import { rateLimitKeyForIp } from "@/lib/auth/client-ip";
import { figuresVersionSql } from "@/lib/data/data-versions";
import { hit, judgePeek } from "@/lib/data/rate-limit";
import { VersionedJsonCache } from "@/lib/data/versioned-cache";
import type { SpaceGate } from "./gate";
import { buildLiveView, type LiveView } from "./live";

/*
 * The space behind an access code, as every visitor request finds it (lib/visitor/visit.ts opens
 * it, lib/visitor/file.ts its files and its analytics beacons): the failed-code and new-email budgets, the
 * space's state and gate, and the visitor view of its items, cached per version.
 */

/** Code guessing (SPEC): 30 unknown codes per IP per 10 minutes, counted in the database. */
export const FAILED_CODE_LIMIT = 30;
export const FAILED_CODE_WINDOW_MS = 10 * 60 * 1000;
/**
 * New visitor emails per client address per space per hour. Each new email is a new
 * access-log row, so invented emails would flood the owner's log; a returning email is not counted.
 */
export const NEW_EMAIL_LIMIT = 10;
export const NEW_EMAIL_WINDOW_MS = 60 * 60 * 1000;

export interface LiveSpace {
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
  /** The document viewer: the space's document options. */
  allowDownloads: boolean;
  watermark: boolean;
  allowCopying: boolean;
  /** Visitors see the founder's progress only when this is on; otherwise only the documents provided. */
  showChecklistStatus: boolean;
  /** The company that shared it (the page is branded with it) and its facts (which lines apply to it). */
  companyName: string;
  companyLogoUrl: string | null;
  facts: CompanyFacts;
  /**
   * The version of everything the visitor view is built from besides the space's own row: the
   * company's progress rows, its trash and the checklist (lib/data/data-versions.ts, one row read
   * by key). Any committed save, by this instance or another, changes it.
   */
  liveVersion: string;
  /** The visitor gate settings (lib/visitor/gate.ts) and the email's agreement, when a visit names one. */
  gate: SpaceGate;
  revokedAt: Date | null;
  agreedAt: Date | null;
}

export interface Visitor {
  code: string;
  /** The client's address (lib/auth/client-ip.ts); null when unknown: such visitors share one budget. */
  ip: string | null;
  now?: Date;
}

export interface NewEmailBudget {
  /** Whether this email has opened the space before (then it costs nothing). */
  known: boolean;
  window: { key: string; limit: number; windowMs: number; now: Date };
  row: { count: number; resetAt: Date } | null;
}

export const retryAfter = (resetAt: Date, now: Date) => ({ retryAfterSeconds: Math.ceil((resetAt.getTime() - now.getTime()) / 1000) });

/** findLiveSpace's row: every column may be null (no space, no window, no access row). */
type LiveSpaceRow = Partial<Omit<LiveSpace, "gate" | "facts">> &
  Partial<CompanyFactsRow> &
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
    allowCopying: true,
    showChecklistStatus: true,
    companyName: true,
    companyLogoUrl: true,
    ...FACTS_COLUMN_NAMES,
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
            s.include_notes AS "includeNotes", s.allow_downloads AS "allowDownloads", s.watermark, s.allow_copying AS "allowCopying",
            s.require_verification AS "requireVerification", s.allow_list AS "allowList", s.deny_list AS "denyList",
            s.agreement_text AS "agreementText", s.revoked_at AS "revokedAt", a.agreement_accepted_at AS "agreedAt",
            ${figuresVersionSql("s.company_id")} AS "liveVersion",
            s.show_checklist_status AS "showChecklistStatus", c.name AS "companyName", c.logo_url AS "companyLogoUrl", ${FACTS_COLUMNS}
     FROM (SELECT 1) AS one
     LEFT JOIN rate_limits rl ON rl.key = $1
     LEFT JOIN shared_spaces s ON s.access_code = $2
     LEFT JOIN companies c ON c.id = s.company_id
     LEFT JOIN shared_space_access a ON a.shared_space_id = s.id AND a.email = $3
     LEFT JOIN rate_limits ne ON ne.key = $4 AND $3::text IS NOT NULL`,
);

/**
 * The space behind a live code. Unknown codes count against the caller's IP; once it has spent
 * its budget every code answers 429 until the window ends, so a valid code cannot be told apart.
 */
export async function findLiveSpace({
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
        ...(row as Omit<LiveSpace, "gate" | "facts">),
        showChecklistStatus: row.showChecklistStatus === true,
        companyName: row.companyName ?? "",
        companyLogoUrl: row.companyLogoUrl ?? null,
        facts: toFacts(row as CompanyFactsRow),
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
export function newEmailToCount(budget: NewEmailBudget | null, now: Date): NewEmailBudget["window"] | null {
  if (!budget || budget.known) return null;
  const peeked = judgePeek(budget.window, budget.row);
  if (!peeked.allowed) throw new ApiError(429, sharedView.tooManyNewEmails, retryAfter(peeked.resetAt, now));
  return budget.window;
}

/** `sharer`: who shares what, for the gate's first line; null when the gate admits only some visitors. */
export type SpaceAvailability = { ok: true; sharer: { name: string; companyName: string } | null } | { ok: false; status: number; message: string };

/** For the public page before the email gate: is there a live space behind this code? */
export async function sharedSpaceAvailability(visitor: Visitor): Promise<SpaceAvailability> {
  try {
    const space = await findLiveSpace(visitor);
    // The gate names who shares what only when any email gets past it (the names are no secret then);
    // an allow-list or a verification code keeps them from whoever merely holds the link.
    const open = !space.gate.requireVerification && space.gate.allowList.length === 0;
    return { ok: true, sharer: open ? { name: space.name, companyName: space.companyName } : null };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/** The visitor view of each space's items, per version of the space and the company's data (lib/data/versioned-cache.ts). */
const visitorItems = new VersionedJsonCache<LiveView>();

/**
 * The space's items as they are now (lib/visitor/live.ts). Kept per version: the space's row
 * (items and settings only change in transactions that bump updated_at, lib/spaces/shared-spaces.ts)
 * and the company's progress and trash, all read by findLiveSpace in its one statement, so a
 * repeat visit with nothing changed reads nothing else, and any save is seen on the next one.
 */
export async function liveView(space: LiveSpace, code: string): Promise<LiveView> {
  // The facts are part of the version: a company that changes its country sees other lines at once.
  const version = `${space.updatedAt.getTime()}:${space.itemCount}:${space.includeNotes}:${space.showChecklistStatus}:${space.liveVersion}:${JSON.stringify(space.facts)}`;
  const cached = visitorItems.get(space.id, version);
  if (cached) return cached;
  const built = await buildLiveView({
    id: space.id,
    companyId: space.companyId,
    code,
    includeNotes: space.includeNotes,
    showChecklistStatus: space.showChecklistStatus,
    facts: space.facts,
  });
  visitorItems.set(space.id, version, built);
  return built;
}

/** The gate settings of the live space behind a code (POST /api/shared/{code}/verification). */
export async function liveSpaceGate(visitor: Visitor): Promise<SpaceGate> {
  return (await findLiveSpace(visitor)).gate;
}
