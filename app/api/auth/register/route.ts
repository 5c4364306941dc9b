import { readJson, withPublic } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { registerAccount } from "@/lib/account/register";
import { assertHashCapacity } from "@/lib/auth/password";
import { registerSchema } from "@/lib/account/schema/auth";
import { ACCOUNT_LIMITS } from "@/lib/account/rules/limits";

export const POST = withPublic(
  async ({ req }) => {
    const input = await readJson(req, registerSchema);
    return json(await registerAccount(input), 201);
  },
  { refuseFirst: assertHashCapacity, limits: [ACCOUNT_LIMITS.registerPerIp, ACCOUNT_LIMITS.registerGlobal] },
);
