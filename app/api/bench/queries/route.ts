import { NextResponse } from "next/server";
import { benchRoutesEnabled } from "@/lib/bench-routes";
import { globalQueryTally, queryCountEnabled, resetGlobalQueryTally } from "@/lib/db/query-count";

// The benchmark reads the process-wide statement tally around single requests on an idle server.
export const dynamic = "force-dynamic";

const notFound = () => NextResponse.json({ message: "Not found" }, { status: 404 });

export function GET() {
  if (!benchRoutesEnabled()) return notFound();
  return NextResponse.json({ enabled: queryCountEnabled(), ...globalQueryTally() }, { headers: { "Cache-Control": "no-store" } });
}

export function DELETE() {
  if (!benchRoutesEnabled()) return notFound();
  resetGlobalQueryTally();
  return new NextResponse(null, { status: 204 });
}
