import { readJson, withPublic } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createUserWithPassword } from "@/lib/data/users";
import { registerSchema } from "@/lib/validations/auth";

export const POST = withPublic(async ({ req }) => {
  const input = await readJson(req, registerSchema);
  const user = await createUserWithPassword(input);
  return json(user, 201);
});
