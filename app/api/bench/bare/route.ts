import { NextResponse } from "next/server";
import { benchRoutesEnabled } from "@/lib/bench-routes";

// The benchmark's baseline: a real handler run per request, with no session, database or wrapper.
export const dynamic = "force-dynamic";

export function GET() {
  if (!benchRoutesEnabled()) return NextResponse.json({ message: "Not found" }, { status: 404 });
  return NextResponse.json({ ok: true });
}
