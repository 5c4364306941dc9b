import "server-only";
import type { Readable } from "node:stream";
import { ApiError } from "@/lib/api/errors";
import { getDb } from "@/lib/db";
import { isSpaceLive } from "@/lib/domain/expiry";
import { getStorage } from "@/lib/storage";
import { isAccessCodeShaped } from "@/lib/sharing/access-code";
import type { VisitorPayload } from "@/lib/sharing/types";
import { referencedFileIds, toVisitorItem } from "@/lib/sharing/visitor-view";
import { issueVisitorToken, verifyVisitorToken } from "@/lib/sharing/visitor-token";
import type { VisitorItem } from "@/lib/sharing/types";
import { uuid } from "@/lib/validations/common";
import { hit, peek } from "./rate-limit";

export const SPACE_UNAVAILABLE = "This shared space is not available";
export const SPACE_EXPIRED = "This shared space has expired";
export const SPACE_DEACTIVATED = "This shared space has been deactivated by its owner";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please try again in a few minutes.";
export const EMAIL_GATE_REQUIRED = "Enter your email on the shared space page to open its files";
export const SHARED_FILE_NOT_FOUND = "File not found";

/** SPEC/issue 5: 30 unknown codes per IP per 10 minutes, counted in the database. */
export const FAILED_CODE_LIMIT = 30;
export const FAILED_CODE_WINDOW_MS = 10 * 60 * 1000;

const spaceSelect = { id: true, companyId: true, name: true, description: true, expiresAt: true, createdAt: true, isActive: true, itemCount: true } as const;

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
async function findLiveSpace({ code, ip, now = new Date() }: Visitor) {
  const limit = { key: `shared-code:${ip ?? "unknown"}`, limit: FAILED_CODE_LIMIT, windowMs: FAILED_CODE_WINDOW_MS, now };
  const budget = await peek(limit);
  if (!budget.allowed) {
    throw new ApiError(429, TOO_MANY_ATTEMPTS, { retryAfterSeconds: Math.ceil((budget.resetAt.getTime() - now.getTime()) / 1000) });
  }
  const db = await getDb();
  const space = isAccessCodeShaped(code) ? await db.sharedSpace.findUnique({ where: { accessCode: code }, select: spaceSelect }) : null;
  if (!space) {
    await hit(limit);
    throw new ApiError(404, SPACE_UNAVAILABLE);
  }
  if (!space.isActive) throw new ApiError(410, SPACE_DEACTIVATED);
  if (!isSpaceLive(space, now)) throw new ApiError(410, SPACE_EXPIRED);
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

/**
 * A visit past the email gate: records (or refreshes) the visitor's access row, counts the view,
 * and returns what the visitor may see plus a short-lived token for the space's files.
 */
export async function openSharedSpace({ email, userAgent, ...visitor }: Visitor & { email: string; userAgent: string | null }): Promise<VisitorPayload> {
  const now = visitor.now ?? new Date();
  const space = await findLiveSpace({ ...visitor, now });
  const db = await getDb();
  const ipAddress = visitor.ip;
  const agent = userAgent?.slice(0, 512) ?? null;
  const [, , rows] = await db.$transaction([
    db.sharedSpaceAccess.upsert({
      where: { sharedSpaceId_email: { sharedSpaceId: space.id, email } },
      create: { sharedSpaceId: space.id, email, ipAddress, userAgent: agent, accessedAt: now, lastViewedAt: now },
      update: { lastViewedAt: now, ipAddress, userAgent: agent },
      select: { id: true },
    }),
    db.sharedSpace.update({ where: { id: space.id }, data: { viewCount: { increment: 1 } }, select: { id: true } }),
    db.sharedSpaceItem.findMany({
      where: { sharedSpaceId: space.id },
      select: { id: true, itemType: true, order: true, itemData: true },
      orderBy: [{ order: "asc" }, { createdAt: "asc" }],
    }),
  ]);
  const items = rows.map((row) => toVisitorItem(visitor.code, row)).filter((item): item is VisitorItem => item !== null);
  const token = issueVisitorToken(space.id, email, space.expiresAt, now);
  return {
    space: {
      name: space.name,
      description: space.description,
      expiresAt: space.expiresAt.toISOString(),
      createdAt: space.createdAt.toISOString(),
      isActive: space.isActive,
      itemCount: items.length,
    },
    items,
    visitorToken: token.token,
    visitorTokenExpiresAt: token.expiresAt.toISOString(),
  };
}

/**
 * A file a visitor may open: the code must be live, the token must be this space's (the email
 * gate was passed), and the file must be linked from one of the space's snapshots.
 */
export async function openSharedFile({ fileId, token, ...visitor }: Visitor & { fileId: string; token: string | null }) {
  const now = visitor.now ?? new Date();
  const space = await findLiveSpace({ ...visitor, now });
  const claims = verifyVisitorToken(token, now);
  if (!claims || claims.spaceId !== space.id) throw new ApiError(401, EMAIL_GATE_REQUIRED);
  const id = uuid.safeParse(fileId);
  if (!id.success) throw new ApiError(404, SHARED_FILE_NOT_FOUND);
  const db = await getDb();
  const items = await db.sharedSpaceItem.findMany({ where: { sharedSpaceId: space.id }, select: { itemData: true } });
  const allowed = new Set(items.flatMap((item) => referencedFileIds(item.itemData)));
  if (!allowed.has(id.data.toLowerCase())) throw new ApiError(404, SHARED_FILE_NOT_FOUND);
  const file = await db.storedFile.findFirst({
    where: { id: id.data, companyId: space.companyId },
    select: { id: true, storageKey: true, fileName: true, contentType: true, size: true },
  });
  const body: Readable | null = file ? await getStorage().read(file.storageKey) : null;
  if (!file || !body) throw new ApiError(404, SHARED_FILE_NOT_FOUND);
  return { file, body };
}
