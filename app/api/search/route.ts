import { parseWith, withAuth } from "@/lib/api/handler";
import { searchCompany } from "@/lib/data/search";
import { searchQuerySchema } from "@/lib/validations/search";

export const GET = withAuth(async ({ req, user }) => {
  const params = req.nextUrl.searchParams;
  const query = parseWith(searchQuerySchema, { q: params.get("q") ?? undefined, limit: params.get("limit") ?? undefined });
  return { data: await searchCompany({ user, query }) };
});
