import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { benchRoutesEnabled } from "@/lib/bench-routes";

export const metadata: Metadata = { title: "Benchmark baseline", robots: { index: false, follow: false } };

/**
 * The benchmark's baseline page: no data and no client component of its own, so it costs only
 * the root layout. (Every page here renders per request: the layout's CSP nonce forbids
 * prerendering, so this is as static as a page of this app gets.) 404 unless BENCH_ROUTES=1.
 */
export default async function BenchStaticPage() {
  await connection();
  if (!benchRoutesEnabled()) notFound();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">Benchmark baseline</h1>
      <p className="mt-2 text-muted-foreground">A page with no data of its own.</p>
    </section>
  );
}
