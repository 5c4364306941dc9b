import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb, type Prisma } from "@/lib/db";
import { classifyDbError } from "@/lib/db/errors";
import { toasts } from "@/lib/messages/toasts";
import { generateAccessCode } from "@/lib/spaces/rules/access-code";
import { itemKey } from "@/lib/sharing/item-keys";
import { resolveExpiry } from "@/lib/sharing/resolve-expiry";
import { resolveItems, type ResolvedItem } from "./resolve-items";
import type { z } from "zod";
import {
  type AddedItemRef,
  type AddItemsJson,
  type SharedSpaceJson,
  type spaceAddItemsSchema,
  type spaceUpdateSchema,
} from "@/lib/spaces/schema/shared-space";
import { ACTIVITY_ACTIONS } from "@/lib/activity/rules";
import { SECURE_SPACE_DEFAULTS } from "@/lib/spaces/rules/space-settings";
import type { CompanyScope } from "@/lib/team/rules/roles";
import { recordActivity, recordSpaceActivity } from "@/lib/activity/record";
import { memberWhere } from "@/lib/data/membership";
import { gateData, itemRows, lockOwnSpace, refuseSpace, serializeSpace, spaceSelect, type CreateInput } from "./own-space";

type UpdateInput = z.output<typeof spaceUpdateSchema>;
type AddInput = z.output<typeof spaceAddItemsSchema>;

/** The contracts: lib/spaces/schema/shared-space.ts. */
export type SpaceJson = SharedSpaceJson;
export type { AddItemsJson };

/** The spaces of the user's current company (lib/account/session.ts); none without a company. */
export async function listSpaces({ userId, companyId }: { userId: string; companyId: string | null }): Promise<SpaceJson[]> {
  if (!companyId) return [];
  const db = await getDb();
  const [spaces, lastVisits] = await Promise.all([
    db.sharedSpace.findMany({
      where: { companyId, company: memberWhere(userId) },
      select: spaceSelect,
      orderBy: { createdAt: "desc" },
    }),
    // Each visit refreshes its visitor's access row, so the newest row is the space's last visit.
    db.sharedSpaceAccess.groupBy({
      by: ["sharedSpaceId"],
      where: { sharedSpace: { companyId, company: memberWhere(userId) } },
      _max: { lastViewedAt: true },
    }),
  ]);
  const lastVisitOf = new Map(lastVisits.map((v) => [v.sharedSpaceId, v._max.lastViewedAt?.toISOString() ?? null]));
  return spaces.map((space) => ({ ...serializeSpace(space), lastVisitAt: lastVisitOf.get(space.id) ?? null }));
}

/** A new space of the company (checked for a role that may share by the route's wrapper), by `actorId`. */
export async function createSpace({
  company,
  actorId,
  input,
  now = new Date(),
}: {
  company: CompanyScope;
  actorId: string;
  input: CreateInput;
  now?: Date;
}): Promise<SpaceJson> {
  const expiresAt = resolveExpiry(input, now);
  const db = await getDb();
  // A collision of 144-bit random codes will not happen; the retry only makes that certain.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.$transaction(async (tx) => {
        const items = await resolveItems(tx, company.id, input.items);
        const space = await tx.sharedSpace.create({
          data: {
            companyId: company.id,
            createdById: actorId,
            name: input.name,
            description: input.description ?? null,
            expiresAt,
            accessCode: generateAccessCode(),
            itemCount: items.length,
            includeNotes: input.includeNotes ?? false,
            ...gateData(input),
            requireVerification: input.requireVerification ?? SECURE_SPACE_DEFAULTS.requireVerification,
            notifyNewVisitors: input.notifyNewVisitors ?? SECURE_SPACE_DEFAULTS.notifyNewVisitors,
            allowDownloads: input.allowDownloads ?? SECURE_SPACE_DEFAULTS.allowDownloads,
            watermark: input.watermark ?? SECURE_SPACE_DEFAULTS.watermark,
            allowCopying: input.allowCopying ?? SECURE_SPACE_DEFAULTS.allowCopying,
            showChecklistStatus: input.showChecklistStatus ?? false,
            // The clock the expiry was checked against, not the database's a moment later: an
            // expiry just ahead of "now" must still lie after the creation time.
            createdAt: now,
          },
          select: { id: true },
        });
        if (items.length) await tx.sharedSpaceItem.createMany({ data: itemRows(space.id, items, 0) });
        await recordActivity(tx, {
          companyId: company.id,
          actorId,
          action: ACTIVITY_ACTIONS.spaceCreated,
          subject: { spaceName: input.name },
        });
        return serializeSpace(await tx.sharedSpace.findUniqueOrThrow({ where: { id: space.id }, select: spaceSelect }));
      });
    } catch (error) {
      if (attempt < 2 && classifyDbError(error) === "unique") continue;
      throw error;
    }
  }
}

