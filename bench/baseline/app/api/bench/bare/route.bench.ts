import { NextResponse } from "next/server";

// The benchmark's baseline: a real handler run per request, with no session, database or wrapper.
// Only in the bench's own build (bench/server.ts `build`); the product's build has no such route.
export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json({ ok: true });
}
