import type { Metadata } from "next";
import { connection } from "next/server";

export const metadata: Metadata = { title: "Benchmark baseline", robots: { index: false, follow: false } };

/**
 * The benchmark's baseline page: no data and no client component of its own, so it costs only
 * the root layout, rendered per request like the app's signed-in pages. Only in the bench's own
 * build (bench/server.ts `build`).
 */
export default async function BenchStaticPage() {
  await connection();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">Benchmark baseline</h1>
      <p className="mt-2 text-muted-foreground">A page with no data of its own.</p>
    </section>
  );
}
