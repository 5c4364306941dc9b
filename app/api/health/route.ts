import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/handler";
import { healthReport } from "@/lib/data/health";

export const dynamic = "force-dynamic";

/** Public (no auth, no private data): 200 when the database, its schema and storage are fine, else 503. */
export const GET = withPublic(async () => {
  const report = await healthReport();
  return json(report, report.status === "ok" ? 200 : 503, { "Cache-Control": "no-store" });
});
