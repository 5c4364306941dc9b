import { parseWith, withAuth } from "@/lib/api/handler";
import { searchCompany } from "@/lib/search/search";
import { searchQuerySchema } from "@/lib/search/schema";

export const GET = withAuth(async ({ req, user }) => {
  const params = req.nextUrl.searchParams;
  const query = parseWith(searchQuerySchema, { q: params.get("q") ?? undefined, limit: params.get("limit") ?? undefined });
  return { data: await searchCompany({ user, query }) };
});
