import { NextResponse } from "next/server";
import { countingDatabase, processTally, resetProcessTally } from "@/bench/baseline/tally";

// The benchmark reads the process-wide statement tally around single requests on an idle server.
// Only in the bench's own build (bench/server.ts `build`).
export const dynamic = "force-dynamic";

export async function GET() {
  await countingDatabase();
  return NextResponse.json(processTally(), { headers: { "Cache-Control": "no-store" } });
}

export async function DELETE() {
  await countingDatabase();
  resetProcessTally();
  return new NextResponse(null, { status: 204 });
}