/** PATCH: replaces the items (snapshots rebuilt now) and optionally the name and description. */
export async function updateSpace({ userId, spaceId, input }: { userId: string; spaceId: string; input: UpdateInput }): Promise<SpaceJson> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const space = await lockOwnSpace(tx, userId, spaceId);
    const data: Prisma.SharedSpaceUpdateInput = {};
    if (input.name !== undefined) data.name = input.name;
    if (input.description !== undefined) data.description = input.description;
    if (input.includeNotes !== undefined) data.includeNotes = input.includeNotes;
    Object.assign(data, gateData(input));
    if (input.allowDownloads !== undefined) data.allowDownloads = input.allowDownloads;
    if (input.watermark !== undefined) data.watermark = input.watermark;
    if (input.allowCopying !== undefined) data.allowCopying = input.allowCopying;
    if (input.showChecklistStatus !== undefined) data.showChecklistStatus = input.showChecklistStatus;
    if (input.items !== undefined) {
      const items = await resolveItems(tx, space.companyId, input.items);
      await tx.sharedSpaceItem.deleteMany({ where: { sharedSpaceId: space.id } });
      if (items.length) await tx.sharedSpaceItem.createMany({ data: itemRows(space.id, items, 0) });
      data.itemCount = items.length;
    }
    const updated = await tx.sharedSpace.update({ where: { id: space.id }, data, select: spaceSelect });
    return serializeSpace(updated);
  });
}

const refOf = (item: ResolvedItem): AddedItemRef => ({ itemType: item.itemType, itemId: item.itemId, label: item.itemData.label });

/** "These items are already in the space: A, B" (one item keeps SPEC.md's 'This item is already in the space'). */
export function alreadyInSpaceMessage(labels: string[]): string {
  return labels.length === 1 ? toasts.alreadyAdded.description : `These items are already in the space: ${labels.join(", ")}`;
}

/**
 * Adds items after the existing ones. Items already in the space are skipped and named in
 * `skipped`; the new ones are added and named in `added`. When nothing is new the request is
 * refused with 409 (SPEC.md section 5: a duplicate is refused) and nothing changes.
 */
export async function addItems({ userId, spaceId, items }: { userId: string; spaceId: string; items: AddInput }): Promise<AddItemsJson> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const space = await lockOwnSpace(tx, userId, spaceId);
    const existing = await tx.sharedSpaceItem.findMany({ where: { sharedSpaceId: space.id }, select: { itemType: true, itemId: true, order: true } });
    const resolved = await resolveItems(tx, space.companyId, items);
    const taken = new Set(existing.map(itemKey));
    const fresh = resolved.filter((item) => !taken.has(item.key));
    const skipped = resolved.filter((item) => taken.has(item.key)).map(refOf);
    if (fresh.length === 0) throw new ApiError(409, alreadyInSpaceMessage(skipped.map((s) => s.label)), { skipped });
    const nextOrder = existing.reduce((max, item) => Math.max(max, item.order + 1), 0);
    await tx.sharedSpaceItem.createMany({ data: itemRows(space.id, fresh, nextOrder) });
    const updated = await tx.sharedSpace.update({
      where: { id: space.id },
      data: { itemCount: existing.length + fresh.length },
      select: spaceSelect,
    });
    return { ...serializeSpace(updated), added: fresh.map(refOf), skipped };
  });
}

class NotDeleted extends Error {}

/** Deletes the space; its items and access rows go with it (ON DELETE CASCADE). */
export async function deleteSpace({ userId, spaceId }: { userId: string; spaceId: string }): Promise<void> {
  const db = await getDb();
  const deleted = await db
    .$transaction(async (tx) => {
      await recordSpaceActivity(tx, { actorId: userId, spaceId, action: ACTIVITY_ACTIONS.spaceDeleted });
      const result = await tx.sharedSpace.deleteMany({ where: { id: spaceId, company: memberWhere(userId, "share") } });
      // Refused: roll the activity line back with it, then say why (404 or 403) outside the transaction.
      if (result.count === 0) throw new NotDeleted();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof NotDeleted) return false;
      throw error;
    });
  if (!deleted) await refuseSpace(userId, spaceId);
}

/**
 * "Revoke now": visitors lose access at once (every visitor route answers 410), the
 * access log stays. Also deactivates the space; a revoked space does not come back.
 */
export async function revokeSpace({ userId, spaceId, now = new Date() }: { userId: string; spaceId: string; now?: Date }): Promise<SpaceJson> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const space = await lockOwnSpace(tx, userId, spaceId);
    const current = await tx.sharedSpace.findUniqueOrThrow({ where: { id: space.id }, select: { revokedAt: true } });
    const updated = await tx.sharedSpace.update({
      where: { id: space.id },
      data: { revokedAt: current.revokedAt ?? now, isActive: false },
      select: spaceSelect,
    });
    if (!current.revokedAt) await recordSpaceActivity(tx, { actorId: userId, spaceId: space.id, action: ACTIVITY_ACTIONS.spaceRevoked });
    return serializeSpace(updated);
  });
}
