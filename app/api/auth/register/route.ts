import { readJson, withPublic } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { registerAccount } from "@/lib/account/register";
import { assertHashCapacity } from "@/lib/auth/password";
import { registerSchema } from "@/lib/account/schema/auth";

export const POST = withPublic(
  async ({ req }) => {
    const input = await readJson(req, registerSchema);
    return json(await registerAccount(req.headers, input), 201);
  },
  { refuseFirst: assertHashCapacity },
);
