import "server-only";
import { ApiError } from "@/lib/errors";
import { getDb, sqlStatement, type Prisma } from "@/lib/db";
import type { z } from "zod";
import type { ItemType, SharedSpaceJson, SpaceItemData, spaceCreateSchema } from "@/lib/spaces/schema/shared-space";
import { SECURE_SPACE_DEFAULTS } from "@/lib/spaces/rules/space-settings";
import type { ResolvedItem } from "./resolve-items";
import { assertCan, memberWhere } from "@/lib/data/membership";
import { SPACE_NOT_FOUND } from "@/lib/messages/spaces";

/*
 * One space of a company as its founders' writes see it (lib/spaces/shared-spaces.ts): the row's
 * shape and its JSON, the lock a write takes on it, and the refusal when the user may not have it.
 */

type SettingKey = keyof typeof SECURE_SPACE_DEFAULTS;
/** What POST parsed; a caller inside the server may leave the settings out (they get the secure defaults too). */
export type CreateInput = Omit<z.output<typeof spaceCreateSchema>, SettingKey> & Partial<Pick<z.output<typeof spaceCreateSchema>, SettingKey>>;
type Tx = Prisma.TransactionClient;

/** The visitor gate: the space's access controls, as the founder set them (lib/visitor/gate.ts). */
const gateSelect = {
  requireVerification: true,
  allowList: true,
  denyList: true,
  agreementText: true,
  notifyNewVisitors: true,
  rememberVisitorDays: true,
  revokedAt: true,
} as const;
export const gateData = (input: Partial<Pick<CreateInput, keyof typeof gateSelect & keyof CreateInput>>) =>
  Object.fromEntries(Object.entries(input).filter(([k, v]) => k in gateSelect && k !== "revokedAt" && v !== undefined));

const itemSelect = {
  id: true,
  itemType: true,
  itemId: true,
  taskId: true,
  phaseId: true,
  category: true,
  itemData: true,
  order: true,
  createdAt: true,
} as const;
export const spaceSelect = {
  id: true,
  companyId: true,
  name: true,
  description: true,
  expiresAt: true,
  accessCode: true,
  isActive: true,
  viewCount: true,
  visitorCount: true,
  itemCount: true,
  includeNotes: true,
  ...gateSelect,
  allowDownloads: true,
  watermark: true,
  allowCopying: true,
  showChecklistStatus: true,
  createdAt: true,
  updatedAt: true,
  items: { select: itemSelect, orderBy: [{ order: "asc" }, { createdAt: "asc" }] },
} satisfies Prisma.SharedSpaceSelect;

type SpaceRow = Prisma.SharedSpaceGetPayload<{ select: typeof spaceSelect }>;

/** The founder's view of a space; `shareCode` repeats `accessCode` for callers that use that name. */
export function serializeSpace(space: SpaceRow): SharedSpaceJson {
  return {
    ...space,
    shareCode: space.accessCode,
    expiresAt: space.expiresAt.toISOString(),
    createdAt: space.createdAt.toISOString(),
    updatedAt: space.updatedAt.toISOString(),
    revokedAt: space.revokedAt?.toISOString() ?? null,
    // Rows are written only through resolveItems (lib/spaces/resolve-items.ts): a known type, an object with its label.
    items: space.items.map((item) => ({
      ...item,
      itemType: item.itemType as ItemType,
      itemData: item.itemData as SpaceItemData,
      createdAt: item.createdAt.toISOString(),
    })),
  };
}

/**
 * After a space lookup scoped to roles that may share found nothing: 403 for a member whose role
 * may not share, 404 for everyone else (someone else's space = none).
 */
export async function refuseSpace(userId: string, spaceId: string, runner?: Pick<Tx, "sharedSpace">): Promise<never> {
  // Inside a transaction the reads go through it: on the embedded database a second connection
  // would wait for the transaction that is waiting for it.
  const db = runner ?? (await getDb());
  const space = await db.sharedSpace.findFirst({
    where: { id: spaceId },
    select: { company: { select: { members: { where: { userId }, select: { role: true } } } } },
  });
  const role = space?.company.members[0]?.role;
  if (role) assertCan(role, "share");
  throw new ApiError(404, SPACE_NOT_FOUND);
}

const lockSpaceStatement = sqlStatement<{ locked: number }, [spaceId: string]>(
  "sharedSpaces.lock",
  { locked: true },
  `SELECT 1 AS "locked" FROM "shared_spaces" WHERE "id" = $1::uuid FOR UPDATE`,
);

/** Locks a space of a company where the user may share, for the rest of the transaction; else 404/403. */
export async function lockOwnSpace(tx: Tx, userId: string, spaceId: string): Promise<{ id: string; companyId: string }> {
  const space = await tx.sharedSpace.findFirst({
    where: { id: spaceId, company: memberWhere(userId, "share") },
    select: { id: true, companyId: true },
  });
  if (!space) return refuseSpace(userId, spaceId, tx);
  // Inside the Prisma transaction: on its connection.
  await lockSpaceStatement.runPrisma(tx, [space.id]);
  return space;
}

export function itemRows(spaceId: string, items: ResolvedItem[], firstOrder: number) {
  return items.map((item, i) => ({
    sharedSpaceId: spaceId,
    itemType: item.itemType,
    itemId: item.itemId,
    taskId: item.taskId,
    phaseId: item.phaseId,
    category: item.category,
    itemData: item.itemData as unknown as Prisma.InputJsonValue,
    order: firstOrder + i,
  }));
}
