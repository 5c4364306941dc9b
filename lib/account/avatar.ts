import "server-only";
import type { Readable } from "node:stream";
import { ApiError } from "@/lib/errors";
import { getDb } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { receiveUpload } from "@/lib/storage/upload";
import { accountMessages } from "@/lib/messages/account";
import { deleteFileBytes } from "@/lib/files/files";

export const AVATAR_PATH = "/api/account/avatar";
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);

/** The URL the avatar shows (SPEC.md: the profile image when present); the key's head busts caches. */
function avatarUrl(storageKey: string): string {
  return `${AVATAR_PATH}?v=${storageKey.slice(0, 8)}`;
}

/**
 * Stores a new profile image through lib/storage (any driver): its type sniffed from the bytes,
 * at most 2 MB. The old image's bytes go once the row points at the new one.
 */
export async function saveAvatar({ userId, request }: { userId: string; request: Request }): Promise<{ profileImageUrl: string }> {
  const upload = await receiveUpload(request);
  try {
    if (!AVATAR_TYPES.has(upload.contentType)) throw new ApiError(415, accountMessages.imageType);
    if (upload.size > AVATAR_MAX_BYTES) throw new ApiError(413, accountMessages.imageTooLarge(AVATAR_MAX_BYTES / 1024 / 1024));
    const db = await getDb();
    const old = await db.user.findUnique({ where: { id: userId }, select: { profileImageKey: true } });
    const profileImageUrl = avatarUrl(upload.storageKey);
    await db.user.update({
      where: { id: userId },
      data: { profileImageKey: upload.storageKey, profileImageType: upload.contentType, profileImageUrl },
    });
    if (old?.profileImageKey) await deleteFileBytes([old.profileImageKey]);
    return { profileImageUrl };
  } catch (error) {
    await deleteFileBytes([upload.storageKey]);
    throw error;
  }
}

export async function removeAvatar({ userId }: { userId: string }): Promise<void> {
  const db = await getDb();
  const old = await db.user.findUnique({ where: { id: userId }, select: { profileImageKey: true } });
  await db.user.update({ where: { id: userId }, data: { profileImageKey: null, profileImageType: null, profileImageUrl: null } });
  if (old?.profileImageKey) await deleteFileBytes([old.profileImageKey]);
}

/** The signed-in user's own image (the only one anybody can read), or 404. */
export async function openAvatar({ userId }: { userId: string }): Promise<{ body: Readable; contentType: string }> {
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { profileImageKey: true, profileImageType: true } });
  const body = user?.profileImageKey ? await getStorage().read(user.profileImageKey) : null;
  if (!body || !user?.profileImageType) throw new ApiError(404, accountMessages.noProfileImage);
  return { body, contentType: user.profileImageType };
}
