import { readJson, withPublic } from "@/lib/api/handler";
import { recordBeacons } from "@/lib/spaces/space-analytics";
import { beaconBatchSchema } from "@/lib/spaces/schema/space-analytics";
import { requireLiveVisit } from "@/lib/visitor/file";
import { VISITOR_COOKIE } from "@/lib/visitor/token";

export const dynamic = "force-dynamic";

/**
 * Space analytics: the viewer's page times (navigator.sendBeacon or fetch keepalive). The
 * visit is the one signed into the visitor cookie; the body names only files, pages and times.
 */
export const POST = withPublic<{ accessCode: string }>(async ({ req, ip, params }) => {
  const { events } = await readJson(req, beaconBatchSchema);
  const token = req.cookies.get(VISITOR_COOKIE)?.value ?? null;
  const visit = await requireLiveVisit({ code: params.accessCode, ip, token });
  return recordBeacons({ visit, events });
});
