import { readJson, withAuth } from "@/lib/api/handler";
import { getAccount, updateName } from "@/lib/account/account";
import { deleteAccount } from "@/lib/account/delete";
import { deleteAccountSchema, profileNameSchema } from "@/lib/account/schema/account";

export const GET = withAuth(async ({ user }) => getAccount({ userId: user.id }));

export const PATCH = withAuth(async ({ req, user }) => {
  const input = await readJson(req, profileNameSchema);
  return updateName({ userId: user.id, input });
});

/** Deletes the company and the account: every row, every stored file, every session. */
export const DELETE = withAuth(async ({ req, user }) => {
  const { confirm } = await readJson(req, deleteAccountSchema);
  return deleteAccount({ userId: user.id, confirm });
});
