/** The endpoints `npm run bench` loads (bench/run.ts) and an A/B can pick from by name (bench/ab.ts). */
import type { Endpoint } from "./load";
import { filledDocuments, type BenchFixture } from "./seed";
import { BARE, BARE_PAGE, NAV_ONLY_PAGE } from "./targets";

export function benchEndpoints(f: BenchFixture, cookie: string): Endpoint[] {
  const auth = { cookie };
  const phaseId = f.phaseIds[0];
  const bodies = f.tasks.map((t) =>
    JSON.stringify({ companyId: f.companyId, taskId: t.id, priority: "high", notes: "Reviewed again.", documents: filledDocuments(t) }),
  );
  return [
    { name: BARE, kind: "baseline", path: "/api/bench/bare" },
    { name: BARE_PAGE, kind: "baseline", path: "/bench/static" },
    { name: "GET /api/phases", kind: "read", path: "/api/phases", headers: auth },
    { name: "GET /api/phases/{id}/tasks", kind: "read", path: `/api/phases/${phaseId}/tasks`, headers: auth },
    { name: "GET /api/company/{id}/progress", kind: "read", path: `/api/company/${f.companyId}/progress`, headers: auth },
    {
      name: "GET /api/company/{id}/phases/progress/batch",
      kind: "read",
      path: `/api/company/${f.companyId}/phases/progress/batch?phaseIds=${f.phaseIds.join(",")}`,
      headers: auth,
    },
    { name: "GET /api/shared/{code}?email=", kind: "read", path: `/api/shared/${f.accessCode}?email=${encodeURIComponent(f.viewerEmail)}` },
    { name: "GET /api/search?q=", kind: "read", path: "/api/search?q=incorp", headers: auth },
    {
      name: "POST /api/progress",
      kind: "write",
      method: "POST",
      path: "/api/progress",
      headers: { ...auth, "content-type": "application/json" },
      bodies,
    },
    { name: "page /", kind: "page", path: "/", headers: auth },
    { name: "page /phase/{id}", kind: "page", path: `/phase/${phaseId}`, headers: auth },
    { name: "page /shared/{code}", kind: "page", path: `/shared/${f.accessCode}` },
    { name: "page / (signed out)", kind: "page", path: "/" },
    // The ceiling of a signed-in page's ratio: the session check and the nav bar around the bare page's content.
    { name: NAV_ONLY_PAGE, kind: "reference", path: "/bench/nav-only", headers: auth },
    { name: `${BARE} (again)`, kind: "baseline", path: "/api/bench/bare" },
    { name: `${BARE_PAGE} (again)`, kind: "baseline", path: "/bench/static" },
  ];
}
