import { Readable } from "node:stream";
import { withAuth } from "@/lib/api/handler";
import { openAvatar, removeAvatar, saveAvatar } from "@/lib/account/avatar";

/** The signed-in user's profile image (the avatar menu's picture). */
export const GET = withAuth(async ({ user }) => {
  const { body, contentType } = await openAvatar({ userId: user.id });
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: { "Content-Type": contentType, "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'; sandbox" },
  });
});

/** multipart/form-data with one `file`: PNG, JPEG, WebP or GIF, at most 2 MB. */
export const PUT = withAuth(async ({ req, user }) => saveAvatar({ userId: user.id, request: req }));

export const DELETE = withAuth(async ({ user }) => {
  await removeAvatar({ userId: user.id });
  return { profileImageUrl: null };
});
