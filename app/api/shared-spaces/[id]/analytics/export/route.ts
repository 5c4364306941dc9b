import { withAuth } from "@/lib/api/handler";
import { spaceAnalyticsCsv } from "@/lib/spaces/space-analytics";
import { contentDisposition } from "@/lib/storage/disposition";
import { parseId } from "@/lib/validations/common";
import { SPACE_NOT_FOUND } from "@/lib/messages/spaces";

/** Space analytics: "Export CSV", one row per event of the space (RFC 4180, formula cells guarded). */
export const GET = withAuth<{ id: string }>(async ({ params, user }) => {
  const spaceId = parseId(params.id, SPACE_NOT_FOUND);
  const { name, csv } = await spaceAnalyticsCsv({ userId: user.id, spaceId });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(`${name} analytics.csv`),
      "X-Content-Type-Options": "nosniff",
    },
  });
});
