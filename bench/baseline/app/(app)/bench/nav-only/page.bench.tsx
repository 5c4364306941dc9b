import type { Metadata } from "next";
import { requirePageUser } from "@/lib/account/page";

export const metadata: Metadata = { title: "Benchmark reference", robots: { index: false, follow: false } };

/**
 * A reference, not a baseline to beat: what every signed-in page costs before its own content (the
 * session check, app/(app)/layout.tsx's nav bar and banner), with the bare page's content. Its
 * throughput against the bare page is the ceiling of any signed-in page's ratio. Only in the
 * bench's own build (bench/server.ts `build`).
 */
export default async function BenchNavOnlyPage() {
  await requirePageUser("/bench/nav-only");
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">Benchmark reference</h1>
      <p className="mt-2 text-muted-foreground">A signed-in page with no data of its own.</p>
    </section>
  );
}
