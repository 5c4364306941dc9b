import { readJson, withPublic } from "@/lib/api/handler";
import { pageOnError } from "@/lib/visitor/redirect";
import { visitorEmailSchema, visitorOpenSchema } from "@/lib/visitor/schema";
import { visitSpace } from "./visit";

export const dynamic = "force-dynamic";

/** A browser that navigates here (a copied API link) is sent to the space's page rather than shown JSON. */
export const GET = withPublic<{ accessCode: string }>(async ({ req, ip, params }) =>
  pageOnError(req, params.accessCode, async () => {
    const email = visitorEmailSchema.parse(req.nextUrl.searchParams.get("email") ?? "");
    return visitSpace({ req, ip }, params.accessCode, email, {});
  }),
);

/** The visit with the gate's answers in the body (a code never goes into a URL). */
export const POST = withPublic<{ accessCode: string }>(async ({ req, ip, params }) => {
  const { email, code, agree } = await readJson(req, visitorOpenSchema);
  return visitSpace({ req, ip }, params.accessCode, email, { code, agree });
});
